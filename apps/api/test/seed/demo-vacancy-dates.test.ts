import { describe, expect, it } from 'vitest';
import {
  addDays,
  demoVacancySchedule,
  fitsSeason,
  minimumLeadDays,
  monthOf,
} from '../../src/seed/demo-vacancy-schedule.ts';
import { demoVacancyRegions } from '../../src/seed/demo-vacancy-places.ts';
import { seededRandom } from '../../src/seed/demo-vacancy-plan.ts';
import { demoVacancyTemplates } from '../../src/seed/demo-vacancy-templates.ts';
import { plannedDemoVacancies } from './demo-seed-plan.ts';

/** Every fifth day over two years, plus the days around the turn of each season. */
const todays = [
  ...Array.from({ length: 146 }, (_, index) => addDays('2026-01-01', index * 5)),
  '2026-11-14',
  '2026-11-15',
  '2026-11-26',
  '2026-12-18',
  '2026-12-31',
  '2027-02-28',
  '2027-07-31',
];
const dated = demoVacancyTemplates.filter((template) => template.commitment !== 'recurring');
const seasonal = dated.filter((template) => template.season);

const dutchMonths = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
/** Words that tie work to months of the year. */
const seasonWords: [RegExp, number[]][] = [
  [/zomer/i, [6, 7, 8]],
  [/kerst/i, [12]],
  [/sinterklaas|intocht|pepernoten/i, [11, 12]],
  [/avondvierdaagse/i, [5, 6]],
  [/koningsdag/i, [4]],
  [/plantseizoen|bomen planten/i, [11, 12, 1, 2, 3]],
];

/** The months the words of a text tie it to; empty when it names none. */
function monthsNamedIn(text: string): number[][] {
  const named = dutchMonths.flatMap((month, index) =>
    new RegExp(`\\b${month}\\b`, 'i').test(text) ? [[index + 1]] : [],
  );
  return [...named, ...seasonWords.filter(([words]) => words.test(text)).map(([, months]) => months)];
}

describe('the dates of the demo vacancies', () => {
  it('come from templates whose dated work either has a season or none of the words of one', () => {
    for (const template of dated.filter((item) => !item.season)) {
      expect(
        monthsNamedIn(`${template.title} ${template.summary} ${template.tasks.join(' ')}`),
        template.title,
      ).toEqual([]);
    }
  });

  it.each(seasonal.map((template) => [template.title, template] as const))(
    "date '%s' inside its season, whatever day the seed runs",
    (_title, template) => {
      const random = seededRandom(template.title);
      for (const today of todays) {
        const { startsOn, endsOn, expiresOn } = demoVacancySchedule(template, today, random);
        expect(startsOn! >= addDays(today, minimumLeadDays), `${today}: starts ${startsOn}`).toBe(true);
        expect(fitsSeason(template.season!, startsOn!), `${today}: starts ${startsOn}`).toBe(true);
        expect(monthOf(endsOn ?? startsOn!), `${today}: ends ${endsOn}`).toSatisfy((month: number) =>
          template.season!.months.includes(month),
        );
        // Applications close before the work starts, and not before tomorrow.
        expect(expiresOn! > today && expiresOn! <= startsOn!, `${today}: closes ${expiresOn}`).toBe(true);
        // It is the coming season, not next year's while this year's can still be reached.
        expect(startsOn! <= addDays(today, minimumLeadDays + 366)).toBe(true);
      }
    },
  );

  it('mention only months and seasons that the dates of the work fall in', () => {
    for (const template of seasonal) {
      const named = monthsNamedIn(`${template.title} ${template.summary} ${template.tasks.join(' ')}`);
      for (const months of named) {
        expect(
          months.some((month) => template.season!.months.includes(month)),
          `${template.title}: ${months.join(', ')}`,
        ).toBe(true);
      }
    }
  });

  it.each(Object.keys(demoVacancyRegions))(
    'keep the vacancies of %s current: one-offs ahead, periods in order, nothing published past its expiry',
    (key) => {
      for (const today of ['2026-11-26', '2027-03-15', '2027-07-01']) {
        for (const { row } of plannedDemoVacancies(key, today)) {
          const label = `${today}: ${row.title}`;
          if (row.commitmentKind === 'one_off') {
            expect(row.startsOn! > today, label).toBe(true);
            expect(row.endsOn, label).toBeNull();
          }
          if (row.commitmentKind === 'period') expect(row.startsOn! <= row.endsOn!, label).toBe(true);
          if (row.commitmentKind === 'recurring') expect([row.startsOn, row.endsOn], label).toEqual([null, null]);
          if (row.expiresOn) {
            expect(row.expiresOn > today, label).toBe(true);
            expect(row.expiresOn <= (row.endsOn ?? row.startsOn ?? row.expiresOn), label).toBe(true);
          }
          if (row.publishedAt) expect(row.publishedAt.getTime(), label).toBeLessThan(Date.parse(`${today}T09:00:01Z`));
        }
      }
    },
  );
});
