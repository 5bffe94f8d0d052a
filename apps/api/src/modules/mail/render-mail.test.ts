import { describe, expect, it } from 'vitest';
import { mailTemplates } from './mail-templates.ts';
import { renderMail } from './render-mail.ts';

describe('renderMail', () => {
  it('fills in the values in the chosen language, with the link as text and as a button', () => {
    const mail = renderMail('confirmation', 'nl', {
      name: 'Anna',
      appName: 'Vacaturebank Rivierstad',
      link: 'https://vacaturebank.example/confirm?confirmation_token=abc',
    });
    expect(mail.subject).toBe('Bevestig je e-mailadres voor Vacaturebank Rivierstad');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain('E-mailadres bevestigen: https://vacaturebank.example/confirm?confirmation_token=abc');
    expect(mail.html).toContain('href="https://vacaturebank.example/confirm?confirmation_token=abc"');
    expect(mail.html).toContain('<html lang="nl">');
  });

  it('escapes values in the HTML part', () => {
    const mail = renderMail('password_changed', 'en', { name: '<script>x</script>', appName: 'Demo' });
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Hello <script>x</script>,');
  });

  it('has every template in both languages with the same placeholders', () => {
    for (const [name, languages] of Object.entries(mailTemplates)) {
      const placeholders = (language: 'nl' | 'en') =>
        JSON.stringify(languages[language])
          .match(/\{\w+\}/g)
          ?.sort()
          .filter((value, index, all) => all.indexOf(value) === index);
      expect(placeholders('nl'), name).toEqual(placeholders('en'));
    }
  });

  it('renders an application status mail without a button when there is no link (a guest)', () => {
    const mail = renderMail('application_status_changed', 'en', {
      name: 'Grace',
      appName: 'Demo',
      vacancy: 'Gardening',
      status: 'accepted',
      note: 'Message from the organisation: Welcome!',
      link: '',
    });
    expect(mail.subject).toBe('Your application for Gardening is accepted');
    expect(mail.text).toContain('Message from the organisation: Welcome!');
    expect(mail.text).not.toContain('View my application');
    expect(mail.html).not.toContain('<a ');
  });

  it('leaves out a paragraph whose only value is empty (a status change without a note)', () => {
    const mail = renderMail('application_status_changed', 'nl', {
      name: 'Grace',
      appName: 'Demo',
      vacancy: 'Tuinieren',
      status: 'geaccepteerd',
      note: '',
      link: 'https://demo.example/applications/4',
    });
    expect(mail.text).not.toMatch(/\n\n\n/);
    expect(mail.text.split('\n\n')).toHaveLength(3);
    expect(mail.html).not.toContain('<p></p>');
  });
});
