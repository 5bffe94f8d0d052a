import { weekdays } from '@volunteerly/contracts/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { commitmentOf, openPlacesOf } from './vacancy-labels.ts';

const linkClasses = 'font-semibold text-primary-800 underline underline-offset-2 break-words dark:text-primary-200';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-text">{term}</dt>
      <dd className="mt-1 text-text sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The practical facts of a vacancy: where, when, age, VOG, whom it suits, languages, places and contact. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useTranslation('vacancy-search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const addressLines = [
    [vacancy.street, vacancy.houseNumber].filter(Boolean).join(' '),
    [vacancy.postcode, vacancy.city].filter(Boolean).join(' '),
  ].filter(Boolean);
  const days = weekdays.filter((day) => (vacancy.dayParts?.[day]?.length ?? 0) > 0);
  return (
    <dl className="divide-y divide-muted-200 dark:divide-muted-800">
      <Fact term={t('facts.where')}>
        {vacancy.locationKind === 'address' ? (
          <address className="not-italic">
            {addressLines.length > 0
              ? addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))
              : t('where.unknownCity')}
          </address>
        ) : (
          t(vacancy.locationKind === 'remote' ? 'where.remote' : 'where.atHome')
        )}
      </Fact>
      <Fact term={t('facts.when')}>
        <p>{commitmentOf(vacancy, t, language)}</p>
        {vacancy.commitmentKind === 'recurring' && days.length > 0 && (
          <ul className="mt-1 list-disc ps-5" aria-label={t('facts.dayParts')}>
            {days.map((day) => (
              <li key={day}>
                {t('facts.dayWithParts', {
                  day: t(`weekdays.${day}`),
                  parts: (vacancy.dayParts[day] ?? []).map((part) => t(`dayParts.${part}`)).join(', '),
                })}
              </li>
            ))}
          </ul>
        )}
      </Fact>
      {vacancy.minimumAge != null && vacancy.minimumAge > 0 && (
        <Fact term={t('facts.minimumAge')}>{t('facts.years', { count: vacancy.minimumAge })}</Fact>
      )}
      <Fact term={t('facts.vog')}>{vacancy.vogRequired ? t('facts.vogRequired') : t('facts.vogNotRequired')}</Fact>
      {vacancy.suitableFor.length > 0 && (
        <Fact term={t('facts.suitableFor')}>
          {vacancy.suitableFor.map((group) => t(`suitableFor.${group}`)).join(', ')}
        </Fact>
      )}
      {vacancy.languages.length > 0 && (
        <Fact term={t('facts.languages')}>
          {vacancy.languages.map((code) => t(`languageNames.${code}`, { ns: 'common' })).join(', ')}
        </Fact>
      )}
      <Fact term={t('facts.places')}>
        {vacancy.isFull ? (
          <span className="font-semibold text-warning-900 dark:text-warning-100">{t('facts.full')}</span>
        ) : (
          openPlacesOf(vacancy, t)
        )}
      </Fact>
      {(vacancy.contactName || vacancy.contactEmail || vacancy.contactPhone) && (
        <Fact term={t('facts.contact')}>
          {vacancy.contactName && <span className="block">{vacancy.contactName}</span>}
          {vacancy.contactEmail && (
            <a href={`mailto:${vacancy.contactEmail}`} className={`${linkClasses} block`}>
              {vacancy.contactEmail}
            </a>
          )}
          {vacancy.contactPhone && (
            <a href={`tel:${vacancy.contactPhone.replace(/\s+/g, '')}`} className={`${linkClasses} block`}>
              {vacancy.contactPhone}
            </a>
          )}
        </Fact>
      )}
    </dl>
  );
}
