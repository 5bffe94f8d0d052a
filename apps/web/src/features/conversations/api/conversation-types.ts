import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type {
  ConversationAbilities,
  ConversationMessageResource,
  ConversationResource,
  ProfileReplyResource,
} from '@volunteerly/contracts/conversations-resources';

/** A conversation as the API sends it (camelCased). */
export type Conversation = Flattened<ConversationResource>;

/** One message of a conversation. */
export type ConversationMessage = Flattened<ConversationMessageResource>;

/** One of the volunteer's own applications or sent messages. */
export type ProfileReply = Flattened<ProfileReplyResource>;

/** The abilities of a conversation, false where the API said nothing. */
export function conversationAbilitiesOf(conversation: Pick<Conversation, 'meta'>): ConversationAbilities {
  const abilities: Partial<ConversationAbilities> = conversation.meta.abilities;
  return {
    reply: abilities.reply === true,
    markRead: abilities.markRead === true,
    report: abilities.report === true,
    close: abilities.close === true,
  };
}

/** The query keys of the conversations feature. */
export const conversationsQueryKeys = {
  all: ['conversations'] as const,
  lists: ['conversations', 'list'] as const,
  thread: (id: string) => ['conversations', 'thread', id] as const,
  profileReplies: ['conversations', 'profile-replies'] as const,
};
