import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { startImpersonation } from '../../../lib/auth/impersonation.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUser } from '../api/get-user.ts';
import { useRemoveRole } from '../api/remove-role.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';
import type { AdministeredRole, AdministeredUser } from '../api/user-types.ts';
import { UserLoadProblem } from '../components/user-load-problem.tsx';
import { UserStatusBadge } from '../components/user-status-badge.tsx';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-text">{term}</dt>
      <dd className="text-muted-800 sm:col-span-2 dark:text-muted-200">{children}</dd>
    </div>
  );
}

function UserDetails({ user }: { user: AdministeredUser }) {
  const { t, i18n } = useTranslation('users');
  const { t: tCommon } = useTranslation('common');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const removeRole = useRemoveRole();
  const deleteUser = useDeleteUser(user.id);
  const resend = useResendConfirmation();
  const [removing, setRemoving] = useState<AdministeredRole>();
  const [deleting, setDeleting] = useState(false);
  const [signingInAs, setSigningInAs] = useState(false);
  const abilities = user.meta.abilities;
  const name = user.fullName || user.email;
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const roleLabel = (role: AdministeredRole) =>
    role.resourceName
      ? t('roles.boundTo', { role: t(`roles.${role.name}`), name: role.resourceName })
      : t(`roles.${role.name}`);
  const fail = (title: string, error: unknown) =>
    toast.add({ color: 'danger', title, message: error instanceof Error ? error.message : String(error) });

  const handleRemoveRole = async () => {
    if (!removing) return;
    try {
      await removeRole.mutateAsync({
        userId: user.id,
        role: { name: removing.name, resourceType: removing.resourceType, resourceId: removing.resourceId },
      });
      toast.add({ color: 'success', title: t('detail.roleRemoved', { role: roleLabel(removing) }) });
    } catch (error) {
      fail(t('detail.roleRemoveFailed'), error);
    }
    setRemoving(undefined);
  };

  const handleDelete = async () => {
    try {
      await deleteUser.mutateAsync();
    } catch (error) {
      setDeleting(false);
      fail(t('detail.deleteFailed'), error);
      return;
    }
    setDeleting(false);
    toast.add({ color: 'success', title: t('detail.deleted', { name }) });
    await navigate('/users', { replace: true });
  };

  const handleResend = async () => {
    try {
      await resend.mutateAsync(user.id);
      toast.add({ color: 'success', title: t('detail.resent', { email: user.email }) });
    } catch (error) {
      fail(t('detail.resendFailed'), error);
    }
  };

  const handleSignInAs = async () => {
    setSigningInAs(true);
    try {
      await startImpersonation(queryClient, user.id);
    } catch (error) {
      setSigningInAs(false);
      fail(t('detail.signInAsFailed'), error);
      return;
    }
    await navigate('/');
  };

  const roles = user.roles ?? [];
  return (
    <>
      <PageHeader
        title={name}
        actions={
          <>
            {abilities.update && (
              <Link to={`/users/${user.id}/edit`} className={buttonClasses({ size: 'lg', variant: 'outline' })}>
                {t('detail.edit')}
              </Link>
            )}
            {abilities.signInAs && (
              <Button size="lg" variant="outline" loading={signingInAs} onClick={() => void handleSignInAs()}>
                {t('detail.signInAs')}
              </Button>
            )}
          </>
        }
      />
      <section aria-labelledby="user-details" className="max-w-3xl">
        <h2 id="user-details" className="font-heading text-xl font-semibold text-text">
          {t('detail.details')}
        </h2>
        <dl className="mt-2 divide-y divide-muted-200 dark:divide-muted-800">
          <Detail term={t('fields.email')}>{user.email}</Detail>
          <Detail term={t('fields.phone')}>{user.phone ?? '—'}</Detail>
          <Detail term={t('fields.status')}>
            <UserStatusBadge status={user.status} />
          </Detail>
          <Detail term={t('fields.confirmed')}>
            {user.confirmedAt ? formatDate(user.confirmedAt) : t('detail.notConfirmed')}
          </Detail>
          <Detail term={t('fields.locale')}>{tCommon(`language.names.${user.locale}`)}</Detail>
          <Detail term={t('fields.createdAt')}>{formatDate(user.createdAt)}</Detail>
          <Detail term={t('fields.organizations')}>
            {(user.organizations ?? []).map((organization) => organization.name).join(', ') || '—'}
          </Detail>
          {user.skillTags && (
            <Detail term={t('fields.skills')}>
              {[...user.skillTags.map((tag) => tag.name), ...(user.skills ?? [])].join(', ') || '—'}
            </Detail>
          )}
          {user.interestTags && (
            <Detail term={t('fields.interests')}>
              {[...user.interestTags.map((tag) => tag.name), ...(user.interests ?? [])].join(', ') || '—'}
            </Detail>
          )}
        </dl>
        {abilities.resendConfirmation && (
          <Button
            size="md"
            variant="outline"
            className="mt-4"
            loading={resend.isPending}
            onClick={() => void handleResend()}
          >
            {user.status === 'invited' ? t('detail.resendInvitation') : t('detail.resendConfirmation')}
          </Button>
        )}
      </section>
      <section aria-labelledby="user-roles" className="mt-8 max-w-3xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="user-roles" className="font-heading text-xl font-semibold text-text">
            {t('detail.roles')}
          </h2>
          {abilities.addRole && (
            <Link to={`/users/${user.id}/add_role`} className={buttonClasses({ size: 'md', variant: 'outline' })}>
              {t('detail.addRole')}
            </Link>
          )}
        </div>
        {roles.length === 0 ? (
          <p className="mt-2 text-muted-700 dark:text-muted-300">{t('detail.noRoles')}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {roles.map((role) => (
              <li
                key={role.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-ui-lg border border-muted-200 px-4 py-3 dark:border-muted-800"
              >
                <span>{roleLabel(role)}</span>
                {abilities.removeRole && (
                  <Button
                    size="sm"
                    variant="outline"
                    color="danger"
                    aria-label={t('detail.removeRoleLabel', { role: roleLabel(role) })}
                    onClick={() => setRemoving(role)}
                  >
                    {t('detail.removeRole')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {abilities.destroy && (
        <section aria-labelledby="user-delete" className="mt-8 max-w-3xl">
          <h2 id="user-delete" className="font-heading text-xl font-semibold text-text">
            {t('detail.deleteTitle')}
          </h2>
          <p className="mt-2">{t('detail.deleteText')}</p>
          <Button size="md" color="danger" className="mt-3" onClick={() => setDeleting(true)}>
            {t('detail.delete')}
          </Button>
        </section>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('detail.removeRoleConfirmTitle')}
        message={removing ? t('detail.removeRoleConfirmText', { role: roleLabel(removing), name }) : ''}
        confirmLabel={t('detail.removeRole')}
        pending={removeRole.isPending}
        onConfirm={() => void handleRemoveRole()}
        onCancel={() => setRemoving(undefined)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('detail.deleteConfirmTitle', { name })}
        message={t('detail.deleteConfirmText')}
        confirmLabel={t('detail.delete')}
        pending={deleteUser.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}

/** /users/{id}: one user, their roles, and what the signed-in administrator may do with them. */
export function UserPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const user = useUser(id);
  if (user.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (user.isError) {
    return (
      <>
        <PageHeader title={t('detail.titleEmpty')} />
        <UserLoadProblem error={user.error} onRetry={() => void user.refetch()} />
      </>
    );
  }
  return <UserDetails user={user.data} />;
}
