import type { Vacancy, VacancyAbilities } from '../../../lib/vacancies/vacancy-types.ts';

/** Query keys of the vacancy back office: every list, one vacancy, the tag and organisation options. */
export const vacancyQueryKeys = {
  all: ['vacancies', 'management'] as const,
  lists: ['vacancies', 'management', 'list'] as const,
  tags: ['tags', 'vacancy-options'] as const,
  organizations: ['organizations', 'vacancy-options'] as const,
};

/** A vacancy's abilities (`meta.abilities`), every one false unless the API grants it. */
export function abilitiesOf(vacancy: Pick<Vacancy, 'meta'>): Required<VacancyAbilities> {
  const abilities = vacancy.meta?.abilities ?? {};
  return {
    update: abilities.update === true,
    publish: abilities.publish === true,
    close: abilities.close === true,
    reopen: abilities.reopen === true,
    archive: abilities.archive === true,
    restore: abilities.restore === true,
    delete: abilities.delete === true,
    apply: abilities.apply === true,
    viewApplications: abilities.viewApplications === true,
  };
}
