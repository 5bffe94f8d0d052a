import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePartners } from '../api/list-partners.ts';
import { PartnerCard } from '../components/partner-card.tsx';

/** /partners (public): the partners in the collaboration, each with its logo and a link to its own website. */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  const partners = usePartners();

  let content;
  if (partners.isPending) content = <Spinner label={t('loading')} showLabel />;
  else if (partners.isError) {
    content = (
      <LoadFailedAlert title={t('loadFailed')} error={partners.error} onRetry={() => void partners.refetch()} />
    );
  } else if (partners.data.length === 0) {
    content = <EmptyState title={t('emptyTitle')} description={t('emptyText')} />;
  } else {
    content = (
      <ul aria-label={t('listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partners.data.map((partner) => (
          <li key={partner.id}>
            <PartnerCard partner={partner} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      {content}
    </>
  );
}
