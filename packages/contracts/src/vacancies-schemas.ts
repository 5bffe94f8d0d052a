import { z } from 'zod';
import { dayParts, weekdays } from './users.ts';
import { vacancyLimits } from './vacancies.ts';

// Field rules shared by the API's request schemas and the web's forms: apart from the
// values in vacancies.ts, so a page that needs only those does not load zod.

/** The parts of the week a recurring vacancy asks for (the shape of a volunteer's availability). */
export const dayPartsSchema = z.partialRecord(z.enum(weekdays), z.array(z.enum(dayParts)).max(3));

/** A vacancy's title. */
export const vacancyTitleField = z.string().trim().min(5).max(vacancyLimits.titleMax);

/** A vacancy's short summary (shown in search results). */
export const vacancySummaryField = z.string().trim().min(10).max(vacancyLimits.summaryMax);

/** A calendar date as YYYY-MM-DD. */
export const isoDateField = z.iso.date();
