import type { UserLocale } from '@volunteerly/contracts/users';
import { emailField, personNameField } from '@volunteerly/contracts/users-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { useAppForm } from '../../../lib/forms/use-app-form.ts';
import { toLanguage } from '@volunteerly/site/languages';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useInviteOrganizationMember, useOrganizationMembers } from '../api/organization-members.ts';
import type { Organization } from '../api/organization-types.ts';
import { OrganizationInvitations } from './organization-invitations.tsx';

const memberSchema = z.object({ email: emailField, firstName: personNameField, lastName: personNameField });
const memberFieldNames = ['email', 'firstName', 'lastName'] as const;

/**
 * The organisation's admins, its open invitations, and a form to invite someone
 * by e-mail: they become admin only when they accept (decision 009).
 */
export function OrganizationMembers({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation('organizations');
  const members = useOrganizationMembers(organization.id, true);
  const invite = useInviteOrganizationMember();
  const [problems, setProblems] = useState<string[]>([]);
  const labels = useMemo(
    () => Object.fromEntries(memberFieldNames.map((name) => [name, t(`members.fields.${name}`)])),
    [t],
  );
  const form = useAppForm({
    schema: memberSchema,
    labels,
    defaultValues: { email: '', firstName: '', lastName: '' },
  });

  const onValid = async (values: z.output<typeof memberSchema>) => {
    setProblems([]);
    try {
      const invitation = await invite.mutateAsync({
        id: organization.id,
        user: { ...values, locale: toLanguage(i18n.resolvedLanguage ?? i18n.language) as UserLocale },
      });
      toast.add({ color: 'success', title: t('members.invitationSent', { email: invitation.email }) });
      form.reset();
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, memberFieldNames);
      let focus = true;
      for (const name of memberFieldNames) {
        if (!fields[name]) continue;
        form.setError(name, { type: 'server', message: fields[name] }, { shouldFocus: focus });
        focus = false;
      }
      setProblems(general);
    }
  };

  return (
    <section aria-labelledby="organization-members" className="mt-10">
      <h2 id="organization-members" className="font-heading text-xl font-semibold text-text">
        {t('members.title')}
      </h2>
      <p className="mt-1 text-muted-700 dark:text-muted-300">{t('members.description')}</p>
      {members.isPending ? (
        <Spinner label={t('members.loading')} showLabel />
      ) : members.isError ? (
        <Alert color="danger" title={t('members.loadFailed')}>
          {members.error.message}
        </Alert>
      ) : members.data.length === 0 ? (
        <p className="mt-3">{t('members.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-muted-200 rounded-ui-lg border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
          {members.data.map((member) => (
            <li key={member.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <span className="font-semibold">
                {[member.firstName, member.lastName].filter(Boolean).join(' ') || member.email}
              </span>
              <span className="text-sm break-all text-muted-700 dark:text-muted-300">
                {member.email}
                {member.status === 'invited' && ` · ${t('members.invited')}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <OrganizationInvitations organization={organization} />
      <form noValidate onSubmit={form.submit(onValid)} className="mt-6 grid gap-4" aria-labelledby="member-invite">
        <h3 id="member-invite" className="font-semibold text-text">
          {t('members.inviteTitle')}
        </h3>
        {problems.length > 0 && (
          <Alert color="danger" live title={t('members.inviteFailed')}>
            {problems.join(' ')}
          </Alert>
        )}
        <TextField
          label={t('members.fields.email')}
          type="email"
          required
          autoComplete="off"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label={t('members.fields.firstName')}
            required
            error={form.formState.errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={t('members.fields.lastName')}
            required
            error={form.formState.errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <div>
          <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
            {t('members.invite')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
