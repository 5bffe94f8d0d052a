import { z } from 'zod';
import { passwordLimits } from './users.ts';

// Field rules shared by the API's request schemas (snake_case objects) and the
// web app's forms (camelCase objects); each side composes its own object.

/** An e-mail address, trimmed and lower-cased. */
export const emailField = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** A new password: length only; the API also refuses common passwords. */
export const newPasswordField = z.string().min(passwordLimits.min).max(passwordLimits.max);

/** A person's first or last name. */
export const personNameField = z.string().trim().min(1).max(100);

/** A Dutch postcode (1234 AB), normalised to '1234AB'. */
export const postcodeField = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^[1-9][0-9]{3}[A-Z]{2}$/));

/** A phone number: digits, spaces, +, -, parentheses; 6 to 20 characters. */
export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/);

/** A calendar date written as YYYY-MM-DD, not in the future. */
export const pastDateField = z.iso.date().refine((value) => value <= new Date().toISOString().slice(0, 10));
