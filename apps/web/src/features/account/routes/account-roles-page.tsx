import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';

/** /account/roles: the signed-in user's roles and what each is bound to. */
export function AccountRolesPage() {
  const { t } = useTranslation('account');
  const currentUser = useCurrentUser();

  let content;
  if (currentUser.isPending) content = <Spinner label={t('roles.loading')} showLabel />;
  else if (currentUser.isError) {
    content = (
      <Alert color="danger" title={t('roles.loadFailed')}>
        {currentUser.error.message}
      </Alert>
    );
  } else if (currentUser.data.roles.length === 0) {
    content = <EmptyState title={t('roles.emptyTitle')} description={t('roles.emptyText')} />;
  } else {
    content = (
      <ul className="grid max-w-2xl gap-3">
        {currentUser.data.roles.map((role) => {
          const resourceName = (role as { resourceName?: string | null }).resourceName;
          return (
            <li key={role.id} className="rounded-ui-lg border border-muted-200 px-4 py-3 dark:border-muted-800">
              <p className="font-semibold text-text">{t(`roles.names.${role.name}`)}</p>
              <p className="text-sm text-muted-700 dark:text-muted-300">
                {resourceName ? t(`roles.boundTo.${role.resourceType ?? 'none'}`, { name: resourceName }) : null}
                {!resourceName && t(`roles.descriptions.${role.name}`)}
              </p>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title={t('roles.title')} description={t('roles.description')} />
      {content}
    </>
  );
}
