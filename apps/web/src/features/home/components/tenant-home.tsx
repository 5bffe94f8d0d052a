import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';

// The pages a visitor can go on to, the product's own first.
const homeLinks = [
  { to: '/vacancies/search', key: 'vacancies' },
  { to: '/organizations', key: 'organizations' },
  { to: '/partners', key: 'partners' },
  { to: '/dev/colors', key: 'colors' },
  { to: '/dev/components', key: 'components' },
  { to: '/switch', key: 'switch' },
] as const;

/** What the tenant home shows. */
export interface TenantHomeProps {
  appName: string;
  centerName: string;
  logoUrl: string | null;
}

/** The tenant's home page: the centre's name and logo on a band of its own colours, a welcome and links into the app. */
export function TenantHome({ appName, centerName, logoUrl }: TenantHomeProps) {
  const { t } = useTranslation('common');
  return (
    <div className="-mt-8">
      <section aria-labelledby="home-title" className="bg-primary-50 px-4 py-16 sm:px-6 lg:px-8 dark:bg-primary-950">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6 sm:flex-row sm:items-center">
          {logoUrl && (
            <img
              src={logoUrl}
              alt={t('home.logoAlt', { centerName })}
              className="h-20 w-auto rounded-md bg-white p-2 shadow-sm"
            />
          )}
          <div className="w-full min-w-0">
            <h1
              id="home-title"
              className="font-heading text-4xl font-bold break-words hyphens-auto text-primary-900 dark:text-primary-100"
            >
              {centerName}
            </h1>
            <p className="mt-3 text-xl text-text">{t('home.welcome', { appName })}</p>
            <VacancySearchForm />
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <p className="max-w-prose text-lg text-muted-800 dark:text-muted-200">
          {t('home.introduction', { centerName })}
        </p>
        <div aria-hidden="true" className="mt-8 flex gap-2">
          <span className="h-2 w-16 rounded-full bg-primary-600" />
          <span className="h-2 w-16 rounded-full bg-secondary-600" />
          <span className="h-2 w-16 rounded-full bg-tertiary-600" />
        </div>
      </section>
      <section aria-labelledby="home-links" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="home-links" className="font-heading text-2xl font-bold text-text">
          {t('home.linksHeading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {homeLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex h-full flex-col gap-1 rounded-ui-lg border border-muted-300 bg-white p-5 hover:border-primary-700 hover:shadow-md dark:border-muted-700 dark:bg-muted-900"
              >
                <span className="font-heading text-lg font-semibold text-primary-800 dark:text-primary-200">
                  {t(`home.links.${link.key}.title`)}
                </span>
                <span className="text-muted-700 dark:text-muted-300">{t(`home.links.${link.key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The hero's search box: the words go to the vacancy search, which keeps them in its address. */
function VacancySearchForm() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(words ? `/vacancies/search?${new URLSearchParams({ q: words }).toString()}` : '/vacancies/search');
  }
  return (
    <form role="search" onSubmit={handleSubmit} className="mt-6 max-w-xl">
      {/* The button sits inside the field, beside the box: Field ends in its (empty) error region,
          so a button beside Field would line up below the box. */}
      <Field label={t('home.search.label')}>
        {(control) => (
          <div className="flex flex-wrap items-end gap-2">
            <input
              {...control}
              name="q"
              type="search"
              placeholder={t('home.search.placeholder')}
              className={`min-h-12 min-w-0 flex-1 px-3 ${fieldControlLook}`}
            />
            <button type="submit" className={buttonClasses({ color: 'primary' })}>
              {t('home.search.submit')}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
