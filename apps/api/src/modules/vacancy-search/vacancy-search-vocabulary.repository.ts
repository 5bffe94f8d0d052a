import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import { todayInNetherlands } from '../vacancies/vacancy-fields.ts';
import { publicVacancyCondition } from '../figures/figure-definitions.repository.ts';
import { rowsOf } from './vacancy-search.repository.ts';

/** How many words a vocabulary holds at most (the most used first): enough for any centre's own words. */
const maximumWords = 50_000;

/**
 * The distinct words (lower case, letters only, three to forty letters) of the tenant's public
 * vacancies' titles, summaries and descriptions (without their tags): the vocabulary a typed word
 * is matched to (decision 025). The letters are those vacancy-search-words.ts splits typed text on.
 * Public as of the day it is read: it is kept until the catalogue changes, so words of a vacancy
 * that expired since may linger, which only widens the words a typo is matched to.
 */
export async function findVocabularyWords(scope: TenantScope): Promise<string[]> {
  const result = await scope.transaction.execute(sql`
    select word from (
      select regexp_split_to_table(
        lower(${vacancies.title} || ' ' || ${vacancies.summary} || ' '
          || regexp_replace(${vacancies.descriptionHtml}, '<[^>]*>', ' ', 'g')),
        '[^a-zà-öø-ÿ]+') as word
      from ${vacancies}
      where ${vacancies.tenantId} = ${scope.tenantId} and ${publicVacancyCondition(todayInNetherlands())}
    ) as words
    where length(word) between 3 and 40
    group by word order by count(*) desc, word limit ${maximumWords}`);
  return rowsOf<{ word: string }>(result).map((row) => row.word);
}
