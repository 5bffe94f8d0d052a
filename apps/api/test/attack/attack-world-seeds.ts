// The attack world's seeding steps that write rows straight into a tenant (what no route of the
// suite's actors may create) and read the answers of the seeding requests.
import { sql } from 'drizzle-orm';
import { conversations } from '../../src/modules/conversations/conversations.schema.ts';
import { notificationTemplates } from '../../src/modules/notification-templates/notification-templates.schema.ts';
import { searchSynonymGroups } from '../../src/modules/vacancy-search/search-synonym-groups.schema.ts';
import { withPlatform, withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { TestApp } from '../support/test-app.ts';

/** Inserts a background job of the tenant that has failed for good; answers its id. */
export async function insertFailedJob(testApp: TestApp, tenantId: number): Promise<string> {
  const rows = await withPlatform(testApp.database, (builder) =>
    builder.execute(sql`insert into jobs (name, tenant_id, status, attempts, max_attempts, last_error, finished_at)
      values ('attack.failed', ${tenantId}, 'failed', 1, 1, 'refused', now()) returning id`),
  );
  return String((rows as unknown as { rows: { id: number | string }[] }).rows[0]!.id);
}

/**
 * Centre 1's own template of `application_status_changed` in a language, naming `word` (made, or found and
 * renamed: one per event and language); answers its id. The bodies of operation-bodies.ts use
 * other events, so a POST there never meets it.
 */
export async function upsertNotificationTemplate(
  testApp: TestApp,
  tenant: { tenantId: number; centerId: number },
  locale: 'nl' | 'en',
  word: string,
): Promise<string> {
  const { tenantId, centerId } = tenant;
  const texts = {
    subject: `Onderwerp ${word}`,
    htmlBody: `<p>Hallo {{ name }}, ${word}</p>`,
    textBody: `Hallo {{ name }}, ${word}`,
    inAppText: `Melding ${word}`,
  };
  const [row] = await withTenant(testApp.database, tenantId, ({ transaction }) =>
    transaction
      .insert(notificationTemplates)
      .values({ tenantId, volunteerCenterId: centerId, event: 'application_status_changed', locale, ...texts })
      .onConflictDoUpdate({
        target: [
          notificationTemplates.tenantId,
          notificationTemplates.volunteerCenterId,
          notificationTemplates.event,
          notificationTemplates.locale,
        ],
        set: texts,
      })
      .returning(),
  );
  if (!row) throw new Error('notification template insert returned nothing');
  return String(row.id);
}

/** Inserts a synonym group of the tenant naming `word`; answers its id. */
export async function insertSynonymGroup(testApp: TestApp, tenantId: number, word: string): Promise<string> {
  const [row] = await withTenant(testApp.database, tenantId, ({ transaction }) =>
    transaction
      .insert(searchSynonymGroups)
      .values({ tenantId, words: [`woord ${word}`, `synoniem ${word}`] })
      .returning(),
  );
  if (!row) throw new Error('synonym group insert returned nothing');
  return String(row.id);
}

/** Inserts the conversation of an application (its volunteer and organisation); answers its id. */
export async function insertConversation(
  testApp: TestApp,
  application: { tenantId: number; id: number; organizationId: number; userId: number | null },
): Promise<string> {
  const [row] = await withTenant(testApp.database, application.tenantId, ({ transaction }) =>
    transaction
      .insert(conversations)
      .values({
        tenantId: application.tenantId,
        kind: 'application',
        applicationId: application.id,
        organizationId: application.organizationId,
        volunteerUserId: application.userId,
        subject: 'Doelwit',
      })
      .returning(),
  );
  if (!row) throw new Error('conversation insert returned nothing');
  return String(row.id);
}

export function firstId(document: unknown): string {
  const data = isRecord(document) && Array.isArray(document.data) ? document.data : [];
  const first: unknown = data[0];
  if (!isRecord(first) || typeof first.id !== 'string') throw new Error('seeding: the list is empty');
  return first.id;
}

/** The id of an upload and its public file name (none for an attachment, which has no public address). */
export function uploadedFile(document: unknown): { id: string; name: string } {
  const data = isRecord(document) ? document.data : undefined;
  const attributes = isRecord(data) ? data.attributes : undefined;
  const url = isRecord(attributes) ? attributes.url : undefined;
  if (!isRecord(data) || typeof data.id !== 'string' || (typeof url !== 'string' && url !== null)) {
    throw new Error('seeding: the upload answered no id and url');
  }
  return { id: data.id, name: url?.split('/').pop() ?? '' };
}

/** Whether a parsed JSON value is a plain object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
