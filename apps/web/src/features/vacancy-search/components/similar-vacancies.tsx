import { useTranslation } from 'react-i18next';
import { useSimilarVacancies } from '../api/list-similar-vacancies.ts';
import { VacancyCard } from './vacancy-card.tsx';

/** Up to four vacancies like this one; nothing at all when there are none or they fail to load. */
export function SimilarVacancies({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation('vacancy-search');
  const similar = useSimilarVacancies(vacancyId);
  // A side list: when it cannot load, the page is still complete without it.
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <section aria-labelledby="similar-vacancies" className="mt-12">
      <h2 id="similar-vacancies" className="mb-4 font-heading text-xl font-semibold text-text">
        {t('detail.similar')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {similar.data.map((vacancy) => (
          <li key={vacancy.id}>
            <VacancyCard vacancy={vacancy} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
