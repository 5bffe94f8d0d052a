/** The mails the product sends; each takes these values (the variables of its notification event). */
export interface MailTemplateValues {
  confirmation: { name: string; appName: string; link: string };
  reset_password: { name: string; appName: string; link: string };
  invitation: { name: string; appName: string; link: string; invitedBy: string };
  email_change: { name: string; appName: string; link: string; newEmail: string };
  password_changed: { name: string; appName: string };
  sign_in_locked: { name: string; appName: string; minutes: string; link: string };
  organization_approved: { name: string; appName: string; organization: string; link: string };
  organization_denied: { name: string; appName: string; organization: string; reason: string; link: string };
  organization_signed_up: { name: string; appName: string; organization: string; link: string };
  organization_invitation: { name: string; appName: string; organization: string; invitedBy: string; link: string };
  application_received: { name: string; appName: string; vacancy: string; link: string };
  application_new: { name: string; appName: string; vacancy: string; applicant: string; link: string };
  application_guest_confirmation: { name: string; appName: string; vacancy: string; link: string };
  /** `note` is a whole sentence or ''; `link` is '' for guests (they cannot sign in). */
  application_status_changed: {
    name: string;
    appName: string;
    vacancy: string;
    status: string;
    note: string;
    link: string;
  };
  application_withdrawn: { name: string; appName: string; vacancy: string; applicant: string; link: string };
}

export type MailTemplateName = keyof MailTemplateValues;

// The texts are the shipped notification templates (Liquid, issue 15 §2) in
// @volunteerly/contracts/notification-templates-defaults; renderMail renders them.
