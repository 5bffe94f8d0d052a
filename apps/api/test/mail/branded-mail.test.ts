import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volunteerCenterProfileDocumentSchema } from '@volunteerly/contracts/resources/volunteer-centers';
import { parseWithContract } from '../support/contract.ts';
import { waitForMailTo } from '../support/mailbox.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createUsersWorld, tenantKey, type UsersWorld } from '../users/users-world.ts';

const profileUrl = '/api/v1/volunteer_centers/current/profile';
const contact = {
  email: 'info@rivierstad.example',
  phone: '030 123 45 67',
  street: 'Oudegracht 12',
  postcode: '3511 ab',
  city: 'Rivierstad',
  person_name: 'Petra <de> Vries',
  person_email: 'petra@rivierstad.example',
};

describe("the centre's contact details and branded mail", () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const currentContact = async () => {
    const response = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/volunteer_centers/current?include=profile',
      headers: tenantHeaders(tenantKey),
    });
    return response.json().included[0].attributes.contact as Record<string, unknown>;
  };

  it('lets the centre admin save contact details and a contact person, shown on the public centre', async () => {
    const response = await world.request(world.centerAdmin, 'PATCH', profileUrl, { profile: { contact } });
    expect(response.statusCode, response.body).toBe(200);
    expect(() => parseWithContract(volunteerCenterProfileDocumentSchema, response.json())).not.toThrow();
    expect(await currentContact()).toEqual({
      email: 'info@rivierstad.example',
      phone: '030 123 45 67',
      street: 'Oudegracht 12',
      postcode: '3511AB',
      city: 'Rivierstad',
      person_name: 'Petra <de> Vries',
      person_email: 'petra@rivierstad.example',
      person_phone: null,
    });
  });

  it('refuses a wrong e-mail address, postcode or unknown part with 422, changing nothing', async () => {
    const before = await currentContact();
    for (const wrong of [
      { email: 'geen-adres' },
      { postcode: '12' },
      { fax: '030 123' },
      { street: 'x'.repeat(101) },
    ]) {
      const response = await world.request(world.centerAdmin, 'PATCH', profileUrl, { profile: { contact: wrong } });
      expect(response.statusCode, JSON.stringify(wrong)).toBe(422);
    }
    expect(await currentContact()).toEqual(before);
  });

  it('refuses contact changes to organisation admins and volunteers', async () => {
    for (const actor of [world.orgAdmin, world.volunteer]) {
      const response = await world.request(actor, 'PATCH', profileUrl, { profile: { contact: { email: 'x@y.nl' } } });
      expect(response.statusCode).toBe(403);
    }
  });

  it("sends mail in the centre's colour with its logo, contact person and links on the tenant's own host", async () => {
    await world.request(world.centerAdmin, 'PATCH', profileUrl, {
      profile: { primary_color: 'sky', website_logo_url: '/uploads/logo.png', contact },
    });
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: tenantHeaders(tenantKey, { host: 'localhost' }),
      payload: { email: world.volunteer.email, redirect_url: 'https://rivierstad.example/auth/reset' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await waitForMailTo(world.testApp, world.tenantId, world.volunteer.email);
    const html = mail.html ?? '';
    expect(html).toMatch(/class="header" style="background-color: #[0-9a-f]{6}/);
    expect(html).toContain('src="https://rivierstad.example/uploads/logo.png"');
    expect(html).toContain('Petra &lt;de&gt; Vries');
    expect(html).not.toContain('Petra <de>');
    expect(html).toContain('href="mailto:petra@rivierstad.example"');
    expect(html).toContain('3511 AB Rivierstad');
    const links = [...html.matchAll(/href="(https?:[^"]+)"/g)].map(
      (match) => new URL(match[1]!.replace(/&amp;/g, '&')),
    );
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link.host).toBe('rivierstad.example');
    expect(mail.text).toContain('Vragen? Neem contact op met Petra <de> Vries: petra@rivierstad.example.');
    expect(mail.text).toContain('Privacyverklaring: https://rivierstad.example/privacy');
  });
});
