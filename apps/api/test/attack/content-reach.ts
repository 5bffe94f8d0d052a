import type { AttackTenant, AttackWorld } from './attack-world.ts';
import type { ContentRule, MarkupPolicy } from './content-fields.ts';
import { operationBodies, type BodyContext, type RequestBody } from './operation-bodies.ts';
import { runOperations, type OperationEffect } from './operation-effects.ts';
import type { Operation } from './openapi-operations.ts';

// Issue 29, "what allowed content can reach": the probes of the generated suite, for the suite
// itself (content-reach.test.ts) and for the planted examples it must catch.

export const foreign = 'aanvaller.example';
export const textProbe = `Proefmerk <img src="https://${foreign}/p.png"><a href="https://${foreign}/">klik</a>`;
export const reachMarker = 'centrumtweemerk';

/** The markup an attacker tries in a field, and what must not come back (or be sent) if it is accepted. */
function markupProbes(policy: MarkupPolicy): { label: string; text: string; forbidden: RegExp | undefined }[] {
  if (policy.format === 'text') {
    // Plain text renders nothing: only an address written out reaches the reader.
    return [
      {
        label: 'a foreign address',
        text: `Zie https://${foreign}/p.png {{ name }}`,
        forbidden: policy.links === 'tenant' ? new RegExp(`https://${foreign.replace('.', '\\.')}`) : undefined,
      },
    ];
  }
  return [
    {
      label: 'a foreign image',
      text: `<p>Hallo {{ name }}</p><img src="https://${foreign}/p.png" alt="">`,
      forbidden: new RegExp(`src="https://${foreign.replace('.', '\\.')}`),
    },
    {
      label: 'a foreign link',
      text: `<p><a href="https://${foreign}/">klik</a> {{ name }}</p>`,
      forbidden: policy.links === 'tenant' ? new RegExp(`href="https://${foreign.replace('.', '\\.')}`) : undefined,
    },
    {
      label: 'a style that loads',
      text: `<p style="background: url(https://${foreign}/p.png)">Hallo {{ name }}</p>`,
      forbidden: /url\(/,
    },
    {
      label: 'a script link',
      text: '<p><a href="javascript:alert(1)">klik</a> {{ name }}</p>',
      forbidden: /javascript:/,
    },
  ];
}

/** A body's JSON with one value (at a JSON pointer) replaced. */
export function withValue(json: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(json);
  const keys = pointer.split('/').slice(1);
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

/** Keys whose strings are not free text (formats, choices, secrets): left as the valid body has them. */
const notFreeText =
  /(^|_)(email|password|token|locale|event|status|kind|type|role|url|urls|date|time|phone|postcode|frequency|scope|channel|color|font|shape|id|ids)$|_en$/;

/** The body with every free-text string replaced by the probe. */
function probedText(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return notFreeText.test(key) ? value : textProbe;
  if (Array.isArray(value)) return value.map((item) => probedText(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, probedText(item, name)]));
  }
  return value;
}

/** The answer as text, with JSON's escaped quotes undone. */
function answerText(effect: OperationEffect): string {
  return effect.response === 'hang' ? '' : effect.response.body.replaceAll('\\"', '"');
}

export function accepted(effect: OperationEffect): boolean {
  return effect.response !== 'hang' && effect.response.statusCode < 300;
}

/** The valid body of an operation: its entry in operation-bodies.ts, or the one given. */
export type BodyOf = (operation: Operation, context: BodyContext) => RequestBody | undefined;

const usualBody: BodyOf = (operation, context) => operationBodies[operation.key]?.(context);

/** What probing found, and how many probes there were and were accepted. */
export interface ProbeOutcome {
  findings: string[];
  probes: number;
  accepted: number;
}

/**
 * Writes every free-text field of the operations as markup someone typed (a foreign image and
 * link): every mail the calls cause must show it escaped.
 */
export async function textProbeOutcome(
  world: AttackWorld,
  tenant: AttackTenant,
  operations: readonly Operation[],
  bodyOf: BodyOf = usualBody,
): Promise<ProbeOutcome> {
  const effects = await runOperations(world, operations, {
    tenant,
    bodyOf: (operation, context) => {
      const body = bodyOf(operation, { tenant, ...context, signedIn: true });
      return body && 'json' in body ? { json: probedText(body.json) as Record<string, unknown> } : body;
    },
  });
  const raw = new RegExp(`<(img|a) (src|href)="https://${foreign.replace('.', '\\.')}`);
  const findings = effects.flatMap((effect) =>
    effect.mails
      .filter((mail) => raw.test(mail.html ?? ''))
      .map((mail) => `${effect.operation.key}: "${mail.subject}" carries the markup someone typed`),
  );
  return { findings, probes: effects.length, accepted: effects.filter(accepted).length };
}

/**
 * Writes each markup field of the operations with each probe its policy forbids: a probe is
 * refused, or what comes back and what is mailed holds none of it.
 */
export async function markupProbeOutcome(
  world: AttackWorld,
  tenant: AttackTenant,
  operations: readonly { operation: Operation; rule: Extract<ContentRule, { shown: 'as-markup' }> }[],
  bodyOf: BodyOf = usualBody,
): Promise<ProbeOutcome> {
  const outcome: ProbeOutcome = { findings: [], probes: 0, accepted: 0 };
  for (const { operation, rule } of operations) {
    for (const [pointer, policy] of Object.entries(rule.fields)) {
      const probes = markupProbes(policy).map((probe) => ({ ...probe, set: { [pointer]: probe.text } }));
      if (policy.refusesSecretVariables && operation.key.startsWith('POST ')) {
        // An event whose link carries a personal code: its template may not name it.
        probes.push({
          label: 'a secret variable',
          text: '{{ link }}',
          forbidden: undefined,
          set: { '/notification_template/event': 'confirmation', [pointer]: '<p>{{ link }} {{ name }}</p>' },
        });
      }
      for (const probe of probes) {
        const [effect] = await runOperations(world, [operation], {
          tenant,
          bodyOf: (_operation, context) => {
            const body = bodyOf(operation, { tenant, ...context, signedIn: true });
            if (!body || !('json' in body)) return body;
            let json = body.json;
            for (const [at, value] of Object.entries(probe.set)) json = withValue(json, at, value);
            return { json };
          },
        });
        outcome.probes += 1;
        if (!effect || !accepted(effect)) continue;
        outcome.accepted += 1;
        const label = `${operation.key} ${pointer} with ${probe.label}`;
        if (probe.label === 'a secret variable') outcome.findings.push(`${label}: accepted`);
        const shown = [answerText(effect), ...effect.mails.map((mail) => mail.html ?? '')].join('\n');
        if (probe.forbidden?.test(shown)) outcome.findings.push(`${label}: it comes back or is sent`);
      }
    }
  }
  return outcome;
}
