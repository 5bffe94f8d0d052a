import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { acceptedImageTypes, useUploadImage } from '../../../lib/uploads/upload-image.ts';

/** Image addresses the browser may show as a preview: web addresses and uploaded images. */
const previewableImage = /^(https?:\/\/|\/uploads\/)/i;

/**
 * A file picker beside the image address: the chosen image is uploaded at
 * once and its address handed to `onUploaded`. Shows progress, the API's own
 * (translated) message when the upload fails, and a preview of the current image.
 */
export function ImageUploadField({
  imageUrl,
  title,
  onUploaded,
}: {
  /** The image address the form holds now. */
  imageUrl: string;
  /** The vacancy's title, which describes the preview image when filled in. */
  title: string;
  onUploaded: (url: string) => void;
}) {
  const { t } = useTranslation('vacancy-management');
  const upload = useUploadImage();
  const statusId = useId();

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
    : undefined;

  return (
    // The preview sits outside Field so a failure message (Field's error) stays above it.
    <div className="flex flex-col gap-1.5">
      <Field label={t('imageUpload.label')} hint={t('imageUpload.hint')} error={failure}>
        {(control) => (
          <div>
            <input
              {...control}
              // The progress message describes the picker too, next to the hint and any failure.
              aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
              type="file"
              accept={acceptedImageTypes}
              aria-busy={upload.isPending || undefined}
              onChange={handleChange}
              className="block w-full text-sm text-text file:me-3 file:rounded-md file:border-0 file:bg-primary-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:file:bg-primary-300 dark:file:text-neutral-950 dark:hover:file:bg-primary-200 dark:focus-visible:outline-primary-300"
            />
            {/* Progress has its own live region (Field's holds only the failure); the margin stands in
                for Field's gap, which an empty region must not add. */}
            <div id={statusId} aria-live="polite">
              {upload.isPending && (
                <p className="mt-1.5 flex items-center gap-1.5 text-sm text-muted-700 dark:text-muted-300">
                  <SpinnerIcon size="sm" />
                  <span>{t('imageUpload.uploading')}</span>
                </p>
              )}
            </div>
          </div>
        )}
      </Field>
      {previewableImage.test(imageUrl) && (
        <img
          src={imageUrl}
          alt={title.trim() || t('imageUpload.previewAlt')}
          className="h-24 w-40 rounded-md border border-muted-200 object-cover dark:border-muted-700"
        />
      )}
    </div>
  );
}
