import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { segmentedControlClasses, segmentedOptionLook } from '../../components/ui/segmented-control-classes.ts';
import { supportedLanguages, toLanguage } from '@volunteerly/site/languages';

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
      <div role="group" aria-label={t('language.label')} className={segmentedControlClasses}>
        {supportedLanguages.map((language) => (
          <button
            key={language}
            type="submit"
            name="lang"
            value={language}
            lang={language}
            aria-pressed={language === current}
            onClick={(event) => handleChoose(event, language)}
            className={`px-2.5 py-1 text-sm font-semibold ${segmentedOptionLook}`}
          >
            <span aria-hidden="true">{language.toUpperCase()}</span>
            <span className="sr-only">{t(`language.names.${language}`)}</span>
          </button>
        ))}
      </div>
    </form>
  );
}
