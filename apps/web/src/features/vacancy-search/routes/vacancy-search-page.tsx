import { vacancySearchSorts, type VacancySearchSort } from '@volunteerly/contracts/vacancies';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { perPageOptions, PerPageSelector, toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { SelectFilter } from '../../../components/ui/select-filter.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { fieldNameOfPointer } from '../../../lib/api/api-problems.ts';
import { useVacancySearch } from '../api/search-vacancies.ts';
import { LocationSearch, type Position } from '../components/location-search.tsx';
import { SearchFilters } from '../components/search-filters.tsx';
import { VacancyCard } from '../components/vacancy-card.tsx';
import { VacancyResultsMap } from '../components/vacancy-results-map.tsx';
import { searchViews, useVacancySearchParams } from '../hooks/use-vacancy-search-params.ts';

const sortLabels: Record<VacancySearchSort, string> = {
  relevance: 'relevance',
  '-published_at': 'newest',
  distance: 'distance',
  expires_on: 'closing',
};

/** True when the API refused the search because of the postcode (a 422 pointing at it). */
function isPostcodeProblem(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode !== 422) return false;
  return error.errors.some(
    (item) =>
      item.source?.parameter === 'postcode' ||
      item.code?.startsWith('postcode') ||
      (item.source?.pointer !== undefined && fieldNameOfPointer(item.source.pointer) === 'postcode'),
  );
}

/** /vacancies/search (public): full-text search with place, distance and facets; every choice lives in the address. */
export function VacancySearchPage() {
  const { t } = useTranslation('vacancy-search');
  const { query, view, update, clearFilters, searchText, setSearchText } = useVacancySearchParams();
  const search = useVacancySearch(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const searchId = useId();
  const hasPosition = query.latitude !== null;
  const hasPlace = hasPosition || query.postcode !== '';
  const postcodeProblem = search.isError && isPostcodeProblem(search.error);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (searchText.trim() !== query.q) update({ q: searchText.trim() });
  };
  const handlePosition = (position: Position | null) =>
    update({
      lat: position ? String(position.latitude) : '',
      lon: position ? String(position.longitude) : '',
      postcode: '',
      // Without a place there is nothing to measure distance from.
      ...(position || query.sort !== 'distance' ? {} : { sort: '' }),
    });

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
    announcement = t('results.count', { count: total });
    content =
      view === 'map' ? (
        <VacancyResultsMap vacancies={vacancies} origin={origin} />
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
      <PageHeader title={t('search.title')} description={t('search.description')} />
      <form
        role="search"
        aria-label={t('search.formLabel')}
        // Before the app has taken the page over, the browser itself asks this page for the words.
        action="/vacancies/search"
        method="get"
        onSubmit={handleSubmit}
        className="mb-8 grid grid-cols-[minmax(0,1fr)] gap-4"
      >
        <Field label={t('search.q')}>
          {(control) => (
            <div className="flex gap-2">
              <input
                {...control}
                type="search"
                name="q"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                className={`${fieldControlLook} min-w-0 flex-1 px-3 py-2`}
              />
              <Button type="submit" size="lg" color="primary">
                {t('search.submit')}
              </Button>
            </div>
          )}
        </Field>
        <LocationSearch
          postcode={query.postcode}
          hasPosition={hasPosition}
          distanceKm={query.distanceKm}
          serverError={postcodeProblem ? t('location.postcodeUnknown') : undefined}
          onPostcode={(postcode) => update({ postcode, lat: '', lon: '' })}
          onPosition={handlePosition}
          onDistance={(km) => update({ distance: String(km) })}
        />
      </form>
      <div className="grid gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
        <SearchFilters
          query={query}
          facets={search.data?.facets}
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
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <SelectFilter label={t('results.sort')} value={query.sort} onChange={(value) => update({ sort: value })}>
              {vacancySearchSorts
                .filter((sort) => sort !== 'distance' || hasPlace)
                .map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sorts.${sortLabels[sort]}`)}
                  </option>
                ))}
            </SelectFilter>
            <div role="group" aria-label={t('results.view')} className="flex gap-2">
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
          <p aria-live="polite" className="mb-3 min-h-6 text-sm font-semibold text-text">
            {announcement}
          </p>
          {content}
        </section>
      </div>
    </>
  );
}
