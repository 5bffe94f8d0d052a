import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotification } from '../../src/factories/notification-factory.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { createApplicationsWorld, type ApplicationsWorld } from '../applications/applications-world.ts';

// Issue 31 §5: notifications in the reader's language — English readers got the Dutch line.
describe("notifications in the reader's language", () => {
  let world: ApplicationsWorld;
  beforeAll(async () => {
    world = await createApplicationsWorld();
  });
  afterAll(async () => world.testApp.close());

  const notificationTexts = async (user: ApplicationsWorld['volunteer'], language: string) => {
    const response = await world.request(user, 'GET', '/api/v1/notifications', undefined, {
      'accept-language': language,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { attributes: { text: string } }[]).map((item) => item.attributes.text);
  };

  it('shows an English reader the English line and a Dutch reader the Dutch one, words included', async () => {
    const vacancy = await world.newVacancy({ title: 'Tuinman bij het hospice' });
    const application = await world.existingApplication(vacancy, { userId: world.secondVolunteer.id });
    const response = await world.request(world.orgAdmin, 'PUT', `/api/v1/applications/${application.id}/status`, {
      status: 'accepted',
      note: 'Welkom!',
    });
    expect(response.statusCode, response.body).toBe(200);

    expect(await notificationTexts(world.secondVolunteer, 'en')).toContain(
      'Your application for Tuinman bij het hospice is accepted.',
    );
    expect(await notificationTexts(world.secondVolunteer, 'nl')).toContain(
      'Je aanmelding voor Tuinman bij het hospice is geaccepteerd.',
    );
    // The mail goes in the language the account keeps (Dutch here).
    const mail = await lastMailTo(world.testApp, world.tenantId, world.secondVolunteer.email);
    expect(mail.subject).toContain('Tuinman bij het hospice');
    expect(mail.text).toContain('geaccepteerd');
    expect(mail.text).toContain('Bericht van de organisatie: Welkom!');
  });

  it("shows the organisation's readers a new application in the language each reads in", async () => {
    const vacancy = await world.newVacancy({ title: 'Voorlezer in de bibliotheek' });
    expect((await world.applyFor(world.englishVolunteer, vacancy)).statusCode).toBe(201);
    const line = 'Emma English applied for Voorlezer in de bibliotheek.';
    expect(await notificationTexts(world.orgAdmin, 'en')).toContain(line);
    expect(await notificationTexts(world.englishOrgAdmin, 'en')).toContain(line);
    expect(await notificationTexts(world.englishOrgAdmin, 'nl')).toContain(
      'Emma English heeft zich aangemeld voor Voorlezer in de bibliotheek.',
    );
  });

  it('keeps the one line of a notification stored before lines were kept per language', async () => {
    await createNotification(world.testApp.database, world.colleagueAdmin, { text: 'Een oude melding' });
    expect(await notificationTexts(world.colleagueAdmin, 'en')).toContain('Een oude melding');
  });
});
