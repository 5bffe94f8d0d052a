import { describe, expect, it } from 'vitest';
import { weekdayOf, addDays } from '../../src/seed/demo-vacancy-schedule.ts';
import { demoVacancyRegions } from '../../src/seed/demo-vacancy-places.ts';
import { plannedDemoVacancies } from './demo-seed-plan.ts';

const numberWords: Record<string, number> = {
  een: 1,
  één: 1,
  eén: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  anderhalf: 1.5,
};
const weekdayWords = {
  maandag: 'monday',
  dinsdag: 'tuesday',
  woensdag: 'wednesday',
  donderdag: 'thursday',
  vrijdag: 'friday',
  zaterdag: 'saturday',
  zondag: 'sunday',
} as const;
const dayPartWords = { ochtend: 'morning', middag: 'afternoon', avond: 'evening' } as const;

/** Target groups one works with closely enough to need a VOG (certificate of conduct). */
const groupsNeedingVog = ['Kinderen', 'Jongeren', 'Mensen met een beperking', 'Dak- en thuislozen', 'Mantelzorgers'];

/** The plain text a volunteer reads: summary and description without tags. */
const textOf = (row: { summary?: string; descriptionHtml?: string }) =>
  `${row.summary ?? ''} ${(row.descriptionHtml ?? '').replace(/<[^>]+>/g, ' ')}`;

/** Every 'N uur per week' (or per maand) the text says, as numbers. */
function hoursNamed(text: string, per: 'week' | 'maand'): number[] {
  return [...text.matchAll(new RegExp(`(\\S+) uur per ${per}`, 'gi'))].map(([, word]) => {
    const value = numberWords[word!.toLowerCase()] ?? Number(word);
    return Number.isNaN(value) ? -1 : value;
  });
}

/** The weekdays the text names, each with the part of the day when it says so ('zaterdagochtend'). */
function weekdaysNamed(text: string) {
  return [
    ...text.matchAll(/(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)(ochtend|middag|avond)?/gi),
  ].map(([, day, part]) => ({
    weekday: weekdayWords[day!.toLowerCase() as keyof typeof weekdayWords],
    part: part ? dayPartWords[part.toLowerCase() as keyof typeof dayPartWords] : undefined,
  }));
}

const everyVacancy = Object.keys(demoVacancyRegions).flatMap((key) =>
  plannedDemoVacancies(key, '2026-11-26').map(({ row, tagNames }) => ({ key, row, tagNames, text: textOf(row) })),
);

describe('the facts of the demo vacancies', () => {
  it('show on the card the hours a week their text names, and none for monthly work', () => {
    for (const { key, row, text } of everyVacancy) {
      const weekly = hoursNamed(text, 'week');
      const label = `${key}: ${row.title}`;
      if (row.hoursPerWeek) expect(weekly, label).toEqual(weekly.map(() => row.hoursPerWeek));
      if (row.hoursPerWeek) expect(weekly.length, label).toBeGreaterThan(0);
      else expect(weekly, label).toEqual([]);
      if (hoursNamed(text, 'maand').length > 0) expect(row.hoursPerWeek, label).toBeNull();
    }
  });

  it('name only weekdays and parts of the day that their days say', () => {
    for (const { key, row, text } of everyVacancy) {
      const label = `${key}: ${row.title}`;
      for (const { weekday, part } of weekdaysNamed(text)) {
        if (row.commitmentKind === 'recurring') {
          expect(Object.keys(row.dayParts ?? {}), `${label}: ${weekday}`).toContain(weekday);
          if (part) expect(row.dayParts?.[weekday], `${label}: ${weekday} ${part}`).toContain(part);
        } else {
          // Dated work: the named weekday falls on one of its days.
          const days = Array.from({ length: 7 }, (_, index) => addDays(row.startsOn!, index)).filter(
            (day) => day <= (row.endsOn ?? row.startsOn!),
          );
          expect(days.map(weekdayOf), `${label}: ${weekday}`).toContain(weekday);
        }
      }
    }
  });

  it('ask a VOG for work with children, young people and people who are vulnerable, and say so', () => {
    for (const { key, row, text, tagNames } of everyVacancy) {
      const label = `${key}: ${row.title}`;
      const vulnerable = groupsNeedingVog.some((group) => tagNames.includes(`target_group:${group}`));
      // A 'maatje' works one to one with someone, often at home.
      if (vulnerable || /maatje/i.test(row.title)) expect(row.vogRequired, label).toBe(true);
      if (row.vogRequired) {
        expect(text, label).toContain('VOG');
        expect(row.minimumAge, label).not.toBeNull();
      } else {
        expect(text, label).not.toContain('VOG');
      }
    }
  });

  it('fit the people they are suitable for to the text: languages, ages and places', () => {
    for (const { key, row, tagNames } of everyVacancy) {
      const label = `${key}: ${row.title}`;
      const suitableFor = row.suitableFor ?? [];
      // Work in and about the Dutch language is not for people who do not speak it.
      if (tagNames.includes('category:Onderwijs en taal')) expect(suitableFor, label).not.toContain('without_dutch');
      if (suitableFor.includes('without_dutch')) expect(row.languages?.length, label).toBeGreaterThan(1);
      if (suitableFor.includes('young_people')) expect(row.minimumAge ?? 0, label).toBeLessThanOrEqual(16);
      expect(row.places, label).toBeGreaterThanOrEqual(1);
      expect(row.languages, label).toContain('nl');
    }
  });
});
