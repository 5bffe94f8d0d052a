import { useTranslation } from 'react-i18next';

/**
 * How many rows a back-office list has in all (not only on this page) and which filters made it:
 * "12 vacatures, gefilterd op Gepubliceerd, ‘fiets’". Announced politely when it changes.
 */
export function ListTotal({ total, filters = [] }: { total: string; filters?: readonly string[] }) {
  const { t } = useTranslation('ui');
  return (
    <p className="mb-3 text-sm text-muted-700 dark:text-muted-300" aria-live="polite">
      <span className="font-semibold text-text">{total}</span>
      {filters.length > 0 && <>, {t('listTotal.filteredBy', { filters: filters.join(', ') })}</>}
    </p>
  );
}

/** A search text as a list filter names it: ‘fiets’. */
export function useQuotedSearch(): (text: string) => string {
  const { t } = useTranslation('ui');
  return (text) => t('listTotal.quoted', { text });
}
