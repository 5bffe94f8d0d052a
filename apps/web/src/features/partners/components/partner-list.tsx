import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePartners } from '../api/list-partners.ts';
import { PartnerCard } from './partner-card.tsx';

/** The partners in the collaboration as cards, with their loading, failed and empty states. */
export function PartnerList() {
  const { t } = useTranslation('partners');
  const partners = usePartners();
  if (partners.isPending) return <Spinner label={t('loading')} showLabel />;
  if (partners.isError) {
    return <LoadFailedAlert title={t('loadFailed')} error={partners.error} onRetry={() => void partners.refetch()} />;
  }
  if (partners.data.length === 0) return <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  return (
    <ul aria-label={t('listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {partners.data.map((partner) => (
        <li key={partner.id}>
          <PartnerCard partner={partner} />
        </li>
      ))}
    </ul>
  );
}
