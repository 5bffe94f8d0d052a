import type { AppForm } from '../../../lib/forms/use-app-form.ts';
import type { VacancyFormOutput, VacancyFormValues } from './vacancy-form-schema.ts';

/** The vacancy form as its sections receive it. */
export type VacancyAppForm = AppForm<VacancyFormValues, VacancyFormOutput>;
