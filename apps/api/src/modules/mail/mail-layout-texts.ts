import type { UserLocale } from '@volunteerly/contracts/users';

/** The texts of the mail layout around every mail's own paragraphs. */
export interface MailLayoutTexts {
  /** Before the contact person's name ("Vragen? Neem contact op met"). */
  questions: string;
  /** Between two ways to reach someone. */
  or: string;
  /** Under the button, before the same link written out. */
  linkFallback: string;
  privacyStatement: string;
  /** Before the unsubscribe link of a periodic mail. */
  unsubscribe: string;
  /** The unsubscribe link's words. */
  unsubscribeLink: string;
}

export const mailLayoutTexts: Record<UserLocale, MailLayoutTexts> = {
  nl: {
    questions: 'Vragen? Neem contact op met',
    or: 'of',
    linkFallback: 'Werkt de knop niet? Open dan deze link:',
    privacyStatement: 'Privacyverklaring',
    unsubscribe: 'Wil je deze e-mail niet meer krijgen?',
    unsubscribeLink: 'Meld je af; daarvoor hoef je niet in te loggen',
  },
  en: {
    questions: 'Questions? Contact',
    or: 'or',
    linkFallback: 'Button not working? Open this link:',
    privacyStatement: 'Privacy statement',
    unsubscribe: "Don't want this e-mail any more?",
    unsubscribeLink: "Unsubscribe; you don't need to sign in for that",
  },
};
