import { z } from 'zod';

// Field rules shared by the API's request schemas and the web's forms: apart from the
// values in organizations.ts, so a page that needs only those does not load zod.

/** An organisation's name. */
export const organizationNameField = z.string().trim().min(2).max(120);

/** A Chamber of Commerce (KvK) number: eight digits (spaces and dots are left out). */
export const kvkNumberField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(/^[0-9]{8}$/));

/** A web address starting with http:// or https://. */
export const webUrlField = z
  .string()
  .trim()
  .max(500)
  .pipe(z.url({ protocol: /^https?$/ }));

/** A house number with an optional addition: 12, 12a, 12-3, 12 bis. */
export const houseNumberField = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{0,4}(?:[ -]?[A-Za-z0-9]{1,4})?$/);

/** The reason given with a denial. */
export const denialReasonField = z.string().trim().min(5).max(1000);
