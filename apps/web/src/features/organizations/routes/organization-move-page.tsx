import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useOrganization } from '../api/get-organization.ts';
import { useVolunteerCenters } from '../api/list-volunteer-centers.ts';
import { useMoveOrganization } from '../api/move-organization.ts';
import { abilitiesOf } from '../api/organization-types.ts';
import { NotAllowedPage } from '../../../components/ui/not-allowed-page.tsx';

/** /organizations/{id}/move: a centre hands an organisation to another centre of this website, where the tenant allows it. */
export function OrganizationMovePage({ movingEnabled }: { movingEnabled: boolean }) {
  const { t } = useTranslation('organizations');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const organization = useOrganization(id);
  const centers = useVolunteerCenters(movingEnabled);
  const move = useMoveOrganization();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<string>();
  const selectId = useId();

  if (!movingEnabled) {
    return (
      <>
        <PageHeader title={t('move.title')} />
        <Alert color="warning" title={t('move.disabledTitle')}>
          {t('move.disabledText')}
        </Alert>
      </>
    );
  }
  if (organization.isPending || centers.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (organization.isError || centers.isError) {
    return (
      <Alert color="danger" title={t('detail.loadFailed')}>
        {(organization.error ?? centers.error)?.message}
      </Alert>
    );
  }
  const current = organization.data;
  if (!abilitiesOf(current).move) {
    return <NotAllowedPage title={t('move.notAllowedTitle')} reason={t('move.notAllowedText')} />;
  }
  const others = centers.data.filter((center) => center.id !== current.volunteerCenterId);
  const currentCenter = centers.data.find((center) => center.id === current.volunteerCenterId);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) {
      setError(t('move.chooseCenter'));
      document.getElementById(selectId)?.focus();
      return;
    }
    setError(undefined);
    try {
      await move.mutateAsync({ id: current.id, volunteerCenterId: target });
      toast.add({ color: 'success', title: t('move.moved', { name: current.name }) });
      await navigate(`/organizations/${current.id}`);
    } catch (failure) {
      const { fields, general } = apiProblemsOf(failure, ['volunteerCenterId']);
      setError(fields['volunteerCenterId'] ?? general.join(' '));
    }
  };

  return (
    <>
      <PageHeader
        title={t('move.title')}
        description={t('move.description', { name: current.name, center: currentCenter?.name ?? '—' })}
      />
      {others.length === 0 ? (
        <Alert color="info" title={t('move.noOtherCentersTitle')}>
          {t('move.noOtherCentersText')}
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid max-w-xl gap-5">
          <Field id={selectId} label={t('move.target')} error={error}>
            {(control) => (
              <select
                {...control}
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                className={`${fieldControlLook} px-3 py-2`}
              >
                <option value="">{t('move.choose')}</option>
                {others.map((center) => (
                  <option key={center.id} value={center.id}>
                    {center.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton pending={move.isPending} pendingLabel={t('saving')}>
              {t('move.submit')}
            </SubmitButton>
            <Link to={`/organizations/${current.id}`} className={buttonClasses({ size: 'lg', variant: 'ghost' })}>
              {t('edit.cancel')}
            </Link>
          </div>
        </form>
      )}
    </>
  );
}
