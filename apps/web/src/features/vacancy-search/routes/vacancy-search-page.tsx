import { vacancySearchSorts, type VacancySearchSort } from '@volunteerly/contracts/vacancies';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { perPageOptions, PerPageSelector, toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { Spinner, SpinnerIcon } from '../../../components/ui/spinner.tsx';
import { useVacancySearch } from '../api/search-vacancies.ts';
import { FiltersButton, SearchFilters } from '../components/search-filters.tsx';
import { SearchForm } from '../components/search-form.tsx';
import { VacancyCard } from '../components/vacancy-card.tsx';
import { isPostcodeProblem, useSearchSubmit } from '../hooks/use-search-submit.ts';
import { searchViews, useVacancySearchParams } from '../hooks/use-vacancy-search-params.ts';

// The map view (its clusters' names, its preview card) loads only when someone opens it.
const VacancyResultsMap = lazy(() =>
  import('../components/vacancy-results-map.tsx').then((module) => ({ default: module.VacancyResultsMap })),
);

const sortLabels: Record<VacancySearchSort, string> = {
  relevance: 'relevance',
  '-published_at': 'newest',
  distance: 'distance',
  expires_on: 'closing',
};

/** /vacancies/search (public): full-text search with place, distance and facets; every choice lives in the address. */
export function VacancySearchPage() {
  const { t } = useTranslation('vacancy-search');
  const { query, view, update, queryWith, clearFilters } = useVacancySearchParams();
  const search = useVacancySearch(query);
  const { submit, checking } = useSearchSubmit({ query, queryWith, update });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchId = useId();
  const hasPlace = query.latitude !== null || query.postcode !== '';
  const postcodeProblem = search.isError && isPostcodeProblem(search.error);
  // The filters keep the options of the last search that worked; a failed one shows no counts.
  const [keptFacets, setKeptFacets] = useState(search.data?.facets);
  if (search.data && search.data.facets !== keptFacets) setKeptFacets(search.data.facets);
  // Another search is on its way: the results shown are the previous ones (issue 31 §5).
  const updating = search.isPlaceholderData;

  let content;
  let announcement = '';
  if (search.isPending) content = <Spinner label={t('results.loading')} showLabel />;
  else if (postcodeProblem) content = null;
  else if (search.isError) {
    content = (
      <LoadFailedAlert title={t('results.loadFailed')} error={search.error} onRetry={() => void search.refetch()} />
    );
  } else if (search.data.vacancies.length === 0) {
    announcement = t('results.count', { count: 0 });
    content = (
      <EmptyState
        title={t('results.emptyTitle')}
        description={t('results.emptyText')}
        action={
          <Button size="lg" variant="outline" onClick={clearFilters}>
            {t('filters.clear')}
          </Button>
        }
      />
    );
  } else {
    const { vacancies, total, page, totalPages, origin } = search.data;
    announcement = updating ? t('results.updating') : t('results.count', { count: total });
    content =
      view === 'map' ? (
        <Suspense fallback={<Spinner label={t('results.loading')} showLabel />}>
          <VacancyResultsMap vacancies={vacancies} origin={origin} onMap={search.data.facets.onMap} />
        </Suspense>
      ) : (
        <>
          <ul className="grid gap-4 lg:grid-cols-2">
            {vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard vacancy={vacancy} />
              </li>
            ))}
          </ul>
          {/* Only where a page size changes anything: more results than the smallest page holds. */}
          {total > perPageOptions[0] && (
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <PerPageSelector
                label={t('results.perPage')}
                value={toPerPage(query.pageSize)}
                onChange={(size) => update({ per_page: String(size) })}
              />
            </div>
          )}
          {totalPages > 1 && (
            <Pagination
              label={t('results.pagination')}
              page={page}
              totalPages={totalPages}
              onPage={(next) => update({ page: String(next) })}
            />
          )}
        </>
      );
  }

  return (
    <>
      <PageHeader
        title={t('search.title')}
        // On a phone the introduction gives way to the results (issue 14 §3).
        description={<span className="hidden sm:inline">{t('search.description')}</span>}
      />
      <SearchForm query={query} checking={checking} postcodeUnknown={postcodeProblem} onSearch={submit} />
      <div className="grid md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8">
        <SearchFilters
          query={query}
          facets={search.data?.facets ?? keptFacets}
          countsKnown={!search.isError}
          total={search.data?.total}
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          onChange={update}
          onClear={clearFilters}
        />
        <section aria-labelledby={`${searchId}-results`} aria-busy={search.isFetching || undefined}>
          <h2 id={`${searchId}-results`} className="sr-only">
            {t('results.title')}
          </h2>
          {/* On a phone two short rows above the results: filters and sorting, then the number and the view. */}
          <div className="mb-3 flex flex-wrap items-center gap-3">
            <FiltersButton query={query} onOpen={() => setFiltersOpen(true)} />
            <div className="flex items-center gap-2">
              <label htmlFor={`${searchId}-sort`} className="text-sm font-semibold text-text">
                {t('results.sort')}
              </label>
              <select
                id={`${searchId}-sort`}
                value={query.sort}
                onChange={(event) => update({ sort: event.target.value })}
                className={`${fieldControlLook} px-3 py-2`}
              >
                {vacancySearchSorts
                  .filter((sort) => sort !== 'distance' || hasPlace)
                  .map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sorts.${sortLabels[sort]}`)}
                    </option>
                  ))}
              </select>
            </div>
          </div>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <p aria-live="polite" className="flex min-h-6 items-center gap-2 text-sm font-semibold text-text">
              {updating && <SpinnerIcon size="sm" />}
              {announcement}
            </p>
            <div role="group" aria-label={t('results.view')} className="ms-auto flex gap-2">
              {searchViews.map((option) => (
                <Button
                  key={option}
                  size="md"
                  variant={view === option ? 'solid' : 'outline'}
                  aria-pressed={view === option}
                  onClick={() => update({ view: option === 'list' ? '' : option })}
                >
                  {t(`results.views.${option}`)}
                </Button>
              ))}
            </div>
          </div>
          <div
            data-updating={updating || undefined}
            className={updating ? 'opacity-50 transition-opacity motion-reduce:transition-none' : undefined}
          >
            {content}
          </div>
        </section>
      </div>
    </>
  );
}
