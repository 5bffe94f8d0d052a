import type { UserLocale } from '@volunteerly/contracts/users';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toLanguage } from '@volunteerly/site/languages';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useCreateUser } from '../api/create-user.ts';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors.ts';
import { UserFields, userFormFieldNames, userFormSchema } from '../components/user-fields.tsx';

/** /users/add ('Gebruiker toevoegen'): an administrator invites someone; they choose a password by mail. */
export function UserAddPage() {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(
    () => Object.fromEntries(userFormFieldNames.map((name) => [name, t(`fields.${name}`)])) as Record<string, string>,
    [t],
  );
  const form = useAppForm({
    schema: userFormSchema,
    labels,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      locale: toLanguage(i18n.resolvedLanguage ?? i18n.language) as UserLocale,
      status: 'invited' as const,
    },
  });

  const onValid = async (values: z.output<typeof userFormSchema>) => {
    setProblems([]);
    try {
      const user = await createUser.mutateAsync({
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone || null,
        locale: values.locale,
      });
      toast.add({ color: 'success', title: t('add.invited', { email: user.email }) });
      await navigate(`/users/${user.id}`);
    } catch (error) {
      setProblems(applyServerErrors(error, userFormFieldNames, form.setError));
    }
  };

  return (
    <>
      <PageHeader title={t('add.title')} description={t('add.description')} />
      <form noValidate onSubmit={form.submit(onValid)} className="grid max-w-2xl gap-5">
        {problems.length > 0 && (
          <Alert color="danger" live title={t('saveFailed')}>
            {problems.join(' ')}
          </Alert>
        )}
        <UserFields register={form.register} errors={form.formState.errors} withStatus={false} />
        <div>
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
            {t('add.submit')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
