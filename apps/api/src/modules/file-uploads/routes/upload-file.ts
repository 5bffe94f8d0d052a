import { responses } from '../../../platform/http/response-contract.ts';
import { fileUploadDocumentSchema, uploadPurposes } from '@volunteerly/contracts/resources/file-uploads';
import { z } from 'zod';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { FieldValidationError } from '../../../platform/http/api-error.ts';
import { uploadMissing, uploadNotMultipart, uploadTooLarge, uploadUnreadable } from '../file-uploads.errors.ts';
import { uploadsPerMinute } from '../file-uploads.limits.ts';
import { presentFileUpload } from '../file-uploads.presenter.ts';
import { ensureMayUpload, uploadImage, type IncomingFile } from '../file-uploads.service.ts';

const uploadQuerySchema = z.object({ purpose: z.enum(uploadPurposes).default('image') });

/** The rate limit's key: the signed-in person (over both purposes), else the address. */
function uploaderKey(request: FastifyRequest): string {
  const user = request.currentUser;
  return user ? `file-upload:${user.tenantId}:${user.id}` : `file-upload:${request.ip}`;
}

/**
 * POST /api/v1/file_uploads: an organisation admin or the centre uploads an image (multipart, field
 * `file`); with `?purpose=attachment` anyone signed in uploads an image or a PDF for a message. At
 * most 30 uploads a minute per person (429 with Retry-After beyond), and a share of stored bytes
 * per person (422 beyond).
 */
export function registerUploadFile(app: AppInstance): void {
  app.post(
    '/api/v1/file_uploads',
    {
      schema: {
        tags: ['file_uploads'],
        summary:
          'Upload an image (PNG, JPEG, WebP or GIF; with purpose=attachment also PDF) as multipart/form-data in the field "file"',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: responses({ 201: fileUploadDocumentSchema }),
      },
      // After authentication (preHandler), so the key is the person rather than the address; before
      // the handler reads the file, so a refused upload is not even read.
      config: {
        rateLimit: { max: uploadsPerMinute, timeWindow: 60_000, hook: 'preHandler', keyGenerator: uploaderKey },
      },
    },
    async function handleUploadFile(request, reply) {
      const actor = requireSignedIn(request);
      const { purpose } = request.query;
      ensureMayUpload(actor, purpose);
      const file = await readFileField(request, app.config.uploadLimitBytes);
      const upload = await uploadImage({ database: app.database, storage: app.fileStorage }, actor, file, purpose);
      return sendDocument(reply, { data: presentFileUpload(upload) }, 201);
    },
  );
}

/**
 * The form's `file` field in memory; 415 when not a form, 422 without the field, 413 past the
 * limit, 400 when the form cannot be read (no boundary, cut off, not multipart inside).
 */
async function readFileField(request: FastifyRequest, limitBytes: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw uploadNotMultipart();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
    if (!part) throw uploadMissing();
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw uploadMissing();
    }
    return { bytes: await part.toBuffer(), originalName: part.filename };
  } catch (error) {
    if (error instanceof FieldValidationError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw uploadTooLarge(limitBytes);
    // Everything else here comes from reading the body: the client sent a form we cannot parse.
    throw uploadUnreadable();
  }
}
