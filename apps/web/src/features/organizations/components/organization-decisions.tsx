import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useDecideOrganization } from '../api/decide-organization.ts';
import { abilitiesOf, canDecideOn, type Organization } from '../api/organization-types.ts';
import { DenyDialog } from './deny-dialog.tsx';

type Pending = 'archive' | 'restore' | 'resubmit' | null;

/**
 * The status decisions the signed-in user may take on an organisation:
 * approve, deny (with a reason), archive, restore, or send in again. Denying
 * and archiving ask first.
 */
export function OrganizationDecisions({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const abilities = abilitiesOf(organization);
  const decide = useDecideOrganization();
  const [denying, setDenying] = useState(false);
  const [denyError, setDenyError] = useState<string>();
  const [confirming, setConfirming] = useState<Pending>(null);

  const run = async (status: Organization['status'], message: string, denialReason?: string) => {
    try {
      await decide.mutateAsync({ id: organization.id, status, ...(denialReason ? { denialReason } : {}) });
      toast.add({ color: 'success', title: message });
      return true;
    } catch (error) {
      const { general, fields } = apiProblemsOf(error, ['denialReason']);
      if (fields['denialReason']) setDenyError(fields['denialReason']);
      else toast.add({ color: 'danger', title: t('decisions.failed'), message: general.join(' ') });
      return false;
    }
  };

  const confirmations = {
    archive: { status: 'archived', done: t('decisions.archived', { name: organization.name }) },
    restore: { status: 'approved', done: t('decisions.restored', { name: organization.name }) },
    resubmit: { status: 'pending', done: t('decisions.resubmitted', { name: organization.name }) },
  } as const;

  if (!canDecideOn(organization)) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {abilities.approve && (
        <Button
          color="primary"
          size="md"
          aria-label={`${t('decisions.approve')} ${organization.name}`}
          loading={decide.isPending && decide.variables?.status === 'approved'}
          onClick={() => void run('approved', t('decisions.approved', { name: organization.name }))}
        >
          {t('decisions.approve')}
        </Button>
      )}
      {abilities.deny && (
        <Button
          color="danger"
          variant="outline"
          size="md"
          aria-label={`${t('decisions.deny')} ${organization.name}`}
          onClick={() => setDenying(true)}
        >
          {t('decisions.deny')}
        </Button>
      )}
      {abilities.archive && (
        <Button variant="outline" size="md" onClick={() => setConfirming('archive')}>
          {t('decisions.archive')}
        </Button>
      )}
      {abilities.restore && (
        <Button variant="outline" size="md" onClick={() => setConfirming('restore')}>
          {t('decisions.restore')}
        </Button>
      )}
      {abilities.resubmit && (
        <Button color="primary" size="md" onClick={() => setConfirming('resubmit')}>
          {t('decisions.resubmit')}
        </Button>
      )}
      <DenyDialog
        open={denying}
        organizationName={organization.name}
        pending={decide.isPending}
        serverError={denyError}
        onCancel={() => {
          setDenying(false);
          setDenyError(undefined);
        }}
        onDeny={(reason) =>
          void run('denied', t('decisions.denied', { name: organization.name }), reason).then((done) => {
            if (done) setDenying(false);
          })
        }
      />
      {confirming && (
        <ConfirmDialog
          open
          title={t(`decisions.confirm.${confirming}.title`, { name: organization.name })}
          message={t(`decisions.confirm.${confirming}.message`)}
          confirmLabel={t(`decisions.confirm.${confirming}.action`)}
          destructive={confirming === 'archive'}
          pending={decide.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            void run(confirmations[confirming].status, confirmations[confirming].done).then(() => setConfirming(null))
          }
        />
      )}
    </div>
  );
}
