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
}

export const mailLayoutTexts: Record<UserLocale, MailLayoutTexts> = {
  nl: {
    questions: 'Vragen? Neem contact op met',
    or: 'of',
    linkFallback: 'Werkt de knop niet? Open dan deze link:',
    privacyStatement: 'Privacyverklaring',
  },
  en: {
    questions: 'Questions? Contact',
    or: 'or',
    linkFallback: 'Button not working? Open this link:',
    privacyStatement: 'Privacy statement',
  },
};
