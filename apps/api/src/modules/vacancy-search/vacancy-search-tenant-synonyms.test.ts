import { describe, expect, it } from 'vitest';
import { createChangeWatchers, publicCatalogueChange } from '../../platform/database/change-announcements.ts';
import { createKeptTenantSynonyms, createTenantSynonyms } from './vacancy-search-tenant-synonyms.ts';
import { createSearchVocabulary, searchWordAlternatives } from './vacancy-search-words.ts';

const vocabulary = createSearchVocabulary(['wijkcentrum', 'wijkcentra', 'pit', 'koffie']);

describe('a centre’s own synonym groups in the word alternatives', () => {
  const own = createTenantSynonyms([['buurthuis', 'wijkcentrum', 'De Pit']]);

  it('gives a typed word, in another form too, the other words of its group, a phrase as words in a row', () => {
    const [alternatives] = searchWordAlternatives('buurthuizen', 'nl', vocabulary, own);
    expect(alternatives).toEqual(expect.arrayContaining(['buurthuis', 'wijkcentrum', 'de <-> pit']));
  });

  it('finds a group by a typed phrase', () => {
    expect(searchWordAlternatives('De Pit', 'nl', vocabulary, own)).toEqual([
      expect.arrayContaining(['de <-> pit', 'buurthuis', 'wijkcentrum']),
    ]);
  });

  it('leaves words outside every group as they were', () => {
    expect(searchWordAlternatives('koffie', 'nl', vocabulary, own)).toEqual(
      searchWordAlternatives('koffie', 'nl', vocabulary),
    );
  });

  it('puts the centre’s words before the forty-alternative limit cuts anything', () => {
    const letters = 'abcdefghij';
    const compounds = Array.from(
      { length: 60 },
      (_, index) => `fietsbo${letters[index % 10]}${letters[Math.floor(index / 10)]}`,
    );
    const many = createSearchVocabulary(compounds);
    const withGroup = createTenantSynonyms([['fiets', 'rijwiel']]);
    const [alternatives] = searchWordAlternatives('fiets', 'nl', many, withGroup);
    expect(alternatives).toHaveLength(40);
    expect(alternatives).toContain('rijwiel');
  });
});

describe('the kept groups of each tenant', () => {
  it('reads a tenant’s groups once, and again before the next search after a catalogue change', async () => {
    const changes = createChangeWatchers();
    let reads = 0;
    let groups = [['buurthuis', 'wijkcentrum']];
    const kept = createKeptTenantSynonyms({ watchChanges: changes.watch }, async () => {
      reads += 1;
      return groups;
    });
    expect((await kept.synonymsOf(1)).ofWord('buurthuis')).toContain('wijkcentrum');
    await kept.synonymsOf(1);
    expect(reads).toBe(1);

    groups = [['buurthuis', 'dorpshuis']];
    changes.announce(publicCatalogueChange);
    expect((await kept.synonymsOf(1)).ofWord('buurthuis')).toEqual(['buurthuis', 'dorpshuis']);
    expect(reads).toBe(2);
    kept.close();
  });

  it('does not keep groups read while a change was announced', async () => {
    const changes = createChangeWatchers();
    let release: (groups: string[][]) => void = () => {};
    let reads = 0;
    const kept = createKeptTenantSynonyms({ watchChanges: changes.watch }, () => {
      reads += 1;
      return new Promise<string[][]>((resolve) => (release = resolve));
    });
    const first = kept.synonymsOf(1);
    changes.announce(publicCatalogueChange);
    release([['oud', 'verouderd']]);
    await first;
    const second = kept.synonymsOf(1);
    release([]);
    await second;
    expect(reads).toBe(2);
    kept.close();
  });
});
