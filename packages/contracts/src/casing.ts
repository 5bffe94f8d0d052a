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

/**
 * `convert`, remembering its answers: every response converts the same few hundred keys, and
 * the regular expressions cost more than the lookup. Bounded, since keys can be data.
 */
function remembered(convert: (key: string) => string): (key: string) => string {
  const answers = new Map<string, string>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      if (answers.size >= 5000) answers.clear();
      answer = convert(key);
      answers.set(key, answer);
    }
    return answer;
  };
}

const toSnakeCaseRemembered = remembered(toSnakeCase);
const toCamelCaseRemembered = remembered(toCamelCase);

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
  return convertKeys(value, toSnakeCaseRemembered);
}

/** Deeply converts object keys to camelCase, as the web app uses them. */
export function toCamelCaseKeys<T>(value: T): unknown {
  return convertKeys(value, toCamelCaseRemembered);
}
