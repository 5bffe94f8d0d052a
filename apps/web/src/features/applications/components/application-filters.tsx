import { SearchField } from '../../../components/ui/search-field.tsx';
import { useTranslation } from 'react-i18next';
import { PerPageSelector, type PerPage } from '../../../components/ui/per-page-selector.tsx';
import { SelectFilter } from '../../../components/ui/select-filter.tsx';
import { applicationListSorts, type ApplicationListSort } from '../api/list-applications.ts';

/** Search (organisation side only), sort and page size above the list; the URL holds their values. */
export function ApplicationFilters({
  searchText,
  onSearchText,
  showSearch,
  sort,
  pageSize,
  onChange,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  showSearch: boolean;
  sort: ApplicationListSort;
  pageSize: PerPage;
  onChange: (changes: Record<string, string>) => void;
}) {
  const { t } = useTranslation('applications');
  return (
    <div role="search" aria-label={t('list.filters')} className="mb-4 flex flex-wrap items-end gap-4">
      {showSearch && (
        <SearchField label={t('list.search')} value={searchText} onChange={onSearchText} className="min-w-64 flex-1" />
      )}
      <SelectFilter label={t('list.sort')} value={sort} onChange={(value) => onChange({ sort: value })}>
        {applicationListSorts.map((option) => (
          <option key={option} value={option}>
            {t(`sorts.${option.replace('-', 'desc_')}`)}
          </option>
        ))}
      </SelectFilter>
      <PerPageSelector value={pageSize} onChange={(size) => onChange({ per_page: String(size) })} />
    </div>
  );
}
