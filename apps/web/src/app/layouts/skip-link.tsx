import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the main region every layout renders. */
export const mainContentId = 'main-content';

// Focus moves by script so the URL keeps no '#main-content' and the router sees no navigation.
function jumpToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById(mainContentId);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** A link, visible only on keyboard focus, that skips the header and goes to the main content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${mainContentId}`}
      onClick={jumpToMain}
      className="sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold text-text shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('app.skipToContent')}
    </a>
  );
}
