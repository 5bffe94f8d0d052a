import { useId, type ChangeEvent, type ReactNode } from 'react';
import { acceptedImageTypes } from '../../lib/uploads/upload-image.ts';
import type { FieldControlProps } from './field.tsx';
import { SpinnerIcon } from './spinner.tsx';

const fileInputClasses =
  'block w-full text-sm text-text file:me-3 file:rounded-full file:border-0 file:bg-primary-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:file:bg-primary-300 dark:file:text-neutral-950 dark:hover:file:bg-primary-200 dark:focus-visible:outline-primary-300';

/**
 * The image file input inside a Field, with its own live region for progress (Field's holds only
 * the failure): "uploading" while `uploading`, else `done` when given. The region describes the
 * picker too, next to the hint and any failure; its margin stands in for Field's gap, which an
 * empty region must not add.
 */
export function ImageFilePicker({
  control,
  uploading,
  uploadingText,
  done,
  onChoose,
}: {
  control: FieldControlProps;
  uploading: boolean;
  uploadingText: string;
  done?: ReactNode;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const statusId = useId();
  return (
    <div>
      <input
        {...control}
        aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
        type="file"
        accept={acceptedImageTypes}
        aria-busy={uploading || undefined}
        onChange={onChoose}
        className={fileInputClasses}
      />
      <div id={statusId} aria-live="polite">
        {uploading ? (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-muted-700 dark:text-muted-300">
            <SpinnerIcon size="sm" />
            <span>{uploadingText}</span>
          </p>
        ) : (
          done
        )}
      </div>
    </div>
  );
}
