import { newPasswordField } from '@volunteerly/contracts/users-schemas';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAuthStatus } from '../../../lib/api/session-store.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import {
  useAcceptInvitation,
  useDeclineInvitation,
  useInvitationForInvitee,
  type InvitationForInvitee,
} from '../api/organization-invitations.ts';

/** The query parameter the invitation mail's link carries. */
export const invitationTokenParameter = 'invitation_token';

const passwordFieldNames = ['password', 'passwordConfirmation'] as const;

type Outcome = { kind: 'accepted'; organizationId: string; signedIn: boolean } | { kind: 'declined' };

/**
 * /organization-invitation?invitation_token=…: the invited person sees which
 * organisation invites them and accepts or declines (decision 009). An account
 * with a password accepts signed in as itself; a new account chooses its
 * password here.
 */
export function OrganizationInvitationPage() {
  const { t } = useTranslation('organizations');
  const [searchParams] = useSearchParams();
  const token = searchParams.get(invitationTokenParameter) ?? '';
  const signedIn = useAuthStatus() === 'SIGNED_IN';
  const invitation = useInvitationForInvitee(token, signedIn);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const body = !token ? (
    <Alert color="danger" title={t('invitation.unusableTitle')}>
      {t('invitation.missingToken')}
    </Alert>
  ) : outcome?.kind === 'accepted' ? (
    <Alert
      color="success"
      live
      title={t('invitation.acceptedTitle')}
      actions={
        <ButtonLink
          to={
            outcome.signedIn
              ? `/organizations/${outcome.organizationId}`
              : `/inloggen?redirect=${encodeURIComponent(`/organizations/${outcome.organizationId}`)}`
          }
          color="primary"
          size="lg"
        >
          {outcome.signedIn ? t('invitation.toOrganization') : t('invitation.signInNow')}
        </ButtonLink>
      }
    >
      {t('invitation.acceptedText')}
    </Alert>
  ) : outcome?.kind === 'declined' ? (
    <Alert color="info" live title={t('invitation.declinedTitle')}>
      {t('invitation.declinedText')}
    </Alert>
  ) : invitation.isPending ? (
    <Spinner label={t('invitation.loading')} showLabel />
  ) : invitation.isError ? (
    <Alert color="danger" title={t('invitation.unusableTitle')}>
      {invitation.error.message}
    </Alert>
  ) : (
    <InvitationAnswer
      invitation={invitation.data}
      token={token}
      signedIn={signedIn}
      onAccepted={(organizationId, viaPassword) =>
        setOutcome({ kind: 'accepted', organizationId, signedIn: signedIn && !viaPassword })
      }
      onDeclined={() => setOutcome({ kind: 'declined' })}
    />
  );

  return (
    <div className="mx-auto w-full max-w-lg">
      <PageHeader
        title={
          invitation.data && !outcome
            ? t('invitation.title', { organization: invitation.data.organizationName })
            : t('invitation.genericTitle')
        }
      />
      <div className="grid gap-6">{body}</div>
    </div>
  );
}

