import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { ImageFilePicker } from '../../../components/ui/image-file-picker.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useUploadImage } from '../../../lib/uploads/upload-image.ts';

/** Image addresses the browser may show as a preview: web addresses and uploaded images. */
const previewableImage = /^(https?:\/\/|\/uploads\/)/i;

/**
 * The vacancy's image by upload: the chosen image is uploaded at
 * once and its address handed to `onUploaded`. Shows progress, the API's own
 * (translated) message when the upload fails, and a preview of the current image.
 */
export function ImageUploadField({
  imageUrl,
  title,
  error,
  onUploaded,
  onRemoved,
}: {
  /** The image address the form holds now. */
  imageUrl: string;
  /** The vacancy's title, which describes the preview image when filled in. */
  title: string;
  /** The form's own problem with the image address, if any. */
  error?: string;
  onUploaded: (url: string) => void;
  /** Takes the image off the vacancy. */
  onRemoved: () => void;
}) {
  const { t } = useTranslation('vacancy-management');
  const upload = useUploadImage();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) uploads again.
    event.target.value = '';
    if (file) upload.mutate(file, { onSuccess: (image) => onUploaded(image.url) });
  }

  const failure = upload.isError
    ? isApiError(upload.error) && upload.error.errors.length > 0
      ? t('imageUpload.failedBecause', { message: upload.error.message })
      : t('imageUpload.failed')
    : error;

  return (
    // The preview sits outside Field so a failure message (Field's error) stays above it.
    <div className="flex flex-col gap-1.5">
      <Field label={t('imageUpload.label')} hint={t('imageUpload.hint')} error={failure}>
        {(control) => (
          <ImageFilePicker
            control={control}
            uploading={upload.isPending}
            uploadingText={t('imageUpload.uploading')}
            onChoose={handleChange}
          />
        )}
      </Field>
      {previewableImage.test(imageUrl) && (
        <div className="flex flex-wrap items-end gap-3">
          <img
            src={imageUrl}
            alt={title.trim() || t('imageUpload.previewAlt')}
            className="h-24 w-40 rounded-md border border-muted-200 object-cover dark:border-muted-700"
          />
          <button
            type="button"
            onClick={onRemoved}
            className="min-h-11 rounded-ui px-2 text-sm font-semibold text-primary-700 underline hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-primary-300"
          >
            {t('imageUpload.remove')}
          </button>
        </div>
      )}
    </div>
  );
}
