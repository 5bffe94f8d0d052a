import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPlacesOf } from './vacancy-labels.ts';

describe('openPlacesOf', () => {
  beforeAll(async () => {
    await i18next.loadNamespaces('vacancy-search');
    await i18next.loadLanguages('en');
  });
  const nl = () => i18next.getFixedT('nl', 'vacancy-search');
  const en = () => i18next.getFixedT('en', 'vacancy-search');

  it('says how many places are open while nobody took one, without "1 of the 1"', () => {
    expect(openPlacesOf({ places: 1, placesTaken: 0 }, nl())).toBe('1 plaats vrij');
    expect(openPlacesOf({ places: 4, placesTaken: 0 }, nl())).toBe('4 plaatsen vrij');
    expect(openPlacesOf({ places: 1, placesTaken: 0 }, en())).toBe('1 place open');
  });

  it('says how many of all places are left once some are taken', () => {
    expect(openPlacesOf({ places: 3, placesTaken: 1 }, nl())).toBe('Nog 2 van de 3 plaatsen vrij');
    expect(openPlacesOf({ places: 3, placesTaken: 2 }, en())).toBe('1 of 3 places left');
  });
});
