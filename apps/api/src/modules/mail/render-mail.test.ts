import { describe, expect, it } from 'vitest';
import type { UserLocale } from '@volunteerly/contracts/users';
import { buildMailBranding, type MailBrandingSource } from './mail-branding.ts';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { MailTemplateName, MailTemplateValues } from './mail-templates.ts';
import { renderMail, renderTemplatedMail } from './render-mail.ts';

const site = 'https://vacaturebank.example';

/** A centre's branding as the mail sees it, with a logo, colours and a contact person unless overridden. */
function branding(overrides: Partial<MailBrandingSource> = {}) {
  return buildMailBranding({
    appName: 'Vacaturebank Rivierstad',
    centerName: 'Vrijwilligerscentrum Rivierstad',
    profile: {
      primaryColor: 'emerald',
      primaryColorShades: null,
      websiteLogoUrl: '/uploads/logo.png',
      contact: {
        email: 'info@rivierstad.example',
        phone: '030 123 45 67',
        street: 'Oudegracht 12',
        postcode: '3511AB',
        city: 'Rivierstad',
        personName: 'Petra de Vries',
        personEmail: 'petra@rivierstad.example',
        personPhone: '06 12345678',
      },
    },
    link: (path) => new URL(path, site).toString(),
    ...overrides,
  });
}

// Every value any template takes; each template uses its own.
const everyValue = {
  name: 'Anna',
  appName: 'Vacaturebank Rivierstad',
  link: `${site}/applications/4`,
  invitedBy: 'Carla Centrum',
  newEmail: 'anna@nieuw.example',
  minutes: '15',
  organization: 'Stichting Buurtkracht',
  reason: 'De gegevens zijn onvolledig.',
  vacancy: 'Taalmaatje',
  applicant: 'Grace',
  status: 'geaccepteerd',
  note: 'Bericht van de organisatie: welkom!',
};

function render<Name extends MailTemplateName>(name: Name, locale: UserLocale, values = everyValue) {
  return renderMail(name, locale, values as unknown as MailTemplateValues[Name], branding());
}

/** The readable text of an HTML part: tags dropped, entities decoded, white space collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|title)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

// The mails senders render by name today (the notification events before issue 15).
const templateNames: MailTemplateName[] = [
  'confirmation',
  'reset_password',
  'invitation',
  'email_change',
  'password_changed',
  'sign_in_locked',
  'organization_approved',
  'organization_denied',
  'organization_signed_up',
  'organization_invitation',
  'application_received',
  'application_new',
  'application_guest_confirmation',
  'application_status_changed',
  'application_withdrawn',
];

/** A shipped reason with the values filled in, as the footer says it. */
function reasonOf(name: MailTemplateName, locale: UserLocale): string {
  return shippedNotificationTemplates[name][locale].reason.replace(
    /\{\{ (\w+) \}\}/g,
    (_, key: keyof typeof everyValue) => everyValue[key],
  );
}
const locales: UserLocale[] = ['nl', 'en'];

