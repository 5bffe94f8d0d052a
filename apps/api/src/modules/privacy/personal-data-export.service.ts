import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { findAuditEventsAboutUser } from '../audit/audit.repository.ts';
import { findAllAuthTokensOfUser } from '../auth/auth.repository.ts';
import { conversationDataOf } from '../conversations/conversation-export.service.ts';
import { findCapturedMailsTo } from '../dev-mail/dev-mail.repository.ts';
import { notificationDataOf } from '../notifications/notifications.service.ts';
import { findUserViewOr404 } from '../users/users.service.ts';

// The privacy module answers what a person may ask about their own data. It sits above the
// modules that hold that data (users, auth, audit, dev-mail, conversations, notifications) and
// reads each through them.

/** 'Download my data': everything the platform keeps about the signed-in user (docs/data-export.md). */
export async function exportPersonalData(database: Database, actor: SignedInUser): Promise<Record<string, unknown>> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const { user, roles, profileTags } = await findUserViewOr404(scope, actor.id);
    const sessions = await findAllAuthTokensOfUser(scope, user.id);
    const events = await findAuditEventsAboutUser(scope, user.id);
    const mails = await findCapturedMailsTo(scope, user.email);
    const conversations = await conversationDataOf(scope, user.id);
    const notices = await notificationDataOf(scope, user.id);
    return {
      exported_at: new Date().toISOString(),
      user: {
        id: String(user.id),
        email: user.email,
        unconfirmed_email: user.unconfirmedEmail,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        date_of_birth: user.dateOfBirth,
        postcode: user.postcode,
        city: user.city,
        locale: user.locale,
        avatar_url: user.avatarUrl,
        status: user.status,
        confirmed_at: user.confirmedAt?.toISOString() ?? null,
        about_me: user.aboutMe,
        skills: user.skills,
        interests: user.interests,
        // The centre's tags chosen on the profile: skill tags as skills, category tags as interests.
        profile_tags: profileTags.map((tag) => ({ kind: tag.kind, name: tag.name, name_en: tag.nameEn })),
        availability: user.availability,
        visible_in_pool: user.visibleInPool,
        digest_frequency: user.digestFrequency,
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
      },
      roles: roles.map((role) => ({
        name: role.name,
        resource_type: role.resourceType,
        resource_id: role.resourceId === null ? null : String(role.resourceId),
        resource_name: role.resourceName,
        created_at: role.createdAt.toISOString(),
      })),
      sessions: sessions.map((session) => ({
        user_agent: session.userAgent,
        created_at: session.createdAt.toISOString(),
        last_used_at: session.lastUsedAt.toISOString(),
        expires_at: session.expiresAt.toISOString(),
        impersonated: session.impersonatorUserId !== null,
      })),
      audit_events: events.map((event) => ({
        action: event.action,
        as: event.actorUserId === user.id ? 'actor' : 'subject',
        details: event.details,
        // The address is theirs only when they acted themselves.
        ip_address: event.actorUserId === user.id ? event.ipAddress : null,
        created_at: event.createdAt.toISOString(),
      })),
      mails: mails.map((mail) => ({ subject: mail.subject, received_at: mail.receivedAt.toISOString() })),
      // Their own messages and reports only: what others wrote in the same conversation is theirs.
      conversations: conversations.map((conversation) => ({
        id: String(conversation.id),
        kind: conversation.kind,
        subject: conversation.subject,
        status: conversation.status,
        created_at: conversation.createdAt.toISOString(),
        my_messages: conversation.messages.map((message) => ({
          side: message.side,
          body: message.body,
          attachment_count: message.attachmentCount,
          created_at: message.createdAt.toISOString(),
        })),
        my_reports: conversation.reports.map((report) => ({
          side: report.side,
          reason: report.reason,
          blocked: report.blocks,
          created_at: report.createdAt.toISOString(),
        })),
      })),
      notifications: notices.notifications.map((notification) => ({
        event: notification.event,
        text: notification.text,
        path: notification.path,
        read_at: notification.readAt?.toISOString() ?? null,
        created_at: notification.createdAt.toISOString(),
      })),
      notification_preferences: notices.preferences.map((preference) => ({
        event: preference.event,
        channel: preference.channel,
        updated_at: preference.updatedAt.toISOString(),
      })),
    };
  });
}
