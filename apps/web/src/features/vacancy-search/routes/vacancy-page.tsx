import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadProblem } from '../../../components/ui/load-problem.tsx';
import { LazySimpleMap } from '../../../components/ui/lazy-simple-map.tsx';
import { Picture, repeatsItsName } from '../../../components/ui/picture.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { sanitizeHtml } from '../../../lib/document/sanitize-html.ts';
import { useDocumentTitle } from '../../../lib/document/use-document-title.ts';
import { useAppConfig } from '../../../lib/tenant/app-config.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { useVacancy } from '../../../lib/vacancies/get-vacancy.ts';
import { ApplyAction, StickyApplyBar } from '../components/apply-action.tsx';
import { ApplySection } from '../components/apply-section.tsx';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { ShareButton } from '../components/share-button.tsx';
import { SimilarVacancies } from '../components/similar-vacancies.tsx';
import { TagList } from '../components/tag-list.tsx';
import { VacancyFacts } from '../components/vacancy-facts.tsx';
import { VacancyKeyFacts } from '../components/vacancy-key-facts.tsx';
import { placeOf } from '../components/vacancy-labels.ts';

const linkClasses = 'font-semibold text-primary-800 underline underline-offset-2 dark:text-primary-200';

/** The words of some HTML, in one line: to compare a summary with the description it may open. */
function wordsOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** /vacancies/{id} (public): everything about one vacancy, sharing, saving and applying. */
export function VacancyPage() {
  const { t } = useTranslation('vacancy-search');
  const { id = '' } = useParams();
  const vacancy = useVacancy(id);

  if (vacancy.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (vacancy.isError) {
    return (
      <LoadProblem
        error={vacancy.error}
        onRetry={() => void vacancy.refetch()}
        loadFailedTitle={t('detail.loadFailed')}
        notFound={{
          title: t('detail.notFoundTitle'),
          text: t('detail.notFoundText'),
          backTo: '/vacancies/search',
          backLabel: t('detail.toSearch'),
        }}
      />
    );
  }
  return <VacancyView vacancy={vacancy.data} />;
}

function VacancyView({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancy-search');
  const { data: config } = useAppConfig();
  useDocumentTitle(vacancy.title);
  const description = useMemo(() => sanitizeHtml(vacancy.descriptionHtml ?? ''), [vacancy.descriptionHtml]);
  // Many descriptions open with their summary: then it is not printed twice.
  const summary = vacancy.summary?.trim() ?? '';
  const showSummary = summary !== '' && !wordsOf(description).includes(wordsOf(summary));
  const hasPosition = vacancy.locationKind === 'address' && vacancy.latitude != null && vacancy.longitude != null;
  const tagGroups = [
    { key: 'categories', label: t('detail.categories'), tags: vacancy.categories ?? [] },
    { key: 'skills', label: t('detail.skills'), tags: vacancy.skills ?? [] },
    { key: 'targetGroups', label: t('detail.targetGroups'), tags: vacancy.targetGroups ?? [] },
  ].filter((group) => group.tags.length > 0);

  return (
    <>
      {/* The first thing in view: fetched at once. Its own image or a logo repeats the title below (alt=""). */}
      <Picture
        picture={vacancy.picture}
        className="mb-8 aspect-[2/1] w-full rounded-ui-lg sm:aspect-[5/2] lg:aspect-[3/1]"
        sizes="(min-width: 1200px) 1152px, 100vw"
        decorative={repeatsItsName(vacancy.picture)}
        priority
      />
      <div className="mb-8 flex flex-wrap items-start justify-between gap-6">
        <div className="max-w-3xl min-w-0">
          <h1 className="font-heading text-3xl font-bold tracking-tight text-text hyphens-auto [overflow-wrap:anywhere] sm:text-4xl">
            {vacancy.title}
          </h1>
          <p className="mt-2 text-lg text-muted-700 dark:text-muted-300">
            <Link to={`/organizations/${vacancy.organizationId}`} className={linkClasses}>
              {vacancy.organizationName}
            </Link>
            {' · '}
            {placeOf(vacancy, t)}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ApplyAction vacancy={vacancy} />
          {vacancy.meta?.abilities?.update && (
            <ButtonLink to={`/vacancies/${vacancy.id}/edit`} size="md" variant="outline">
              {t('detail.edit')}
            </ButtonLink>
          )}
          <ShareButton title={vacancy.title} path={`/vacancies/${vacancy.id}`} />
          <FavoriteButton vacancy={vacancy} />
        </div>
      </div>
      <VacancyKeyFacts vacancy={vacancy} />
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          {showSummary && <p className="mb-8 text-lg text-text">{summary}</p>}
          <section aria-labelledby="vacancy-about">
            <h2 id="vacancy-about" className="font-heading text-xl font-semibold text-text">
              {t('detail.about')}
            </h2>
            <div
              className="vacancy-description mt-3 space-y-3 text-text [&_a]:font-semibold [&_a]:text-primary-800 [&_a]:underline dark:[&_a]:text-primary-200 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_ul]:list-disc [&_ul]:ps-5"
              dangerouslySetInnerHTML={{ __html: description }}
            />
          </section>
          {tagGroups.map((group) => (
            <div key={group.key} className="mt-6">
              <h3 className="mb-2 font-semibold text-text">{group.label}</h3>
              <TagList tags={group.tags} label={group.label} />
            </div>
          ))}
          <ApplySection vacancy={vacancy} />
        </div>
        {/* Beside a long description and form, the facts and map stay in view on a wide screen. */}
        <aside aria-labelledby="vacancy-facts" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <h2 id="vacancy-facts" className="font-heading text-xl font-semibold text-text">
            {t('detail.facts')}
          </h2>
          <VacancyFacts vacancy={vacancy} />
          {hasPosition && (
            <LazySimpleMap
              markers={[
                { id: vacancy.id, latitude: vacancy.latitude!, longitude: vacancy.longitude!, label: vacancy.title },
              ]}
              center={[vacancy.latitude!, vacancy.longitude!]}
              zoom={14}
              tileUrl={config?.mapTileUrl}
              attribution={config?.mapAttribution}
              label={t('detail.mapLabel', { title: vacancy.title })}
              className="mt-6 h-64"
            />
          )}
        </aside>
      </div>
      <SimilarVacancies vacancyId={vacancy.id} />
      <StickyApplyBar vacancy={vacancy} />
    </>
  );
}
