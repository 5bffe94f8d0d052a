import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shows an error's stack on request; rendered only in development builds (spec §8). */
export function StacktraceToggle({ stack }: { stack: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-8 w-full text-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="text-sm font-medium text-muted-700 underline underline-offset-4 hover:text-text dark:text-muted-300"
      >
        {open ? t('errors.hideStacktrace') : t('errors.showStacktrace')}
      </button>
      {open && (
        <pre
          id={id}
          aria-label={t('errors.developerDetails')}
          className="mt-3 max-h-96 overflow-auto rounded-md bg-muted-100 p-4 text-xs text-muted-900 dark:bg-muted-900 dark:text-muted-100"
          tabIndex={0}
        >
          {stack}
        </pre>
      )}
    </div>
  );
}
