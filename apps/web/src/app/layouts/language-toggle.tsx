import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { supportedLanguages, toLanguage } from '../../lib/i18n/languages.ts';

/**
 * The toolbar's language switch (nl/en); the choice is kept in the 'locale' cookie. Each language
 * is a button of a GET form of this page with `?lang=`: before the app has taken a server-rendered
 * page over, a choice loads the page in that language (the server remembers it); after, the app
 * switches in place.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const [, setSearchParams] = useSearchParams();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const keptParameters = [...new URLSearchParams(search)].filter(([name]) => name !== 'lang');

  const handleChoose = (event: MouseEvent<HTMLButtonElement>, language: string) => {
    event.preventDefault();
    void i18n.changeLanguage(language);
    // An address that names its language (?lang=) names the new one: a reload keeps the choice.
    if (new URLSearchParams(search).has('lang')) {
      setSearchParams(
        (current) => {
          current.set('lang', language);
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  return (
    <form method="get" action={pathname} className="inline-flex">
      {keptParameters.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <div
        role="group"
        aria-label={t('language.label')}
        className="inline-flex rounded-full border border-muted-300 p-0.5 dark:border-muted-700"
      >
        {supportedLanguages.map((language) => (
          <button
            key={language}
            type="submit"
            name="lang"
            value={language}
            lang={language}
            aria-pressed={language === current}
            onClick={(event) => handleChoose(event, language)}
            className="rounded-full px-2.5 py-1 text-sm font-semibold text-muted-700 hover:bg-muted-100 aria-pressed:bg-primary-700 aria-pressed:text-white dark:text-muted-200 dark:hover:bg-muted-800 dark:aria-pressed:bg-primary-300 dark:aria-pressed:text-neutral-950"
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="sr-only">{t(`language.names.${language}`)}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
