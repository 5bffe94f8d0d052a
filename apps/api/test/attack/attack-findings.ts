import type { LightMyRequestResponse } from 'fastify';
import type { AttackTenant } from './attack-world.ts';
import { isRecord } from './attack-world-seeds.ts';

/**
 * What of the victim tenant an answer shows: its marker word (in every name,
 * title and address it has) anywhere in the body or headers, and any JSON:API
 * resource or linkage that names one of its resources by type and id.
 */
export function leaksOf(response: LightMyRequestResponse, victim: AttackTenant): string[] {
  const found: string[] = [];
  const text = `${JSON.stringify(response.headers)}\n${response.body}`.toLowerCase();
  if (text.includes(victim.marker)) found.push(`the word "${victim.marker}"`);
  let document: unknown;
  try {
    document = JSON.parse(response.body);
  } catch {
    return found;
  }
  visit(document, (object) => {
    const { type, id } = object;
    if (typeof type !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return;
    if (victim.resources.get(type)?.has(String(id))) found.push(`${type} ${id}`);
  });
  return found;
}

function visit(value: unknown, onObject: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item, onObject);
    return;
  }
  if (!isRecord(value)) return;
  onObject(value);
  for (const child of Object.values(value)) visit(child, onObject);
}

/** The error code of a JSON:API error answer (undefined when there is none). */
export function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  try {
    const document: unknown = JSON.parse(response.body);
    const errors = isRecord(document) ? document.errors : undefined;
    const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
    return isRecord(first) && typeof first.code === 'string' ? first.code : undefined;
  } catch {
    return undefined;
  }
}

/** Prints the figures of an attack suite as one line each (the note on the hardening reports them). */
export function reportFigures(suite: string, figures: Record<string, number | string>): void {
  const line = Object.entries(figures)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  process.stdout.write(`[attack] ${suite}: ${line}\n`);
}
