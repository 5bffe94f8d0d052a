import { differenceCiede2000, wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { monogramColor, monogramInitials, organizationMonogram } from './organization-monogram.ts';

describe("an organisation's monogram", () => {
  it('takes the first letters of the first two words that name it, not the kind of body', () => {
    expect(monogramInitials('Stichting Buurtkracht')).toBe('B');
    expect(monogramInitials('Voedselbank Utrecht')).toBe('VU');
    expect(monogramInitials('Buurthuis Oog in Al')).toBe('BO');
    expect(monogramInitials('Vereniging van de Zonnebloem')).toBe('Z');
    expect(monogramInitials("Scouting 't Gooi")).toBe('SG');
    expect(monogramInitials('De Stichting')).toBe('DS');
  });

  it('is white on a colour dark enough to read (WCAG AA, 4.5:1) for every id', () => {
    for (let id = 1; id <= 2000; id += 1) {
      expect(wcagContrast(monogramColor(id), '#ffffff'), `id ${id}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives neighbouring organisations clearly different colours, the same one on every read', () => {
    const colors = Array.from({ length: 60 }, (_, index) => monogramColor(index + 1));
    expect(new Set(colors).size).toBe(60);
    const difference = differenceCiede2000();
    for (let index = 1; index < colors.length; index += 1) {
      expect(difference(colors[index - 1]!, colors[index]!), `ids ${index} and ${index + 1}`).toBeGreaterThan(10);
    }
    expect(monogramColor(7)).toBe(monogramColor(7));
  });

  it('is an SVG without script or outside links, escaped, described by the name', () => {
    const picture = organizationMonogram({ id: 3, name: '<Script> & Co' });
    const svg = decodeURIComponent(picture.url.replace('data:image/svg+xml,', ''));
    expect(svg).not.toMatch(/<script|href=|<Script/i);
    expect(picture.alt).toEqual({ nl: '<Script> & Co', en: '<Script> & Co' });
    expect(picture.previewUrl).toBe('/api/default_pictures/samen.png');
  });
});
