import { SearchField } from '../../../components/ui/search-field.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnHeader, DataTable } from '../../../components/ui/table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useListSearchParams } from '../../../lib/navigation/use-list-search-params.ts';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { PerPageSelector, toPerPage } from '../../../components/ui/per-page-selector.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTags, type TagListQuery } from '../api/list-tags.ts';
import { toTagKind, type Tag, type TagKind } from '../api/tag-types.ts';
import { TagAddForm } from '../components/tag-add-form.tsx';
import { TagDeleteDialog } from '../components/tag-delete-dialog.tsx';
import { TagEditDialog } from '../components/tag-edit-dialog.tsx';
import { TagKindTabs } from '../components/tag-kind-tabs.tsx';
import { TagMergeDialog } from '../components/tag-merge-dialog.tsx';
import { TagRow } from '../components/tag-row.tsx';

/** The list's query, read from the address bar so it survives reloads and can be shared. */
function queryFromSearch(params: URLSearchParams): TagListQuery {
  const page = Number(params.get('page'));
  return {
    kind: toTagKind(params.get('kind')),
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: toPerPage(params.get('per_page')),
  };
}

/**
 * /tags: the centre's categories, skills and target groups, one kind at a
 * time, with search and pages; the centre adds, renames, merges and deletes
 * them (those who may not only read the list).
 */
export function TagsPage() {
  const { t } = useTranslation('tags');
  const { params, update, searchText, setSearchText } = useListSearchParams();
  const query = queryFromSearch(params);
  const tags = useTags(query);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [merging, setMerging] = useState<Tag | null>(null);
  const [editing, setEditing] = useState<Tag | null>(null);

  const hrefOf = (kind: TagKind) => {
    const next = new URLSearchParams(params);
    next.set('kind', kind);
    next.delete('page');
    return `/tags?${next.toString()}`;
  };

  const kinds = t(`kinds.${query.kind}`);
  let content;
  if (tags.isPending) content = <Spinner label={t('list.loading')} showLabel />;
  else if (tags.isError) {
    content = <LoadFailedAlert title={t('list.loadFailed')} error={tags.error} onRetry={() => void tags.refetch()} />;
  } else if (tags.data.tags.length === 0) {
    content =
      query.search !== '' ? (
        <EmptyState title={t('list.noMatchesTitle')} description={t('list.noMatchesText')} />
      ) : (
        <EmptyState
          title={t('list.emptyTitle', { kinds: kinds.toLowerCase() })}
          description={tags.data.canCreate ? t('list.emptyText') : t('list.emptyTextReadOnly')}
        />
      );
  } else {
    const { totalPages, total, page } = tags.data;
    content = (
      <>
        <p className="mb-3 text-sm text-muted-700 dark:text-muted-300" aria-live="polite">
          {t('list.total', { count: total })}
        </p>
        {/* Usage is a different figure from the findable vacancies the home page shows (decision 050). */}
        <p className="mb-3 max-w-prose text-sm text-muted-700 dark:text-muted-300">{t('list.usageMeaning')}</p>
        <DataTable
          caption={kinds}
          columns={
            <>
              <ColumnHeader>{t('fields.name')}</ColumnHeader>
              <ColumnHeader>{t('fields.usage')}</ColumnHeader>
              <ColumnHeader>{t('fields.actions')}</ColumnHeader>
            </>
          }
        >
          {tags.data.tags.map((tag) => (
            <TagRow key={tag.id} tag={tag} onEdit={setEditing} onDelete={setDeleting} onMerge={setMerging} />
          ))}
        </DataTable>
        <Pagination
          label={t('list.pagination')}
          page={page}
          totalPages={totalPages}
          onPage={(next) => update({ page: String(next) })}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <TagKindTabs current={query.kind} hrefOf={hrefOf} />
      {tags.data?.canCreate && <TagAddForm key={query.kind} kind={query.kind} />}
      <div
        role="search"
        aria-label={t('list.searchRegion')}
        className="mb-4 flex flex-wrap items-end justify-between gap-4"
      >
        <SearchField label={t('list.search')} value={searchText} onChange={setSearchText} className="min-w-64" />
        <PerPageSelector value={query.pageSize} onChange={(size) => update({ per_page: String(size) })} />
      </div>
      {content}
      <TagEditDialog tag={editing} onClose={() => setEditing(null)} />
      <TagDeleteDialog tag={deleting} onClose={() => setDeleting(null)} />
      <TagMergeDialog tag={merging} onClose={() => setMerging(null)} />
    </>
  );
}
