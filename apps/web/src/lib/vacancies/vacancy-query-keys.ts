/**
 * The one key of a vacancy's document, shared by the public page and the back
 * office (both ask for the same include), so a change invalidates one entry.
 */
export const vacancyDetailQueryKeys = {
  all: ['vacancies', 'detail'] as const,
  detail: (id: string) => ['vacancies', 'detail', id] as const,
};
