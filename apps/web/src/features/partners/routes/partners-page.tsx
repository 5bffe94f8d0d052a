import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PartnerList } from '../components/partner-list.tsx';

/** /partners (public): the partners in the collaboration, each with its logo and a link to its own website. */
export function PartnersPage() {
  const { t } = useTranslation('partners');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <PartnerList />
    </>
  );
}
