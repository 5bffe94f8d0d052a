/** Converts one identifier from camelCase to snake_case. */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** Converts one identifier from snake_case (or kebab-case) to camelCase. */
export function toCamelCase(key: string): string {
  return key.replace(/[_-]([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

// Keys that are data rather than identifiers keep their spelling: CSS custom
// properties ('--brand-radius') and shade steps ('50', '950').
function isVerbatimKey(key: string): boolean {
  return key.startsWith('-') || /^\d/.test(key);
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      result[isVerbatimKey(key) ? key : convert(key)] = convertKeys(item, convert);
    }
    return result;
  }
  return value;
}

/** Deeply converts object keys to snake_case, as the API expects on the wire. */
export function toSnakeCaseKeys<T>(value: T): unknown {
  return convertKeys(value, toSnakeCase);
}

/** Deeply converts object keys to camelCase, as the web app uses them. */
export function toCamelCaseKeys<T>(value: T): unknown {
  return convertKeys(value, toCamelCase);
}
