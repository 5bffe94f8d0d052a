import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/**
 * What a chosen pin shows, over the bottom of the map (beside it on a phone's width it would not
 * fit): it takes the focus when it opens; its close button and Escape close it, and the focus goes
 * back to the pin.
 */
export function MapPreview({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={t('map.preview')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
      className="absolute inset-x-2 bottom-2 z-[1000] max-h-[75%] overflow-y-auto rounded-ui-lg border border-muted-300 bg-background p-4 pe-12 shadow-lg focus:outline-none focus-visible:outline-2 focus-visible:outline-primary-700 sm:inset-x-auto sm:end-3 sm:bottom-3 sm:w-88 dark:border-muted-700"
    >
      <button
        type="button"
        aria-label={t('map.closePreview')}
        title={t('map.closePreview')}
        onClick={onClose}
        className="absolute end-2 top-2 z-10 flex size-9 items-center justify-center rounded-full bg-background text-text shadow-sm hover:bg-muted-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:hover:bg-muted-800"
      >
        <Icon name="x-mark" className="size-5" />
      </button>
      {children}
    </section>
  );
}
