import type { ConversationAbilities } from '@volunteerly/contracts/conversations-resources';
import type { ConversationKind, ConversationSide, ConversationStatus } from '@volunteerly/contracts/conversations';
import {
  administeredOrganizationIds,
  governedCenterIds,
  governsCenter,
  governsSomeCenter,
  governsWholeTenant,
  type PolicyActor,
} from '../../platform/auth/policy-actor.ts';
import type { ConversationRow } from './conversations.schema.ts';

// Who takes part in a conversation and what they may do (issue 15 §4). Pure: no I/O. The
// participants are the volunteer of an application conversation, every admin of the organisation,
// and for an organisation–centre conversation the centre's admins. The admins of the centre the
// organisation belongs to (and the tenant's super admins) may read any of its conversations for
// oversight — every such read is audited — and may close one.

/** What the policy needs to know of a conversation. */
export interface ConversationSubject {
  tenantId: number;
  kind: ConversationKind;
  organizationId: number;
  volunteerUserId: number | null;
  /** The centre that oversees it: the organisation–centre conversation's centre, else the organisation's. */
  centerId: number;
  status: ConversationStatus;
  blockedSide: ConversationSide | null;
}

/** A conversation as the policy sees it, from the conversation and its organisation's centre now. */
export function conversationSubject(record: {
  conversation: Pick<
    ConversationRow,
    'tenantId' | 'kind' | 'organizationId' | 'volunteerUserId' | 'volunteerCenterId' | 'status' | 'blockedSide'
  >;
  organizationCenterId: number;
}): ConversationSubject {
  const { conversation } = record;
  return {
    tenantId: conversation.tenantId,
    kind: conversation.kind,
    organizationId: conversation.organizationId,
    volunteerUserId: conversation.volunteerUserId,
    centerId: conversation.volunteerCenterId ?? record.organizationCenterId,
    status: conversation.status,
    blockedSide: conversation.blockedSide,
  };
}

/** The conversations that are the actor's: as volunteer, as admin of organisations, as admin of centres. */
export interface ConversationParticipation {
  userId: number;
  organizationIds: number[];
  centerIds: number[];
}

/** Which conversations the actor takes part in. */
export function participationOf(actor: PolicyActor): ConversationParticipation {
  return {
    userId: actor.id,
    organizationIds: administeredOrganizationIds(actor),
    centerIds: governedCenterIds(actor),
  };
}

/** Whether the actor may open the oversight list: centre admins and super admins of their tenant. */
export function canOverseeConversations(actor: PolicyActor): boolean {
  return governsSomeCenter(actor, actor.tenantId);
}

/** The centres whose conversations the actor oversees ('all': a super admin, the whole tenant). */
export function overseenCenterIds(actor: PolicyActor): 'all' | number[] {
  return governsWholeTenant(actor, actor.tenantId) ? 'all' : governedCenterIds(actor);
}

/** Whether the actor governs the centre of an application's organisation (it sees the application and its conversation). */
export function overseesApplication(
  actor: PolicyActor,
  application: { tenantId: number; organizationCenterId: number },
): boolean {
  return governsCenter(actor, { id: application.organizationCenterId, tenantId: application.tenantId });
}

/** The side the actor takes part for, or null when they are no participant. */
export function sideOf(actor: PolicyActor | undefined, subject: ConversationSubject): ConversationSide | null {
  if (actor === undefined || actor.tenantId !== subject.tenantId) return null;
  if (subject.kind === 'application' && subject.volunteerUserId === actor.id) return 'volunteer';
  if (administeredOrganizationIds(actor).includes(subject.organizationId)) return 'organization';
  if (subject.kind === 'organization_center' && governedCenterIds(actor).includes(subject.centerId)) return 'center';
  return null;
}

/** Whether the actor governs the centre that oversees the conversation (its centre admins, super admins). */
export function overseesConversation(actor: PolicyActor | undefined, subject: ConversationSubject): boolean {
  return governsCenter(actor, { id: subject.centerId, tenantId: subject.tenantId });
}

/** Whether the actor may read it: its participants, and for oversight the centre that oversees it. */
export function canReadConversation(actor: PolicyActor | undefined, subject: ConversationSubject): boolean {
  return sideOf(actor, subject) !== null || overseesConversation(actor, subject);
}

/** Whether this read is oversight by someone who is no participant (it must be audited). */
export function isOversightRead(actor: PolicyActor | undefined, subject: ConversationSubject): boolean {
  return sideOf(actor, subject) === null && overseesConversation(actor, subject);
}

/** Why a participant may not write, or undefined when they may. */
export function replyRefusal(side: ConversationSide, subject: ConversationSubject): 'closed' | 'blocked' | undefined {
  if (subject.status === 'closed') return 'closed';
  if (subject.blockedSide !== null && subject.blockedSide !== side) return 'blocked';
  return undefined;
}

/** Whether the actor may write in it now. */
export function canReply(actor: PolicyActor | undefined, subject: ConversationSubject): boolean {
  const side = sideOf(actor, subject);
  return side !== null && replyRefusal(side, subject) === undefined;
}

/** Whether the actor may close it: the centre that oversees it, while it is open. */
export function canCloseConversation(actor: PolicyActor | undefined, subject: ConversationSubject): boolean {
  return subject.status === 'open' && overseesConversation(actor, subject);
}

/** Every action's answer for one conversation, sent as `meta.abilities`. */
export function conversationAbilities(
  actor: PolicyActor | undefined,
  subject: ConversationSubject,
): ConversationAbilities {
  const participant = sideOf(actor, subject) !== null;
  return {
    reply: canReply(actor, subject),
    markRead: participant,
    report: participant,
    close: canCloseConversation(actor, subject),
  };
}

/** Whether the actor may start the conversation of an application: its volunteer or an admin of its organisation. */
export function canStartApplicationConversation(
  actor: PolicyActor,
  application: { tenantId: number; userId: number | null; organizationId: number },
): boolean {
  if (actor.tenantId !== application.tenantId) return false;
  return (
    (application.userId !== null && application.userId === actor.id) ||
    administeredOrganizationIds(actor).includes(application.organizationId)
  );
}

/**
 * The side the actor starts an organisation–centre conversation for: the organisation's admins,
 * or the admins of the organisation's centre; null for anyone else.
 */
export function organizationCenterStarterSide(
  actor: PolicyActor,
  organization: { tenantId: number; id: number; volunteerCenterId: number },
): 'organization' | 'center' | null {
  if (actor.tenantId !== organization.tenantId) return null;
  if (administeredOrganizationIds(actor).includes(organization.id)) return 'organization';
  if (governedCenterIds(actor).includes(organization.volunteerCenterId)) return 'center';
  return null;
}
