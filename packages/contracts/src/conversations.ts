/**
 * Conversations (issue 15 §4): between a volunteer and an organisation about an application, or
 * between an organisation and its volunteer centre. Values shared by the API and the web app.
 */
export const conversationKinds = ['application', 'organization_center'] as const;
export type ConversationKind = (typeof conversationKinds)[number];

export const conversationStatuses = ['open', 'closed'] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];

/** The side a participant writes for: the volunteer, the organisation's admins, the centre's admins. */
export const conversationSides = ['volunteer', 'organization', 'center'] as const;
export type ConversationSide = (typeof conversationSides)[number];

/** Limits shared by the API and the forms. */
export const conversationLimits = {
  bodyMax: 5000,
  subjectMax: 200,
  reasonMax: 1000,
  attachmentsMax: 5,
  /** Messages one person may send a minute, over all conversations (429 beyond it). */
  messagesPerMinute: 20,
  searchMax: 200,
} as const;
