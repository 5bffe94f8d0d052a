import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAuthStatus } from '../../../lib/api/session-store.ts';
import { forgetSignedInUser } from '../../../lib/auth/sign-out.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { resetOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';
import { useExportMyData } from '../api/export-my-data.ts';

const schema = z.object({ password: z.string().min(1).max(1024) });

function DeleteAccountSteps() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const exportMyData = useExportMyData();
  const deleteMyAccount = useDeleteMyAccount();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const form = useAppForm({ schema, labels: { password: t('delete.password') }, defaultValues: { password: '' } });
  const { errors } = form.formState;
  const { setError } = form;

  // The refusal goes on the field only once the dialog has closed and handed focus back to
  // its trigger; set earlier, that focus move would blur the field and validate the message away.
  useEffect(() => {
    if (confirming || refusal === undefined) return;
    setError('password', { type: 'server', message: refusal }, { shouldFocus: true });
    setRefusal(undefined);
  }, [confirming, refusal, setError]);

  const handleDelete = async () => {
    try {
      await deleteMyAccount.mutateAsync(form.getValues('password'));
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, ['password']);
      setRefusal(fields['password'] ?? general.join(' '));
      setConfirming(false);
      return;
    }
    setConfirming(false);
    forgetSignedInUser(queryClient);
    resetOrganizations();
    await navigate('/profiel/verwijderd', { replace: true });
  };

  const handleExport = async () => {
    try {
      const fileName = await exportMyData.mutateAsync();
      toast.add({ color: 'success', title: t('export.done', { fileName }) });
    } catch {
      // Shown below.
    }
  };

  return (
    <div className="grid max-w-2xl gap-8">
      <section aria-labelledby="export-title" className="grid gap-3">
        <h2 id="export-title" className="font-heading text-xl font-semibold text-text">
          {t('export.title')}
        </h2>
        <p>{t('export.text')}</p>
        {exportMyData.isError && (
          <Alert color="danger" live title={t('export.failed')}>
            {exportMyData.error.message}
          </Alert>
        )}
        <div>
          <Button size="lg" variant="outline" loading={exportMyData.isPending} onClick={() => void handleExport()}>
            {t('export.button')}
          </Button>
        </div>
      </section>
      <section aria-labelledby="delete-title" className="grid gap-3">
        <h2 id="delete-title" className="font-heading text-xl font-semibold text-text">
          {t('delete.title')}
        </h2>
        <p>{t('delete.text')}</p>
        <form noValidate onSubmit={form.submit(() => setConfirming(true))} className="grid gap-5">
          <TextField
            label={t('delete.password')}
            hint={t('delete.passwordHint')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div>
            <SubmitButton color="danger">{t('delete.button')}</SubmitButton>
          </div>
        </form>
      </section>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('delete.confirmTitle')}
        message={t('delete.confirmText')}
        confirmLabel={t('delete.confirmButton')}
        pending={deleteMyAccount.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** /account/verwijderen (public): what deleting an account means; signed in, download the data and delete. */
export function AccountDeletePage() {
  const { t } = useTranslation('account');
  const signedIn = useAuthStatus() === 'SIGNED_IN';
  return (
    <>
      <PageHeader title={t('delete.pageTitle')} description={t('delete.pageDescription')} />
      <section aria-labelledby="what-title" className="mb-8 grid max-w-2xl gap-3">
        <h2 id="what-title" className="font-heading text-xl font-semibold text-text">
          {t('explain.title')}
        </h2>
        <ul className="list-disc ps-5">
          <li>{t('explain.erased')}</li>
          <li>{t('explain.sessions')}</li>
          <li>{t('explain.counts')}</li>
          <li>{t('explain.final')}</li>
        </ul>
      </section>
      {signedIn ? (
        <DeleteAccountSteps />
      ) : (
        <div className="grid max-w-2xl gap-3">
          <p>{t('explain.signInFirst')}</p>
          <div>
            <Link to="/inloggen?redirect=%2Faccount%2Fverwijderen" className={buttonClasses({ size: 'lg' })}>
              {t('explain.signIn')}
            </Link>
          </div>
        </div>
      )}
    </>
  );
}
