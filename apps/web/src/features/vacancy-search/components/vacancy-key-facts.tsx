import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { commitmentOf, openPlacesOf, placeOf } from './vacancy-labels.ts';

/**
 * What a volunteer scans first (issue 14 §2), at the top of the vacancy: where, how much time and
 * when, whether a VOG is asked and how many places are left. The full list is under 'Praktisch'.
 */
export function VacancyKeyFacts({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useTranslation('vacancy-search');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const facts: { icon: IconName; text: string; key: string }[] = [
    { key: 'where', icon: 'map-pin', text: placeOf(vacancy, t) },
    { key: 'when', icon: 'clock', text: commitmentOf(vacancy, t, language) },
    {
      key: 'vog',
      icon: 'shield-check',
      text: vacancy.vogRequired ? t('facts.vogRequired') : t('facts.vogNotRequired'),
    },
    {
      key: 'places',
      icon: 'user-group',
      text: vacancy.isFull ? t('facts.full') : openPlacesOf(vacancy, t),
    },
  ];
  return (
    <ul
      aria-label={t('detail.keyFacts')}
      className="mb-8 grid grid-cols-1 gap-x-6 gap-y-3 rounded-ui-lg border border-muted-200 bg-muted-50 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-muted-800 dark:bg-muted-900"
    >
      {facts.map((fact) => (
        <li key={fact.key} className="flex items-start gap-2 text-text">
          <Icon name={fact.icon} className="mt-0.5 size-5 text-primary-700 dark:text-primary-300" />
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  );
}
