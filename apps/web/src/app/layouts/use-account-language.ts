import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../features/profile/api/update-profile.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';

/**
 * Keeps a signed-in person's account language with the language they choose in the toolbar
 * (issue 31 §5): their mails and new notifications then come in the language they read in, as
 * when they choose it in their settings. Only a choice made now is saved, never the language a
 * page happened to start in; not while an administrator acts as someone else.
 */
export function useAccountLanguage(): void {
  const { i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const updateProfile = useUpdateProfile();
  const saved = user?.locale;
  const actingAsSomeoneElse = Boolean(user?.meta?.impersonatedBy);
  const { mutate } = updateProfile;

  useEffect(() => {
    const handleLanguageChanged = (language: string) => {
      const chosen = userLocales.find((locale): locale is UserLocale => language.startsWith(locale));
      if (!chosen || saved === undefined || chosen === saved || actingAsSomeoneElse) return;
      mutate({ locale: chosen });
    };
    i18n.on('languageChanged', handleLanguageChanged);
    return () => i18n.off('languageChanged', handleLanguageChanged);
  }, [i18n, saved, actingAsSomeoneElse, mutate]);
}