function InvitationAnswer({
  invitation,
  token,
  signedIn,
  onAccepted,
  onDeclined,
}: {
  invitation: InvitationForInvitee;
  token: string;
  signedIn: boolean;
  onAccepted: (organizationId: string, viaPassword: boolean) => void;
  onDeclined: () => void;
}) {
  const { t, i18n } = useTranslation('organizations');
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const expiresOn = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, { dateStyle: 'long' }).format(
    new Date(invitation.expiresAt),
  );
  const returnHere = `/organization-invitation?${invitationTokenParameter}=${encodeURIComponent(token)}`;

  const handleAccept = async () => {
    setFailure(undefined);
    try {
      const organization = await accept.mutateAsync({ token });
      onAccepted(organization.id, false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const handleDecline = async () => {
    setFailure(undefined);
    try {
      await decline.mutateAsync(token);
      onDeclined();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setConfirmingDecline(false);
    }
  };

  const declineButton = (
    <Button variant="outline" size="lg" onClick={() => setConfirmingDecline(true)}>
      {t('invitation.decline')}
    </Button>
  );

  return (
    <>
      <div className="grid gap-2">
        <p className="text-lg">
          {invitation.invitedBy
            ? t('invitation.textBy', { name: invitation.invitedBy, organization: invitation.organizationName })
            : t('invitation.text', { organization: invitation.organizationName })}
        </p>
        <p className="text-muted-700 dark:text-muted-300">
          {t('invitation.meantFor', { email: invitation.email, date: expiresOn })}
        </p>
      </div>
      {failure && (
        <Alert color="danger" live title={t('invitation.failed')}>
          {failure}
        </Alert>
      )}
      {invitation.accountNeedsPassword ? (
        <FirstPasswordForm
          token={token}
          email={invitation.email}
          onAccepted={(organizationId) => onAccepted(organizationId, true)}
          declineButton={declineButton}
        />
      ) : invitation.signedInAsInvitee ? (
        <div className="flex flex-wrap gap-3">
          <Button color="primary" size="lg" loading={accept.isPending} onClick={() => void handleAccept()}>
            {t('invitation.accept')}
          </Button>
          {declineButton}
        </div>
      ) : (
        <>
          <Alert color="info" title={signedIn ? t('invitation.otherAccountTitle') : t('invitation.signInTitle')}>
            {signedIn
              ? t('invitation.otherAccountText', { email: invitation.email })
              : t('invitation.signInText', { email: invitation.email })}
          </Alert>
          <div className="flex flex-wrap gap-3">
            <ButtonLink
              to={signedIn ? '/uitloggen' : `/inloggen?redirect=${encodeURIComponent(returnHere)}`}
              color="primary"
              size="lg"
            >
              {signedIn ? t('invitation.signOut') : t('invitation.signInToAccept')}
            </ButtonLink>
            {declineButton}
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirmingDecline}
        title={t('invitation.declineConfirmTitle')}
        message={t('invitation.declineConfirmText', { organization: invitation.organizationName })}
        confirmLabel={t('invitation.decline')}
        pending={decline.isPending}
        onConfirm={() => void handleDecline()}
        onCancel={() => setConfirmingDecline(false)}
      />
    </>
  );
}

/** A new account chooses its password and accepts in one step. */
function FirstPasswordForm({
  token,
  email,
  onAccepted,
  declineButton,
}: {
  token: string;
  email: string;
  onAccepted: (organizationId: string) => void;
  declineButton: ReactNode;
}) {
  const { t } = useTranslation('organizations');
  const accept = useAcceptInvitation();
  const schema = useMemo(
    () =>
      z
        .object({ password: newPasswordField, passwordConfirmation: z.string().min(1).max(1024) })
        .refine((values) => values.password === values.passwordConfirmation, {
          message: t('invitation.passwordMismatch'),
          path: ['passwordConfirmation'],
        }),
    [t],
  );
  const labels = useMemo(
    () => ({ password: t('invitation.password'), passwordConfirmation: t('invitation.passwordConfirmation') }),
    [t],
  );
  const form = useAppForm({ schema, labels, defaultValues: { password: '', passwordConfirmation: '' } });
  const [general, setGeneral] = useState<string[]>([]);

  const onValid = async (values: z.output<typeof schema>) => {
    setGeneral([]);
    try {
      const organization = await accept.mutateAsync({ token, ...values });
      onAccepted(organization.id);
    } catch (error) {
      const problems = apiProblemsOf(error, passwordFieldNames);
      let focus = true;
      for (const name of passwordFieldNames) {
        const message = problems.fields[name];
        if (!message) continue;
        form.setError(name, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
      setGeneral(problems.general);
    }
  };

  return (
    <form noValidate onSubmit={form.submit(onValid)} className="grid gap-4" aria-labelledby="first-password">
      <h2 id="first-password" className="font-heading text-xl font-semibold text-text">
        {t('invitation.passwordTitle')}
      </h2>
      <p>{t('invitation.passwordText', { email })}</p>
      {general.length > 0 && (
        <Alert color="danger" live title={t('invitation.failed')}>
          {general.join(' ')}
        </Alert>
      )}
      <TextField
        label={t('invitation.password')}
        type="password"
        required
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={t('invitation.passwordConfirmation')}
        type="password"
        required
        autoComplete="new-password"
        error={form.formState.errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation')}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {t('invitation.acceptWithPassword')}
        </SubmitButton>
        {declineButton}
      </div>
    </form>
  );
}
