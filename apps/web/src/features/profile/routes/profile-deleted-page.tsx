import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** /profiel/verwijderd (public): where a user lands after deleting their account. */
export function ProfileDeletedPage() {
  const { t } = useTranslation('profile');
  return (
    <>
      <PageHeader title={t('deleted.title')} description={t('deleted.description')} />
      <Link to="/" className={buttonClasses({ size: 'lg' })}>
        {t('deleted.home')}
      </Link>
    </>
  );
}
