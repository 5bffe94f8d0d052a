import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { FileStorage, StoredFile } from '../../platform/storage/file-storage.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { uploadNotFound } from '../file-uploads/file-uploads.errors.ts';
import { extensionOfContentType } from '../file-uploads/file-uploads.image-types.ts';
import { storageKeyOf } from '../file-uploads/file-uploads.presenter.ts';
import type { FileUploadRow } from '../file-uploads/file-uploads.schema.ts';
import { findConversationAttachment } from './conversation-attachments.repository.ts';
import { conversationSubject, isOversightRead } from './conversations.policy.ts';
import { readableConversation } from './conversations.service.ts';

// A message's attachments are as private as its conversation (issue 15 §4): only those who may
// read the conversation get them, through it; everyone else gets the same 404 as for a file that
// does not exist, so nobody learns whether it does.

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An attachment opened for its reader: the upload's record and its bytes. */
export interface OpenedAttachment {
  upload: FileUploadRow;
  stored: StoredFile;
}

/**
 * An attachment of a conversation, for someone who may read the conversation: its participants,
 * and for oversight the centre's admins, whose read is audited as reading the thread is (in the
 * same transaction). A 404 for anyone else, for an upload no message of this conversation names,
 * and for a file whose bytes are gone.
 */
export async function openConversationAttachment(
  dependencies: { database: Database; storage: FileStorage },
  actor: SignedInUser,
  target: { conversationId: number; uploadId: string; ipAddress: string | null },
): Promise<OpenedAttachment> {
  const uploadId = target.uploadId.toLowerCase();
  if (!uploadIdPattern.test(uploadId)) throw uploadNotFound();
  const upload = await withTenant(dependencies.database, actor.tenantId, async (scope) => {
    const record = await readableConversation(scope, actor, target.conversationId);
    const attachment = await findConversationAttachment(scope, target.conversationId, uploadId);
    if (!attachment) throw uploadNotFound();
    if (isOversightRead(actor, conversationSubject(record))) {
      await insertAuditEvent(scope, {
        action: 'conversation_read_for_oversight',
        actorUserId: actor.id,
        subjectUserId: record.conversation.volunteerUserId,
        details: {
          conversationId: record.conversation.id,
          organizationId: record.conversation.organizationId,
          attachmentId: attachment.id,
        },
        ipAddress: target.ipAddress,
      });
    }
    return attachment;
  });
  const stored = extensionOfContentType(upload.contentType)
    ? await dependencies.storage.open(storageKeyOf(upload))
    : undefined;
  if (!stored) throw uploadNotFound();
  return { upload, stored };
}

/**
 * The Content-Disposition of an attachment: a PDF is downloaded (never shown inside the site's
 * origin), an image shown inline; the file name is the uploader's, made safe (no quotes, slashes
 * or control characters; ASCII in `filename`, the real name in `filename*`) and always ending in
 * the extension of the file's real type.
 */
export function attachmentDisposition(upload: Pick<FileUploadRow, 'contentType' | 'originalName'>): string {
  const extension = extensionOfContentType(upload.contentType) ?? 'bin';
  const disposition = upload.contentType === 'application/pdf' ? 'attachment' : 'inline';
  const cleaned = upload.originalName
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"\\/:*?<>|;]/g, '')
    .trim()
    .slice(0, 150);
  const base = cleaned.replace(/^\.+/, '') || 'attachment';
  const sameExtension = extension === 'jpg' ? /\.(jpe?g)$/i : new RegExp(`\\.${extension}$`, 'i');
  const name = sameExtension.test(base) ? base : `${base}.${extension}`;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
