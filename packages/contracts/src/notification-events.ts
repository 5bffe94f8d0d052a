/**
 * The events the product tells people about (issue 15): one catalogue for the notification path
 * (templates, in-app notifications, e-mail, live), the template editor and the preferences page.
 */
export const notificationEvents = [
  'confirmation',
  'reset_password',
  'invitation',
  'email_change',
  'password_changed',
  'sign_in_locked',
  'email_change_address_taken',
  'organization_approved',
  'organization_denied',
  'organization_signed_up',
  'organization_invitation',
  'application_received',
  'application_new',
  'application_guest_confirmation',
  'application_status_changed',
  'application_withdrawn',
  'conversation_message',
  'conversation_reported',
  'volunteer_digest',
] as const;

export type NotificationEvent = (typeof notificationEvents)[number];

/** Who an event is for: groups the preferences page. */
export type NotificationAudience = 'account' | 'volunteer' | 'organization' | 'center';

/** The ways a notification reaches a person; a preference picks one. */
export const notificationChannels = ['in_app_and_email', 'in_app', 'email', 'none'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

/** What one event offers and how it may be delivered. */
export interface NotificationEventDefinition {
  audience: NotificationAudience;
  /**
   * The variables a template may use. All are text except `vacancies` (volunteer_digest): a list
   * whose items have `title`, `organization`, `place` and `link`. A flag (`matchesProfile`) is
   * 'yes' when set and empty when not.
   */
  variables: readonly string[];
  /** Security and confirmation mails always go by e-mail; a person cannot switch them off. */
  mandatory: boolean;
  /** Whether the event can appear in the app (it needs a signed-in recipient). */
  inApp: boolean;
  /**
   * Whether a centre may write its own template of the event. Security mails (a password reset,
   * a lock, an address change) always go as shipped: nobody but the platform words them.
   */
  overridable: boolean;
  /**
   * Variables that carry a personal security code (a confirmation, reset or invitation token, an
   * unsubscribe signature). Only the shipped texts and the layout's own button use them: a
   * centre's template cannot, so no template can send someone's token anywhere (issue 29).
   */
  secretVariables: readonly string[];
}

const account = ['name', 'appName'] as const;

export const notificationEventDefinitions: Record<NotificationEvent, NotificationEventDefinition> = {
  confirmation: {
    audience: 'account',
    variables: [...account, 'link'],
    mandatory: true,
    inApp: false,
    overridable: true,
    secretVariables: ['link'],
  },
  reset_password: {
    audience: 'account',
    variables: [...account, 'link'],
    mandatory: true,
    inApp: false,
    overridable: false,
    secretVariables: ['link'],
  },
  invitation: {
    audience: 'account',
    variables: [...account, 'link', 'invitedBy'],
    mandatory: true,
    inApp: false,
    overridable: true,
    secretVariables: ['link'],
  },
  email_change: {
    audience: 'account',
    variables: [...account, 'link', 'newEmail'],
    mandatory: true,
    inApp: false,
    overridable: false,
    secretVariables: ['link'],
  },
  password_changed: {
    audience: 'account',
    variables: [...account],
    mandatory: true,
    inApp: false,
    overridable: false,
    secretVariables: [],
  },
  sign_in_locked: {
    audience: 'account',
    variables: [...account, 'minutes', 'link'],
    mandatory: true,
    inApp: false,
    overridable: false,
    secretVariables: [],
  },
  // To the owner of an address someone else tried to change their account's address to (issue 29 §8).
  email_change_address_taken: {
    audience: 'account',
    variables: [...account, 'link'],
    mandatory: true,
    inApp: false,
    overridable: false,
    secretVariables: [],
  },
  organization_approved: {
    audience: 'organization',
    variables: [...account, 'organization', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  organization_denied: {
    audience: 'organization',
    variables: [...account, 'organization', 'reason', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  organization_signed_up: {
    audience: 'center',
    variables: [...account, 'organization', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  organization_invitation: {
    audience: 'account',
    variables: [...account, 'organization', 'invitedBy', 'link'],
    mandatory: true,
    inApp: false,
    overridable: true,
    secretVariables: ['link'],
  },
  application_received: {
    audience: 'volunteer',
    variables: [...account, 'vacancy', 'link'],
    mandatory: true,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  application_new: {
    audience: 'organization',
    variables: [...account, 'vacancy', 'applicant', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  application_guest_confirmation: {
    audience: 'volunteer',
    variables: [...account, 'vacancy', 'link'],
    mandatory: true,
    inApp: false,
    overridable: true,
    secretVariables: ['link'],
  },
  application_status_changed: {
    audience: 'volunteer',
    variables: [...account, 'vacancy', 'status', 'note', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  application_withdrawn: {
    audience: 'organization',
    variables: [...account, 'vacancy', 'applicant', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  conversation_message: {
    audience: 'volunteer',
    variables: [...account, 'sender', 'subject', 'excerpt', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  conversation_reported: {
    audience: 'center',
    variables: [...account, 'reporter', 'subject', 'reason', 'link'],
    mandatory: false,
    inApp: true,
    overridable: true,
    secretVariables: [],
  },
  volunteer_digest: {
    audience: 'volunteer',
    variables: [...account, 'period', 'vacancyCount', 'matchesProfile', 'vacancies', 'link', 'unsubscribeLink'],
    mandatory: false,
    inApp: false,
    overridable: true,
    secretVariables: ['unsubscribeLink'],
  },
};
