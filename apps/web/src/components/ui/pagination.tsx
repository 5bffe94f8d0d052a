import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** Previous / 'Page x of y' / Next under a list; `onPage` gets the page to show, `label` names the list's pages. */
export function Pagination({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const { t } = useTranslation('ui');
  const pages = Math.max(totalPages, 1);
  return (
    <nav aria-label={label ?? t('pagination.label')} className="mt-6 flex flex-wrap items-center justify-between gap-4">
      <Button size="md" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span>{t('pagination.pageOf', { page, totalPages: pages })}</span>
      <Button size="md" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
