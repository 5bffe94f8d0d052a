-- Hand-written: the attachments uploaded before uploads recorded their purpose become private
-- (issue 15 §4): every upload a conversation message names, and every PDF (only a message's
-- attachment may be a PDF). From now on GET /uploads/{name} serves none of them; their
-- conversation's participants read them through GET /api/v1/conversations/{id}/attachments/{upload_id}.
UPDATE file_uploads SET purpose = 'attachment'
WHERE content_type = 'application/pdf'
  OR EXISTS (
    SELECT 1 FROM conversation_messages
    WHERE conversation_messages.tenant_id = file_uploads.tenant_id
      AND file_uploads.id = ANY (conversation_messages.attachment_ids)
  );
