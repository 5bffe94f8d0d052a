/** Escapes `\`, `%` and `_` so a user's text matches itself inside a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching the text anywhere: `%text%`, with the text escaped. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}
