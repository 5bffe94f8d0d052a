import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const devPages = [
  { to: '/dev/colors', key: 'colors' },
  { to: '/dev/components', key: 'components' },
  { to: '/dev/form', key: 'form' },
  { to: '/dev/modal', key: 'modal' },
  { to: '/test/server-error?status=500', key: 'serverError' },
] as const;

/** /dev: the developer pages, one card each. */
export function DevIndexPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('dev.index.title')} description={t('dev.index.description')} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {devPages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              className="flex h-full flex-col gap-1 rounded-ui-lg border border-muted-300 bg-white p-5 hover:border-primary-700 hover:shadow-md dark:border-muted-700 dark:bg-muted-900"
            >
              <span className="font-heading text-lg font-semibold text-primary-800 underline-offset-4 dark:text-primary-200">
                {t(`dev.${page.key}.title`)}
              </span>
              <span className="text-muted-700 dark:text-muted-300">{t(`dev.${page.key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
