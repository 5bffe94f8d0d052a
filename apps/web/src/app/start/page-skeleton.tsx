import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { mergeRouteHandles } from '../routes/route-handle.ts';

const bar = 'rounded-ui bg-muted-200 animate-pulse motion-reduce:animate-none dark:bg-muted-800';

/**
 * Where a page's content is coming: its title at once, grey bars where its content will be, and a
 * polite "loading" for assistive technology. The server sends it for pages it does not render
 * (decision 021), and every page route shows it (its HydrateFallback, route-guard.ts) while the
 * first page's loader runs, inside the layout that is already there.
 */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  const handle = mergeRouteHandles(useMatches());
  return (
    <div aria-busy="true">
      {/* The title as the page will show it; its heading comes with the page (announced as loading until then). */}
      {handle.title ? (
        <p aria-hidden="true" className="font-heading text-3xl font-bold tracking-tight text-text">
          {t(handle.title)}
        </p>
      ) : (
        <div className={`h-9 w-64 ${bar}`} />
      )}
      <p role="status" className="sr-only">
        {t('app.loading')}
      </p>
      <div className="mt-8 space-y-4" aria-hidden="true">
        <div className={`h-5 w-3/4 ${bar}`} />
        <div className={`h-5 w-2/3 ${bar}`} />
        <div className={`h-5 w-1/2 ${bar}`} />
        <div className={`mt-8 h-40 w-full ${bar}`} />
      </div>
    </div>
  );
}
