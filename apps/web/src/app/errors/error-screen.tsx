import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { buttonClasses } from '../../components/ui/button-classes.ts';
import { fieldControlLook } from '../../components/ui/field-classes.ts';
import {
  CenterContactDetails,
  hasContactDetails,
} from '../../features/statements/components/center-contact-details.tsx';
import { currentTenantQueryOptions } from '../../features/tenancy/api/get-current-tenant.ts';
import { titlePriority, useDocumentTitle } from '../../lib/document/use-document-title.ts';
import { describeError } from './describe-error.ts';
import { StacktraceToggle } from './stacktrace-toggle.tsx';

function HomeLink({ label }: { label: string }) {
  // Outside the router (the app failed before routing started) a full page load is the only way home.
  const inRouter = useInRouterContext();
  if (!inRouter) {
    return (
      <a href="/" data-button="" className={buttonClasses({ color: 'primary' })}>
        {label}
      </a>
    );
  }
  // In the centre's colour, the way on (issue 31 §7: not a near-black button on an error page).
  return (
    <ButtonLink to="/" color="primary">
      {label}
    </ButtonLink>
  );
}

/**
 * The centre's own contact details, for a resident who still cannot find what they looked for:
 * spec §8's text sends them to 'a system administrator', who is not someone a resident knows
 * (issue 31 §7, decision 052). Read from the cache only: the tenant is loaded before any page
 * renders, and a screen shown before that (or outside the query client) simply has none.
 */
function NotFoundCenterContact() {
  const { t } = useTranslation('common');
  const client = useContext(QueryClientContext);
  const current = client?.getQueryData(currentTenantQueryOptions.queryKey);
  const contact = current?.center.profile.contact;
  if (!current || !hasContactDetails(contact)) return null;
  return (
    <section aria-labelledby="not-found-contact" className="mt-8 text-start">
      <h2 id="not-found-contact" className="font-semibold text-text">
        {t('errors.notFoundContact.title')}
      </h2>
      <p className="mt-1 text-muted-700 dark:text-muted-300">
        {t('errors.notFoundContact.text', { centerName: current.center.name })}
      </p>
      <div className="mt-2 break-words text-muted-700 dark:text-muted-300">
        <CenterContactDetails centerName={current.center.name} contact={contact} showPerson={false} />
      </div>
    </section>
  );
}

/**
 * Below a 'page not found' (issue 14 §5): a way on instead of a dead end. A vacancy search (a plain
 * GET form, so it works wherever the screen shows), the main pages and how to reach the centre.
 */
function NotFoundWaysOn() {
  const { t } = useTranslation('common');
  const links = [
    { to: '/vacancies/search', label: t('nav.vacancies') },
    { to: '/organizations', label: t('nav.organizations') },
    { to: '/partners', label: t('nav.partners') },
  ];
  return (
    <div className="mt-10 w-full border-t border-muted-200 pt-8 dark:border-muted-800">
      <form method="get" action="/vacancies/search" role="search" className="flex flex-col gap-2 text-start">
        <label htmlFor="not-found-search" className="font-semibold text-text">
          {t('errors.notFoundSearch.label')}
        </label>
        <div className="flex gap-2">
          <input
            id="not-found-search"
            name="q"
            type="search"
            className={`${fieldControlLook} min-w-0 flex-1 px-3 py-2`}
          />
          <button type="submit" className={buttonClasses({ size: 'lg', color: 'primary' })}>
            {t('errors.notFoundSearch.submit')}
          </button>
        </div>
      </form>
      <nav aria-label={t('errors.notFoundSearch.linksLabel')} className="mt-6">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {links.map((link) => (
            <li key={link.to}>
              <a
                href={link.to}
                className="font-semibold text-primary-800 underline underline-offset-2 dark:text-primary-200"
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <NotFoundCenterContact />
    </div>
  );
}

/** The error screen of spec §8: title and text per status, one 'Back to home' button. */
export function ErrorScreen({ error, path }: { error: unknown; path?: string }) {
  const { t } = useTranslation('common');
  const description = describeError(error, { path });
  const title = t(description.title.key, description.title.values);
  useDocumentTitle(title, titlePriority.error);
  return (
    <section aria-labelledby="error-title" className="mx-auto flex max-w-2xl flex-col items-center py-16 text-center">
      {description.statusCode !== undefined && (
        <p aria-hidden="true" className="font-heading text-6xl font-bold text-primary-700 dark:text-primary-300">
          {description.statusCode}
        </p>
      )}
      <h1 id="error-title" className="mt-4 font-heading text-3xl font-bold text-text">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted-700 dark:text-muted-300">
        {t(description.description.key, description.description.values)}
      </p>
      {description.detail && (
        <p className="mt-2 text-sm break-all text-muted-700 dark:text-muted-300">
          {t(description.detail.key, description.detail.values)}
        </p>
      )}
      <div className="mt-8">
        <HomeLink label={t('errors.backToHome')} />
      </div>
      {description.statusCode === 404 && <NotFoundWaysOn />}
      {import.meta.env.DEV && description.stack && <StacktraceToggle stack={description.stack} />}
    </section>
  );
}
