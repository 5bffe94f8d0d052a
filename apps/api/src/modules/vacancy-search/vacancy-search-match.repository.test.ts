import { describe, expect, it } from 'vitest';
import { alternativesQueryText } from './vacancy-search-match.repository.ts';

describe('the tsquery of the typed words and their alternatives', () => {
  it('lists the forms and compounds of each word, never a costly prefix', () => {
    expect(
      alternativesQueryText(
        [
          ['fietsen', 'fiets', 'fietsmaatje'],
          ['maatje', 'taalmaatje'],
        ],
        false,
      ),
    ).toBe('(fietsen | fiets | fietsmaatje) & (maatje | taalmaatje)');
  });

  it('keeps a word the vocabulary does not know as it was typed', () => {
    expect(alternativesQueryText([['duofietsen'], ['de <-> pit']], false)).toBe('(duofietsen) & (de <-> pit)');
  });

  it('joins the words with "or" when any typed word may match', () => {
    expect(alternativesQueryText([['muziek'], ['maken']], true)).toBe('(muziek) | (maken)');
  });
});
