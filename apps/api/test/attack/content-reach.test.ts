import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMailRow } from '../../src/modules/dev-mail/dev-mail.schema.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { reportFigures } from './attack-findings.ts';
import { createAttackWorld, type AttackTenant, type AttackWorld } from './attack-world.ts';
import { contentRules, type ContentRule, type MarkupPolicy } from './content-fields.ts';
import { operationBodies, templateEvents } from './operation-bodies.ts';
import { runOperations, type OperationEffect } from './operation-effects.ts';
import { readOperations, type Operation } from './openapi-operations.ts';

// Issue 29, "what allowed content can reach", generated from the route list: every field a role
// may write that others see or are sent is classified (content-fields.ts); text comes out escaped
// in every mail it causes; markup cannot load from or link to a foreign host where its field
// forbids it, cannot carry a script or a secret variable; and what a centre admin writes for
// their own centre never reaches the staff of another centre or a super admin.

const foreign = 'aanvaller.example';
const textProbe = `Proefmerk <img src="https://${foreign}/p.png"><a href="https://${foreign}/">klik</a>`;
const reachMarker = 'centrumtweemerk';

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
function withValue(json: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
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

function accepted(effect: OperationEffect): boolean {
  return effect.response !== 'hang' && effect.response.statusCode < 300;
}

describe('what allowed content can reach', () => {
  let world: AttackWorld;
  let withBodies: Operation[];
  const figures = { operations: 0, textProbes: 0, textAccepted: 0, markupProbes: 0, markupAccepted: 0, reachMails: 0 };

  beforeAll(async () => {
    world = await createAttackWorld();
    withBodies = (await readOperations(world.testApp)).filter(
      (operation) => operation.writes && operation.bodyTypes.length > 0,
    );
    figures.operations = withBodies.length;
  }, 120_000);

  afterAll(async () => {
    reportFigures('content-reach', figures);
    await world?.close();
  });

  const ruleOf = (operation: Operation): ContentRule | undefined => contentRules[operation.key];

  it('classifies every write operation with a body, and every markup field names a field of its body', () => {
    const missing = withBodies.filter((operation) => !ruleOf(operation)).map((operation) => operation.key);
    expect(missing, 'classify it in content-fields.ts').toEqual([]);
    const stale = Object.keys(contentRules).filter((key) => !withBodies.some((operation) => operation.key === key));
    expect(stale).toEqual([]);
    const unknownFields = withBodies.flatMap((operation) => {
      const rule = ruleOf(operation);
      if (rule?.shown !== 'as-markup') return [];
      const body = operationBodies[operation.key]?.({ tenant: world.alfa, ids: world.alfa.ids, unique: 0 });
      const json = body && 'json' in body ? JSON.stringify(body.json) : '';
      // The field, or the object it belongs in, is part of the operation's valid body.
      return Object.keys(rule.fields)
        .filter((pointer) => !json.includes(`"${pointer.split('/').at(-2)}"`))
        .map((pointer) => `${operation.key} ${pointer}`);
    });
    expect(unknownFields).toEqual([]);
  });

  it('sends text that others see escaped in every mail it causes', async () => {
    const texts = withBodies.filter((operation) => ruleOf(operation)?.shown !== 'nowhere');
    const effects = await runOperations(world, texts, {
      tenant: world.alfa,
      bodyOf: (operation, context) => {
        const body = operationBodies[operation.key]?.({ tenant: world.alfa, ...context, signedIn: true });
        return body && 'json' in body ? { json: probedText(body.json) as Record<string, unknown> } : body;
      },
    });
    figures.textProbes = effects.length;
    figures.textAccepted = effects.filter(accepted).length;
    expect(figures.textAccepted, 'many text probes are valid input').toBeGreaterThan(texts.length / 3);
    const raw = new RegExp(`<(img|a) (src|href)="https://${foreign.replace('.', '\\.')}`);
    const findings = effects.flatMap((effect) =>
      effect.mails
        .filter((mail) => raw.test(mail.html ?? ''))
        .map((mail) => `${effect.operation.key}: "${mail.subject}" carries the markup someone typed`),
    );
    expect(findings).toEqual([]);
  });

  it('keeps markup from loading or linking elsewhere where its field forbids it, and from secret variables', async () => {
    const findings: string[] = [];
    const markup = withBodies.filter((operation) => ruleOf(operation)?.shown === 'as-markup');
    expect(markup.length).toBeGreaterThan(3);
    for (const operation of markup) {
      const rule = ruleOf(operation) as Extract<ContentRule, { shown: 'as-markup' }>;
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
            tenant: world.alfa,
            bodyOf: (_operation, context) => {
              const body = operationBodies[operation.key]?.({ tenant: world.alfa, ...context, signedIn: true });
              if (!body || !('json' in body)) return body;
              let json = body.json;
              for (const [at, value] of Object.entries(probe.set)) json = withValue(json, at, value);
              return { json };
            },
          });
          figures.markupProbes += 1;
          if (!effect || !accepted(effect)) continue;
          figures.markupAccepted += 1;
          const label = `${operation.key} ${pointer} with ${probe.label}`;
          if (probe.label === 'a secret variable') findings.push(`${label}: accepted`);
          const shown = [answerText(effect), ...effect.mails.map((mail) => mail.html ?? '')].join('\n');
          if (probe.forbidden?.test(shown)) findings.push(`${label}: it comes back or is sent`);
        }
      }
    }
    expect(figures.markupAccepted, 'some markup is accepted (and cleaned)').toBeGreaterThan(0);
    expect(findings).toEqual([]);
  });

  it("never lets what a centre admin writes reach another centre's staff or a super admin", async () => {
    const alfa: AttackTenant = world.alfa;
    const markup = withBodies.filter((operation) => ruleOf(operation)?.shown === 'as-markup');
    const writer = await world.newUser(
      alfa,
      [{ name: 'center_admin', resourceId: Number(alfa.ids.otherCenter) }],
      'schrijver',
    );
    const session = await world.sessionFor(alfa, writer);
    const ownCenter = { ...alfa.ids, center: alfa.ids.otherCenter };
    for (const operation of markup) {
      for (let unique = 0; unique < templateEvents.length; unique += 1) {
        const rule = ruleOf(operation) as Extract<ContentRule, { shown: 'as-markup' }>;
        const body = operationBodies[operation.key]?.({ tenant: alfa, ids: ownCenter, unique, signedIn: true });
        if (!body || !('json' in body)) continue;
        let json = body.json;
        for (const pointer of Object.keys(rule.fields))
          json = withValue(json, pointer, `<p>${reachMarker} {{ name }}</p>`);
        await world.send({
          method: operation.method,
          url: operation.path.replace('{id}', alfa.ids.notificationTemplate),
          headers: tenantHeaders(alfa.key, { ...session, 'volunteer-center-id': alfa.ids.otherCenter }),
          body: { json },
        });
      }
    }
    // Mail to centre 1's staff and the super admin: a sign-up, a report, an application, a message.
    const staff = [alfa.users.centerAdmin.email, alfa.users.orgAdmin.email, alfa.users.superAdmin.email];
    const operations = await readOperations(world.testApp);
    const named = (...keys: string[]) => operations.filter((operation) => keys.includes(operation.key));
    const sent: CapturedMailRow[] = [];
    const sweeps = [
      // The applicant of centre 1's conversation messages and reports it; an organisation signs up.
      {
        as: alfa.users.applicant,
        operations: named(
          'POST /api/v1/conversations/{id}/messages',
          'POST /api/v1/conversations/{id}/report',
          'POST /api/v1/organizations/signup',
        ),
      },
      // Someone applies to centre 1's vacancy: its organisation's admin hears of it.
      { as: alfa.users.volunteer, operations: named('POST /api/v1/applications') },
    ];
    // Asked on centre 1's site and on the writer's own (centre 2's): neither reaches them.
    for (const center of [alfa.ids.center, alfa.ids.otherCenter]) {
      for (const sweep of sweeps) {
        const effects = await runOperations(world, sweep.operations, {
          tenant: alfa,
          as: sweep.as,
          targets: 'usual',
          headers: { 'volunteer-center-id': center },
        });
        sent.push(...effects.flatMap((effect) => effect.mails));
      }
    }
    const toStaff = sent.filter((mail) => mail.recipients.some((address) => staff.includes(address)));
    figures.reachMails = toStaff.length;
    expect(toStaff.length, 'the sweep mails centre 1 staff').toBeGreaterThan(0);
    const reached = toStaff.filter((mail) => `${mail.subject}\n${mail.text}\n${mail.html}`.includes(reachMarker));
    expect(reached.map((mail) => `${mail.recipients.join(', ')}: ${mail.subject}`)).toEqual([]);
  });
});
