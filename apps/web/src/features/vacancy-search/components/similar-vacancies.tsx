import { useTranslation } from 'react-i18next';
import { useIsNearScreen } from '../../../lib/document/use-is-near-screen.ts';
import { useSimilarVacancies } from '../api/list-similar-vacancies.ts';
import { VacancyCard } from './vacancy-card.tsx';

/** How far below the screen the list is asked for, so it is there when scrolled to. */
const loadAheadMargin = '400px';

/**
 * Up to four vacancies like this one, asked for when the end of the page nears the screen (issue 31
 * §6: rendering them while the page starts blocked a phone's main thread); nothing at all when
 * there are none or they fail to load.
 */
export function SimilarVacancies({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation('vacancy-search');
  const [placeholderRef, isNearScreen] = useIsNearScreen(loadAheadMargin);
  const similar = useSimilarVacancies(vacancyId, { enabled: isNearScreen });
  // A side list: when it cannot load, the page is still complete without it.
  if (!similar.data || similar.data.length === 0) return <div ref={placeholderRef} aria-hidden="true" />;
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
