import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import {
  useOrganizationInvitations,
  useRevokeOrganizationInvitation,
  type OrganizationInvitation,
} from '../api/organization-invitations.ts';
import type { Organization } from '../api/organization-types.ts';

/** The organisation's open invitations (address and dates), each with a way to withdraw it after confirming. */
export function OrganizationInvitations({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation('organizations');
  const invitations = useOrganizationInvitations(organization.id, true);
  const revoke = useRevokeOrganizationInvitation();
  const [revoking, setRevoking] = useState<OrganizationInvitation | undefined>();
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  const handleRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: organization.id, invitationId: revoking.id });
      toast.add({ color: 'success', title: t('invitations.revoked', { email: revoking.email }) });
    } catch (error) {
      toast.add({
        color: 'danger',
        title: t('invitations.revokeFailed'),
        ...(error instanceof Error ? { message: error.message } : {}),
      });
    } finally {
      setRevoking(undefined);
    }
  };

  if (invitations.isPending) return <Spinner label={t('invitations.loading')} showLabel />;
  if (invitations.isError) {
    return (
      <Alert color="danger" title={t('invitations.loadFailed')}>
        {invitations.error.message}
      </Alert>
    );
  }
  if (invitations.data.length === 0) return null;
  return (
    <div className="mt-6">
      <h3 id="organization-invitations" className="font-semibold text-text">
        {t('invitations.title')}
      </h3>
      <ul
        aria-labelledby="organization-invitations"
        className="mt-3 divide-y divide-muted-200 rounded-ui-lg border border-muted-200 dark:divide-muted-800 dark:border-muted-800"
      >
        {invitations.data.map((invitation) => {
          const expired = new Date(invitation.expiresAt).getTime() <= Date.now();
          return (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-semibold break-all">{invitation.email}</span>
                <span className="block text-sm text-muted-700 dark:text-muted-300">
                  {t('invitations.sentOn', { date: formatDate(invitation.createdAt) })}
                  {' · '}
                  {expired
                    ? t('invitations.expired')
                    : t('invitations.validUntil', { date: formatDate(invitation.expiresAt) })}
                </span>
              </span>
              <Button
                size="md"
                variant="outline"
                color="danger"
                aria-label={t('invitations.revokeFor', { email: invitation.email })}
                onClick={() => setRevoking(invitation)}
              >
                {t('invitations.revoke')}
              </Button>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('invitations.revokeConfirmTitle')}
        message={revoking ? t('invitations.revokeConfirmText', { email: revoking.email }) : ''}
        confirmLabel={t('invitations.revoke')}
        pending={revoke.isPending}
        onConfirm={() => void handleRevoke()}
        onCancel={() => setRevoking(undefined)}
      />
    </div>
  );
}
