import { digestFrequencies, type DigestFrequency } from '@volunteerly/contracts/users';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCurrentUser } from '../../../lib/auth/current-user.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ChoiceGroup } from '../components/choice-group.tsx';

/** /profile-edit/periodieke-mail: how often the user gets the e-mail with new vacancies. */
export function ProfileEditDigestPage() {
  const { t } = useTranslation('profile');
  const currentUser = useCurrentUser();
  const updateProfile = useUpdateProfile();

  if (currentUser.isPending) return <Spinner label={t('loading')} showLabel />;
  if (currentUser.isError) {
    return (
      <Alert color="danger" title={t('loadFailed')}>
        {currentUser.error.message}
      </Alert>
    );
  }

  const handleChange = async (digestFrequency: DigestFrequency) => {
    try {
      await updateProfile.mutateAsync({ digestFrequency });
      toast.add({ color: 'success', title: t('digest.saved') });
    } catch {
      // Shown below.
    }
  };

  return (
    <div className="grid gap-6">
      <p>{t('digest.description')}</p>
      {updateProfile.isError && (
        <Alert color="danger" live title={t('settings.saveFailed')}>
          {updateProfile.error.message}
        </Alert>
      )}
      <ChoiceGroup
        legend={t('digest.legend')}
        name="digest-frequency"
        options={digestFrequencies}
        value={
          (updateProfile.isPending ? updateProfile.variables.digestFrequency : undefined) ??
          currentUser.data.digestFrequency
        }
        disabled={updateProfile.isPending}
        onChange={(frequency) => void handleChange(frequency)}
        labelOf={(frequency) => t(`digest.options.${frequency}`)}
        hintOf={(frequency) => t(`digest.hints.${frequency}`)}
      />
    </div>
  );
}
