import { describe, expect, it } from 'vitest';
import { lightStem } from './vacancy-search-word-forms.ts';
import { createSearchVocabulary, editDistance, searchWordAlternatives } from './vacancy-search-words.ts';

const vocabulary = createSearchVocabulary([
  'fiets',
  'fietsen',
  'fietsmaatje',
  'duofiets',
  'maatje',
  'taal',
  'taalmaatje',
  'wandeling',
  'wandelmaatje',
  'honden',
  'honderden',
  'statushouder',
  'ouderen',
  'buurt',
  'buurtbus',
  'business',
  'voedselbank',
  'voedselpakketten',
  'penningmeester',
]);

describe('the alternatives of typed words', () => {
  it('strips Dutch inflections to compare words', () => {
    expect(['fietsen', 'fietst', 'fiets', 'wandelingen', 'boodschappen', 'koken'].map(lightStem)).toEqual([
      'fiets',
      'fiets',
      'fiets',
      'wandel',
      'boodschap',
      'koken',
    ]);
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('vrijwilliegr', 'vrijwilliger', 2)).toBe(1);
    expect(editDistance('taalmatje', 'taalmaatje', 1)).toBe(1);
    expect(editDistance('fiets', 'penningmeester', 2)).toBe(3);
  });

  it('gives a word its forms and compounds from the vocabulary', () => {
    expect(searchWordAlternatives('fietsen', 'nl', vocabulary)).toEqual([['fietsen', 'fiets', 'fietsmaatje']]);
    // A compound that ends in the word, after a first part the vocabulary does not know, is left out.
    expect(searchWordAlternatives('fiets', 'nl', vocabulary)[0]).not.toContain('duofiets');
    expect(searchWordAlternatives('maatje', 'nl', vocabulary)[0]).toEqual(
      expect.arrayContaining(['maatje', 'fietsmaatje', 'taalmaatje', 'wandelmaatje']),
    );
    expect(searchWordAlternatives('bus', 'nl', vocabulary)).toEqual([['bus', 'buurtbus']]);
  });

  it('leaves out words that only share letters', () => {
    expect(searchWordAlternatives('hond', 'nl', vocabulary)).toEqual([['hond', 'honden']]);
    expect(searchWordAlternatives('ouder', 'nl', vocabulary)[0]).toContain('ouderen');
    expect(searchWordAlternatives('ouder', 'nl', vocabulary)[0]).not.toContain('statushouder');
  });

  it('corrects a typo only when the word matches nothing', () => {
    expect(searchWordAlternatives('penningmeeser', 'nl', vocabulary)).toEqual([['penningmeeser', 'penningmeester']]);
    expect(searchWordAlternatives('voedelbank', 'nl', vocabulary)).toEqual([['voedelbank', 'voedselbank']]);
  });

  it('adds synonyms, and English words only on an English page', () => {
    expect(searchWordAlternatives('senioren', 'nl', vocabulary)[0]).toEqual(
      expect.arrayContaining(['senioren', 'ouderen', 'bejaarden']),
    );
    expect(searchWordAlternatives('bike', 'en', vocabulary)[0]).toEqual(
      expect.arrayContaining(['fiets', 'fietsen', 'duofiets', 'fietsmaatje']),
    );
    expect(searchWordAlternatives('bike', 'nl', vocabulary)).toEqual([['bike']]);
    expect(searchWordAlternatives('the language buddy', 'en', vocabulary)[0]).toEqual(
      expect.arrayContaining(['taalmaatje']),
    );
  });

  it('skips stop words and keeps only letters', () => {
    expect(searchWordAlternatives('koken voor de buurt!', 'nl', vocabulary)).toEqual([
      ['koken'],
      ['buurt', 'buurtbus'],
    ]);
    expect(searchWordAlternatives('voor de', 'nl', vocabulary)).toEqual([]);
  });
});
