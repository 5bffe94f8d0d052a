import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { deleteFavoritesOfUser, findFavoritesOfUser } from './vacancy-favorites.repository.ts';

/** The vacancies they saved. Erasure forgets them; the vacancies themselves are the organisation's. */
export const vacanciesPersonalData = {
  module: 'vacancies',
  tables: [{ table: 'vacancy_favorites', column: 'user_id', section: 'favorite_vacancies', erase: 'remove' }],
  async export(scope, person) {
    const favorites = await findFavoritesOfUser(scope, person.id);
    return {
      favorite_vacancies: favorites.map((favorite) => ({
        vacancy_id: String(favorite.vacancyId),
        title: favorite.title,
        saved_at: favorite.createdAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    await deleteFavoritesOfUser(scope, person.id);
  },
} as const satisfies PersonalDataPart;
