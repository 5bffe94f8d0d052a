import { useTranslation } from 'react-i18next';
import { supportedLanguages, toLanguage } from '../../lib/i18n/languages.ts';

/** The toolbar's language switch (nl/en); the choice is kept in the 'locale' cookie by i18next. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className="inline-flex rounded-full border border-muted-300 p-0.5 dark:border-muted-700"
    >
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => void i18n.changeLanguage(language)}
          className="rounded-full px-2.5 py-1 text-sm font-semibold text-muted-700 hover:bg-muted-100 aria-pressed:bg-primary-700 aria-pressed:text-white dark:text-muted-200 dark:hover:bg-muted-800 dark:aria-pressed:bg-primary-300 dark:aria-pressed:text-neutral-950"
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="sr-only">{t(`language.names.${language}`)}</span>
        </button>
      ))}
    </div>
  );
}