describe('renderMail', () => {
  describe.each(locales)('every mail in %s', (locale) => {
    it.each(templateNames)('%s is branded, links to the tenant host and says the same in text and HTML', (name) => {
      const mail = render(name, locale);
      const colors = branding().colors;
      expect(mail.html).toContain(`<html lang="${locale}">`);
      expect(mail.html).toContain(`background-color: ${colors.brand}`);
      expect(mail.html).toContain('src="https://vacaturebank.example/uploads/logo.png"');
      expect(mail.html).toContain('alt="Vrijwilligerscentrum Rivierstad"');
      expect(mail.html).toContain('href="mailto:petra@rivierstad.example"');
      for (const href of mail.html.match(/href="https?:[^"]+"/g) ?? []) expect(href).toContain(site);
      const pieces = [
        locale === 'nl' ? 'Vragen? Neem contact op met Petra de Vries' : 'Questions? Contact Petra de Vries',
        'petra@rivierstad.example',
        '06 12345678',
        'Oudegracht 12',
        '3511 AB Rivierstad',
        'info@rivierstad.example',
        '030 123 45 67',
        reasonOf(name, locale),
        `${site}/privacy`,
      ];
      const html = visibleText(mail.html) + mail.html;
      for (const piece of pieces) {
        expect(mail.text, piece).toContain(piece);
        expect(html, piece).toContain(piece);
      }
      for (const paragraph of mail.text.split('\n\n').slice(0, 2)) expect(visibleText(mail.html)).toContain(paragraph);
    });
  });

  it('fills in the values in the chosen language, with the link as text and as a button', () => {
    const mail = renderMail(
      'confirmation',
      'nl',
      { name: 'Anna', appName: 'Vacaturebank Rivierstad', link: `${site}/confirm?confirmation_token=abc` },
      branding(),
    );
    expect(mail.subject).toBe('Bevestig je e-mailadres voor Vacaturebank Rivierstad');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain(`E-mailadres bevestigen: ${site}/confirm?confirmation_token=abc`);
    expect(mail.html).toMatch(
      /<a class="button" href="https:\/\/vacaturebank\.example\/confirm\?confirmation_token=abc"/,
    );
    expect(mail.html).toContain('>E-mailadres bevestigen</a>');
  });

  it('puts the first sentence after the greeting in the inbox preview', () => {
    const mail = render('application_received', 'en');
    expect(mail.html).toMatch(/<div class="preheader"[^>]*>Thank you for applying for Taalmaatje/);
  });

  it('escapes values in the HTML part and keeps them as typed in the text', () => {
    const mail = renderMail(
      'password_changed',
      'en',
      { name: '<script>alert(1)</script>', appName: 'Demo & co' },
      branding({ centerName: '<img src=x onerror=alert(1)>' }),
    );
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('shows the centre name instead of a logo, and no contact person, when the centre has neither', () => {
    const mail = renderMail(
      'confirmation',
      'nl',
      { name: 'Anna', appName: 'Demo', link: `${site}/confirm` },
      branding({
        profile: { primaryColor: 'sky', primaryColorShades: null, websiteLogoUrl: null, contact: {} },
      }),
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toMatch(/<td class="center-name"[^>]*>Vrijwilligerscentrum Rivierstad<\/td>/);
    expect(mail.html).not.toContain('Vragen?');
    expect(mail.text).not.toContain('Vragen?');
    expect(mail.text).toContain('-- \nVrijwilligerscentrum Rivierstad\nhttps://vacaturebank.example/');
  });

  it('has every template and its reason in both languages with the same variables', () => {
    for (const [name, languages] of Object.entries(shippedNotificationTemplates)) {
      const variables = (language: 'nl' | 'en') =>
        JSON.stringify(languages[language])
          .match(/\{\{ *\w+/g)
          ?.map((variable) => variable.replace(/\{\{ */, ''))
          .sort()
          .filter((value, index, all) => all.indexOf(value) === index);
      expect(variables('nl'), name).toEqual(variables('en'));
    }
  });

  it('renders a template with a list: the periodic mail lists each vacancy with a link', () => {
    const vacancies = [
      { title: 'Taalmaatje', organization: 'Buurtkracht', place: 'Utrecht', link: `${site}/vacancies/1` },
      { title: 'Chauffeur <bus>', organization: 'De Linde', place: '', link: `${site}/vacancies/2` },
    ];
    const mail = renderTemplatedMail(
      shippedNotificationTemplates.volunteer_digest.nl,
      'nl',
      {
        ...everyValue,
        period: 'deze week',
        vacancyCount: '2',
        matchesProfile: 'yes',
        vacancies,
        link: `${site}/search`,
        unsubscribeLink: `${site}/unsubscribe?token=t`,
      },
      branding(),
    );
    expect(mail.subject).toBe('Nieuwe vacatures voor jou op Vacaturebank Rivierstad (deze week)');
    expect(mail.html).toContain(`href="${site}/vacancies/1"`);
    expect(mail.html).toContain('Chauffeur &lt;bus&gt;');
    expect(mail.html).toContain(`href="${site}/unsubscribe?token=t"`);
    expect(mail.text).toContain('- Taalmaatje, Buurtkracht, Utrecht');
    expect(mail.text).toContain('- Chauffeur <bus>, De Linde\n');
    expect(mail.text).toContain('Er zijn 2 nieuwe vacatures die bij je passen (deze week):');
  });

  it('renders an application status mail without a button when there is no link (a guest)', () => {
    const mail = render('application_status_changed', 'en', { ...everyValue, status: 'accepted', link: '' });
    expect(mail.subject).toBe('Your application for Taalmaatje is accepted');
    expect(mail.text).toContain('Bericht van de organisatie: welkom!');
    expect(mail.text).not.toContain('View my application');
    expect(mail.html).not.toContain('class="button"');
  });

  it('leaves out a paragraph whose only value is empty (a status change without a note)', () => {
    const mail = render('application_status_changed', 'nl', { ...everyValue, note: '' });
    expect(mail.text).not.toMatch(/\n\n\n/);
    expect(mail.text.split('-- \n')[0]!.split('\n\n').filter(Boolean)).toHaveLength(4);
    expect(mail.html).not.toContain('<p></p>');
  });
});
