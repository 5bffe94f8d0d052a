import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { toLanguage } from '@volunteerly/site/languages';
import { colorModes } from '../../../lib/theme/color-mode.ts';
import { useColorMode } from '../../../lib/theme/use-color-mode.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ChoiceGroup } from '../components/choice-group.tsx';

/**
 * /profile-edit/settings: the language (of the interface and of the e-mails,
 * saved on the account) and the colour mode (kept in this browser).
 */
export function ProfileEditSettingsPage() {
  const { t, i18n } = useTranslation('profile');
  const { t: tCommon } = useTranslation('common');
  const { t: tUi } = useTranslation('ui');
  const { mode, setMode } = useColorMode();
  const updateProfile = useUpdateProfile();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) as UserLocale;

  const handleLanguageChange = async (locale: UserLocale) => {
    await i18n.changeLanguage(locale);
    try {
      await updateProfile.mutateAsync({ locale });
      toast.add({ color: 'success', title: t('settings.languageSaved') });
    } catch {
      // The failure shows below; the interface keeps the chosen language.
    }
  };

  return (
    <div className="grid gap-8">
      {updateProfile.isError && (
        <Alert color="danger" live title={t('settings.saveFailed')}>
          {updateProfile.error.message}
        </Alert>
      )}
      <ChoiceGroup
        legend={t('settings.language')}
        name="locale"
        options={userLocales}
        value={language}
        disabled={updateProfile.isPending}
        onChange={(locale) => void handleLanguageChange(locale)}
        labelOf={(locale) => <span lang={locale}>{tCommon(`language.names.${locale}`)}</span>}
        description={t('settings.languageHint')}
      />
      <ChoiceGroup
        legend={t('settings.colorMode')}
        description={t('settings.colorModeHint')}
        name="color-mode"
        options={colorModes}
        value={mode}
        onChange={setMode}
        labelOf={(option) => tUi(`colorMode.${option}`)}
      />
    </div>
  );
}
