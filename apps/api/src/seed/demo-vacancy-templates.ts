import type { Availability, Weekday } from '@volunteerly/contracts/users';
import type { VacancyCommitmentKind, VacancySuitableFor } from '@volunteerly/contracts/vacancies';
import { careDemoVacancyTemplates } from './demo-vacancy-templates-care.ts';
import { eventDemoVacancyTemplates } from './demo-vacancy-templates-events.ts';
import { learningDemoVacancyTemplates } from './demo-vacancy-templates-learning.ts';
import { outdoorDemoVacancyTemplates } from './demo-vacancy-templates-outdoors.ts';

/**
 * When in the year dated work (a one-off or a period) happens: the seed dates
 * it in the coming season, counted from the day it runs.
 */
export interface DemoSeason {
  /** The months (1 to 12) every one of its days falls in. */
  months: number[];
  /** The weekday its first day is (a Saturday for a festival day). */
  startsOn?: Weekday;
  /** The days of the month its first day may be (e.g. [8, 21] for an intocht mid-November). */
  startDays?: [number, number];
  /** How many days it lasts, first and last included (1 for a one-off). */
  days: number;
}

/** A kind of volunteer work the demo vacancies are written from. */
export interface DemoVacancyTemplate {
  title: string;
  summary: string;
  /** Paragraphs of the description (plain text; turned into simple HTML). */
  tasks: string[];
  category: string;
  skills: string[];
  targetGroup?: string;
  commitment: VacancyCommitmentKind;
  /** Weekly work: the hours a week its text names (the card shows them). Monthly work has none. */
  hoursPerWeek?: number;
  /** Recurring work: the days and parts of the day its text names. */
  dayParts?: Availability;
  /** Dated work tied to a time of year. Dated work without one starts in the coming weeks. */
  season?: DemoSeason;
  vog?: boolean;
  minimumAge?: number;
  suitableFor?: VacancySuitableFor[];
  /** How many volunteers it asks for: the lowest and highest number. */
  places: [number, number];
  /** Work that can be done online or from home. */
  remote?: 'remote' | 'at_home';
  /** Work at people's homes or in the streets: offered per neighbourhood, not at the organisation's address. */
  inNeighbourhoods?: boolean;
}

/** The kinds of work (realistic Dutch volunteering, as the big vacancy banks list it). */
export const demoVacancyTemplates: DemoVacancyTemplate[] = [
  ...careDemoVacancyTemplates,
  ...learningDemoVacancyTemplates,
  ...outdoorDemoVacancyTemplates,
  ...eventDemoVacancyTemplates,
];

const templatesByTitle = new Map(demoVacancyTemplates.map((template) => [template.title, template]));

/** The template with this title; a demo organisation offering an unknown one is a mistake in the seed. */
export function demoVacancyTemplate(title: string): DemoVacancyTemplate {
  const template = templatesByTitle.get(title);
  if (!template) throw new Error(`no demo vacancy template is called '${title}'`);
  return template;
}
