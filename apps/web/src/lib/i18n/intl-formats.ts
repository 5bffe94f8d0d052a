/**
 * Intl's formatters, made once per language and options and kept (issue 31 §6). Making one costs
 * far more than using it (a new date format per card held the search page's main thread), and the
 * first of a kind in a page loads the locale's data: `prepareFormats` does that in tasks of its own.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function kept<Format>(formats: Map<string, Format>, language: string, options: object, make: () => Format): Format {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(language, options)`, made once. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

/** `new Intl.NumberFormat(language, options)`, made once. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

/** `new Intl.RelativeTimeFormat(language, options)`, made once. */
export function relativeTimeFormat(
  language: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return kept(relativeTimeFormats, language, options, () => new Intl.RelativeTimeFormat(language, options));
}

/**
 * Loads the language's data for dates, numbers and plurals before the app renders, each kind in a
 * task of its own (`between` ends a task): the first formatter of a kind costs tens of
 * milliseconds on a slow phone, which inside the app's first render made one long task.
 */
export async function prepareFormats(language: string, between: () => Promise<void>): Promise<void> {
  const steps = [
    () => dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(0),
    () => dateTimeFormat(language, { dateStyle: 'long' }).format(0),
    () => numberFormat(language).format(0),
    () => new Intl.PluralRules(language).select(0),
  ];
  for (const step of steps) {
    await between();
    step();
  }
}
