import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import { productReleases } from '../changelog-releases.ts';

/**
 * /volunteerly/changelog: what changed in the product, newest first (issue 32 §5), from the
 * repository's Keep a Changelog files in the reader's language, rendered on the server.
 */
export function ChangelogPage() {
  const { t, i18n } = useTranslation('changelog');
  const { formatDate } = useDateFormat();
  const releases = productReleases(i18n.resolvedLanguage ?? i18n.language);
  return (
    <article className="max-w-3xl">
      <PageHeader title={t('title')} description={t('introduction')} />
      <div className="grid gap-10">
        {releases.map((release) => (
          <section key={release.version} aria-labelledby={`release-${release.version}`} className="grid gap-4">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-muted-200 pb-2 dark:border-muted-800">
              <h2 id={`release-${release.version}`} className="font-heading text-2xl font-semibold text-text">
                {t('version', { version: release.version })}
              </h2>
              <time dateTime={release.date} className="text-muted-700 dark:text-muted-300">
                {formatDate(release.date)}
              </time>
            </div>
            {release.changes.map((change) => (
              <div key={change.kind} className="grid gap-2">
                <h3 className="font-heading text-lg font-semibold text-text">{t(`kinds.${change.kind}`)}</h3>
                <ul className="grid list-disc gap-1 ps-6">
                  {change.entries.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
