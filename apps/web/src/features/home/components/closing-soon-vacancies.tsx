import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/i18n/date-format.ts';
import { dateTimeFormat } from '../../../lib/i18n/intl-formats.ts';
import type { ClosingVacancy } from '../api/list-closing-soon-vacancies.ts';
import { HomeSection } from './home-section.tsx';
import { placeOf, VacancyTitleLink } from './home-vacancy-card.tsx';

/** The closing day as a small calendar leaf ('12 / dec.'); decorative, the sentence beside it says the date. */
function CalendarLeaf({ day, language }: { day: string; language: string }) {
  const date = new Date(`${day}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 flex-col items-center justify-center rounded-ui bg-tertiary-100 text-tertiary-900 dark:bg-tertiary-900 dark:text-tertiary-50"
    >
      <span className="text-xl/none font-bold">{part({ day: 'numeric' })}</span>
      <span className="mt-0.5 text-xs font-semibold uppercase">{part({ month: 'short' })}</span>
    </span>
  );
}

function ClosingVacancyItem({ vacancy }: { vacancy: ClosingVacancy }) {
  const { t, i18n } = useTranslation('common');
  const { formatDate } = useDateFormat();
  const place = placeOf(vacancy, t);
  return (
    <article className="relative flex h-full gap-4 rounded-ui-lg border border-muted-200 bg-white p-4 shadow-xs hover:border-primary-500 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-700 dark:border-muted-700 dark:bg-muted-900 dark:has-[a:focus-visible]:outline-primary-300">
      <CalendarLeaf day={vacancy.expiresOn} language={i18n.resolvedLanguage ?? i18n.language} />
      <div className="min-w-0">
        <h3 className="font-heading font-semibold break-words">
          <VacancyTitleLink vacancy={vacancy} />
        </h3>
        <p className="text-sm break-words text-muted-700 dark:text-muted-300">
          {[vacancy.organizationName, place].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-sm font-semibold text-text">
          <time dateTime={vacancy.expiresOn}>
            {t('home.closingSoon.closesOn', { date: formatDate(vacancy.expiresOn) })}
          </time>
        </p>
      </div>
    </article>
  );
}

/** The vacancies that close soonest, each with its closing date; nothing when none has one. */
export function ClosingSoonVacancies({ vacancies }: { vacancies: ClosingVacancy[] }) {
  const { t } = useTranslation('common');
  if (vacancies.length === 0) return null;
  return (
    <HomeSection id="home-closing-soon" title={t('home.closingSoon.title')} intro={t('home.closingSoon.intro')}>
      <ul className="grid gap-3 md:grid-cols-2">
        {vacancies.map((vacancy) => (
          <li key={vacancy.id}>
            <ClosingVacancyItem vacancy={vacancy} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
