import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { VacancySearchResult } from '../../../lib/vacancies/vacancy-types.ts';
import { HomeSection } from './home-section.tsx';
import { HomeVacancyCard } from './home-vacancy-card.tsx';

/** The newest vacancies as cards, and the way on to all of them. */
export function NewestVacancies({ vacancies }: { vacancies: VacancySearchResult[] }) {
  const { t } = useTranslation('common');
  return (
    <HomeSection id="home-newest" title={t('home.newest.title')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {vacancies.map((vacancy, index) => (
          <li key={vacancy.id}>
            <HomeVacancyCard vacancy={vacancy} tone={index} />
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <ButtonLink to="/vacancies/search" variant="outline" color="primary" size="lg">
          {t('home.newest.all')}
          <span aria-hidden="true">→</span>
        </ButtonLink>
      </p>
    </HomeSection>
  );
}
