import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Props of Field: the texts around one control, which `children` renders. */
export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message; when set the control is marked invalid. */
  error?: string;
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: label, optional hint and error message, bound to the
 * control with aria-describedby and aria-invalid. Errors sit in a polite live
 * region so a message that appears on blur is also heard.
 */
export function Field({ label, hint, error, required = false, id, className = '', children }: FieldProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={controlId} className="text-sm font-semibold text-text">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="ms-0.5 text-error-700 dark:text-error-300">
              *
            </span>{' '}
            <span className="sr-only">({t('field.required')})</span>
          </>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-muted-700 dark:text-muted-300">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      <div aria-live="polite">
        {error && (
          <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-error-700 dark:text-error-300">
            <Icon name="exclamation-triangle" className="mt-px size-4" />
            <span>{error}</span>
          </p>
        )}
      </div>
    </div>
  );
}
