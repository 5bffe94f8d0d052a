import { uploadedImageTypes } from '@volunteerly/contracts/resources/file-uploads';
import type { TFunction } from 'i18next';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ImageFilePicker } from '../../../components/ui/image-file-picker.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useUploadImage } from '../../../lib/uploads/upload-image.ts';

/** The centre's images the design page sets: the logo in the header and the icon in the browser tab. */
export type BrandImage = 'logo' | 'favicon';

/** Why a chosen file was not taken, in the reader's language. */
function uploadProblem(error: unknown, t: TFunction<'settings'>): string {
  if (isApiError(error) && error.statusCode === 413) return t('design.image.tooLarge', { detail: error.message });
  if (isApiError(error) && error.errors.some((problem) => problem.code === 'file_type_not_allowed')) {
    return t('design.image.wrongType');
  }
  return isApiError(error) && error.errors.length > 0
    ? t('design.image.failedBecause', { message: error.message })
    : t('design.image.failed');
}

/**
 * The logo or favicon: a preview of what is set, a file picker that uploads the chosen image at once
 * (POST /api/v1/file_uploads) and puts its address in the draft, 'Verwijderen' for the default
 * (none), and the address itself to read or type (an SVG goes there: the upload takes no SVG).
 */
export function BrandImageField({
  image,
  value,
  error,
  onChange,
}: {
  image: BrandImage;
  /** The image address in the draft ('' is none). */
  value: string;
  /** The save's refusal of the address, if any. */
  error?: string | undefined;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('settings');
  const upload = useUploadImage();
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) uploads again.
    event.target.value = '';
    if (!file) return;
    setRefusal(null);
    upload.reset();
    if (file.type === 'image/svg+xml') return setRefusal(t('design.image.svg'));
    if (file.type !== '' && !(uploadedImageTypes as readonly string[]).includes(file.type)) {
      return setRefusal(t('design.image.wrongType'));
    }
    upload.mutate(file, { onSuccess: (uploaded) => onChange(uploaded.url) });
  };

  const problem = refusal ?? (upload.isError ? uploadProblem(upload.error, t) : undefined);
  const label = t(`design.image.${image}.label`);

  return (
    <fieldset className="grid gap-3 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
      <legend className="px-1 font-semibold text-text">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div
          className="flex h-20 w-40 shrink-0 items-center justify-center rounded-ui border border-dashed border-muted-300 bg-[repeating-conic-gradient(var(--color-muted-100)_0_25%,transparent_0_50%)] bg-[length:16px_16px] p-2 dark:border-muted-700 dark:bg-[repeating-conic-gradient(var(--color-muted-800)_0_25%,transparent_0_50%)]"
          data-brand-image-preview={image}
        >
          {value ? (
            <img
              src={value}
              alt={t(`design.image.${image}.previewAlt`)}
              className={image === 'favicon' ? 'size-12 object-contain' : 'max-h-16 max-w-36 object-contain'}
            />
          ) : (
            <span className="text-center text-sm text-muted-700 dark:text-muted-300">{t('design.image.none')}</span>
          )}
        </div>
        <Button variant="outline" color="danger" size="md" disabled={!value} onClick={() => onChange('')}>
          {t('design.image.remove')}
          <span className="sr-only">: {label}</span>
        </Button>
      </div>
      <Field label={t(`design.image.${image}.upload`)} hint={t('design.image.hint')} error={problem}>
        {(control) => (
          <ImageFilePicker
            control={control}
            uploading={upload.isPending}
            uploadingText={t('design.image.uploading')}
            onChoose={handleChoose}
            done={
              upload.isSuccess &&
              value === upload.data.url && (
                <p className="mt-1.5 text-sm text-success-800 dark:text-success-200">{t('design.image.uploaded')}</p>
              )
            }
          />
        )}
      </Field>
      <details open={error ? true : undefined} className="text-sm">
        <summary className="cursor-pointer font-semibold text-primary-800 dark:text-primary-200">
          {t('design.image.address')}
        </summary>
        <div className="mt-2">
          <TextField
            label={t(`design.image.${image}.address`)}
            hint={t('design.urlHint')}
            value={value}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </details>
    </fieldset>
  );
}
