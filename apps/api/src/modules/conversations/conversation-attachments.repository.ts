import { and, eq, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { fileUploads, type FileUploadRow } from '../file-uploads/file-uploads.schema.ts';
import { conversationMessages } from './conversations.schema.ts';

/**
 * The upload with this id when a message of this conversation names it as an attachment (of the
 * scope's tenant), or undefined: an upload of another conversation, or none at all.
 */
export async function findConversationAttachment(
  scope: TenantScope,
  conversationId: number,
  uploadId: string,
): Promise<FileUploadRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(fileUploads)
    .where(
      and(
        ofTenant(fileUploads, scope),
        eq(fileUploads.id, uploadId),
        sql`exists (select 1 from ${conversationMessages}
          where ${conversationMessages.tenantId} = ${scope.tenantId}
            and ${conversationMessages.conversationId} = ${conversationId}
            and ${fileUploads.id} = any(${conversationMessages.attachmentIds}))`,
      ),
    )
    .limit(1);
  return row;
}
