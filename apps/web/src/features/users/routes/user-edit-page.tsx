import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUser } from '../api/get-user.ts';
import { useUpdateUser } from '../api/update-user.ts';
import type { AdministeredUser } from '../api/user-types.ts';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors.ts';
import { UserFields, userFormFieldNames, userFormSchema } from '../components/user-fields.tsx';
import { UserLoadProblem } from '../components/user-load-problem.tsx';

function UserEditForm({ user }: { user: AdministeredUser }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const updateUser = useUpdateUser();
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(
    () => Object.fromEntries(userFormFieldNames.map((name) => [name, t(`fields.${name}`)])) as Record<string, string>,
    [t],
  );
  const form = useAppForm({
    schema: userFormSchema,
    labels,
    defaultValues: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      locale: user.locale,
      status: user.status,
    },
  });

  const onValid = async (values: z.output<typeof userFormSchema>) => {
    setProblems([]);
    try {
      await updateUser.mutateAsync({ id: user.id, changes: { ...values, phone: values.phone || null } });
      toast.add({ color: 'success', title: t('edit.saved') });
      await navigate(`/users/${user.id}`);
    } catch (error) {
      setProblems(applyServerErrors(error, userFormFieldNames, form.setError));
    }
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)} className="grid max-w-2xl gap-5">
      {problems.length > 0 && (
        <Alert color="danger" live title={t('saveFailed')}>
          {problems.join(' ')}
        </Alert>
      )}
      <UserFields register={form.register} errors={form.formState.errors} withStatus />
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {t('edit.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** /users/{id}/edit: an administrator changes a user's details and status. */
export function UserEditPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const user = useUser(id);
  return (
    <>
      <PageHeader
        title={user.data ? t('edit.title', { name: user.data.fullName || user.data.email }) : t('edit.titleEmpty')}
      />
      {user.isPending ? (
        <Spinner label={t('detail.loading')} showLabel />
      ) : user.isError ? (
        <UserLoadProblem error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <UserEditForm user={user.data} />
      )}
    </>
  );
}
