import type { Availability, Weekday } from '@volunteerly/contracts/users';
import type { VacancyCommitmentKind, VacancySuitableFor } from '@volunteerly/contracts/vacancies';
import { careDemoVacancyTemplates } from './demo-vacancy-templates-care.ts';
import { careDemoVacancyVariants } from './demo-vacancy-variants-care.ts';
import { eventDemoVacancyVariants } from './demo-vacancy-variants-events.ts';
import { neighbourhoodDemoVacancyVariants } from './demo-vacancy-variants-neighbourhood.ts';
import { otherDemoVacancyVariants } from './demo-vacancy-variants-other.ts';
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

/**
 * Another way the same kind of work is asked for: another person to help, another moment or
 * place, other tasks. Its text keeps to the template's facts (hours, days, VOG).
 */
export interface DemoVacancyVariant {
  title: string;
  summary: string;
  tasks: string[];
}

/** A kind of volunteer work the demo vacancies are written from. */
export interface DemoVacancyTemplate {
  title: string;
  summary: string;
  /** Paragraphs of the description (plain text; turned into simple HTML). */
  tasks: string[];
  /**
   * More versions of it: a tenant's first vacancy of this kind is the template itself, the next
   * ones these in turn, so two organisations never ask for it in the same words.
   */
  variants?: DemoVacancyVariant[];
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

/** The other versions of the templates, by template title. */
export const demoVacancyVariants: Record<string, DemoVacancyVariant[]> = {
  ...neighbourhoodDemoVacancyVariants,
  ...careDemoVacancyVariants,
  ...otherDemoVacancyVariants,
  ...eventDemoVacancyVariants,
};

/** The kinds of work (realistic Dutch volunteering, as the big vacancy banks list it). */
export const demoVacancyTemplates: DemoVacancyTemplate[] = [
  ...careDemoVacancyTemplates,
  ...learningDemoVacancyTemplates,
  ...outdoorDemoVacancyTemplates,
  ...eventDemoVacancyTemplates,
].map((template) => ({ ...template, variants: demoVacancyVariants[template.title] ?? template.variants }));

const templatesByTitle = new Map(demoVacancyTemplates.map((template) => [template.title, template]));

/** Every version of a template: itself first, then its variants. */
export function demoVacancyVersions(template: DemoVacancyTemplate): DemoVacancyVariant[] {
  return [{ title: template.title, summary: template.summary, tasks: template.tasks }, ...(template.variants ?? [])];
}

/** Every title a version of a template has, longest first, with the template's title. */
const versionTitles = demoVacancyTemplates
  .flatMap((template) => demoVacancyVersions(template).map((version) => ({ title: version.title, template })))
  .sort((first, second) => second.title.length - first.title.length);

/** The template a demo vacancy was written from, by its title ('<version title>' or '<version title> in <place>'). */
export function demoVacancyTemplateOf(vacancyTitle: string): DemoVacancyTemplate | undefined {
  return versionTitles.find(({ title }) => vacancyTitle === title || vacancyTitle.startsWith(`${title} in `))?.template;
}

/** The template with this title; a demo organisation offering an unknown one is a mistake in the seed. */
export function demoVacancyTemplate(title: string): DemoVacancyTemplate {
  const template = templatesByTitle.get(title);
  if (!template) throw new Error(`no demo vacancy template is called '${title}'`);
  return template;
}
