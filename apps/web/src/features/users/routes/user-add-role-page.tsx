import { Field } from '../../../components/ui/field.tsx';
import { roleBindings, roleNames, type RoleName } from '@volunteerly/contracts/users';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { useCurrentOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useAddRole } from '../api/add-role.ts';
import { useUser } from '../api/get-user.ts';
import { grantableCenters, grantableOrganizations } from '../components/grantable-roles.ts';
import { UserLoadProblem } from '../components/user-load-problem.tsx';

/**
 * /users/{id}/add_role: grant a role. A centre admin role is bound to a centre,
 * an organisation admin role to an organisation: a centre admin is offered
 * only their own centre and its organisations (decision 008), a super admin
 * this website's centre and every organisation; super admin is offered only to
 * those who may grant it.
 */
export function UserAddRolePage({ centerId }: { centerId: string | undefined }) {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser(id);
  const currentUser = useCurrentUser();
  const organizations = useCurrentOrganizations();
  const addRole = useAddRole();
  const [name, setName] = useState<RoleName>('admin');
  const [organizationId, setOrganizationId] = useState('');
  const centers = grantableCenters(currentUser.data, centerId);
  const [chosenCenterId, setChosenCenterId] = useState<string>();
  const roleCenterId = chosenCenterId ?? centers[0]?.id;
  const roleCenter = centers.find((center) => center.id === roleCenterId);
  const [problem, setProblem] = useState<string>();
  const ids = { role: useId(), organization: useId(), center: useId() };
  const offered = roleNames.filter((role) =>
    role === 'super_admin'
      ? currentUser.data?.meta.abilities.grantSuperAdmin === true
      : role !== 'center_admin' || centers.length > 0,
  );

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const binding = roleBindings[name];
    const resourceId =
      binding === 'VolunteerCenter' ? (roleCenterId ?? null) : binding === 'Organization' ? organizationId : null;
    if (binding === 'Organization' && !organizationId) {
      setProblem(t('addRole.chooseOrganization'));
      return;
    }
    try {
      await addRole.mutateAsync({ userId: id, role: { name, resourceType: binding, resourceId } });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return;
    }
    toast.add({ color: 'success', title: t('addRole.added', { role: t(`roles.${name}`) }) });
    await navigate(`/users/${id}`);
  };

  if (user.isPending) return <Spinner label={t('detail.loading')} showLabel />;
  if (user.isError) return <UserLoadProblem error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <>
      <PageHeader title={t('addRole.title', { name: user.data.fullName || user.data.email })} />
      <form noValidate onSubmit={(event) => void handleSubmit(event)} className="grid max-w-2xl gap-5">
        {problem && (
          <Alert color="danger" live title={t('addRole.failed')}>
            {problem}
          </Alert>
        )}
        <Field label={t('fields.role')} id={ids.role}>
          {(control) => (
            <select
              {...control}
              value={name}
              onChange={(event) => setName(event.target.value as RoleName)}
              className={`${fieldControlLook} px-3 py-2`}
            >
              {offered.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {roleBindings[name] === 'Organization' && (
          <Field label={t('fields.organization')} id={ids.organization}>
            {(control) => (
              <select
                {...control}
                value={organizationId}
                onChange={(event) => setOrganizationId(event.target.value)}
                className={`${fieldControlLook} px-3 py-2`}
              >
                <option value="">{t('addRole.chooseOrganization')}</option>
                {grantableOrganizations(currentUser.data, organizations.data ?? []).map((organization) => (
                  <option key={organization.id} value={organization.id}>
                    {organization.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {roleBindings[name] === 'VolunteerCenter' && centers.length > 1 && (
          <Field label={t('fields.center')} id={ids.center}>
            {(control) => (
              <select
                {...control}
                value={roleCenterId}
                onChange={(event) => setChosenCenterId(event.target.value)}
                className={`${fieldControlLook} px-3 py-2`}
              >
                {centers.map((center) => (
                  <option key={center.id} value={center.id}>
                    {center.name ?? center.id}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {roleBindings[name] === 'VolunteerCenter' && centers.length === 1 && (
          <p>
            {roleCenterId === centerId
              ? t('addRole.centerHint')
              : t('addRole.ownCenterHint', { center: roleCenter?.name ?? roleCenterId })}
          </p>
        )}
        <div>
          <SubmitButton pending={addRole.isPending} pendingLabel={t('saving')}>
            {t('addRole.submit')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
