import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryCount } from '../api/get-home-vacancy-overview.ts';
import { HomeSection } from './home-section.tsx';

/** The vacancy search filtered on one category (its `category` parameter). */
export function categorySearchPath(categoryId: string): string {
  return `/vacancies/search?${new URLSearchParams({ category: categoryId }).toString()}`;
}

/** The categories with open vacancies, each a link to the search on it with how many there are. */
export function CategoryLinks({ categories }: { categories: CategoryCount[] }) {
  const { t } = useTranslation('common');
  if (categories.length === 0) return null;
  return (
    <HomeSection id="home-categories" title={t('home.categories.title')} intro={t('home.categories.intro')}>
      <ul className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={categorySearchPath(category.id)}
              className="flex h-full flex-col rounded-ui-lg border border-muted-200 bg-white px-4 py-3 hover:border-primary-500 hover:bg-primary-50 dark:border-muted-700 dark:bg-muted-900 dark:hover:bg-primary-950"
            >
              <span className="font-semibold break-words text-primary-800 dark:text-primary-200">{category.name}</span>{' '}
              <span className="text-sm text-muted-700 dark:text-muted-300">
                {t('home.counts.vacancies', { count: category.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
