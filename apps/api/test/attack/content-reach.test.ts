import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapturedMailRow } from '../../src/modules/dev-mail/dev-mail.schema.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { reportFigures } from './attack-findings.ts';
import { createAttackWorld, type AttackTenant, type AttackWorld } from './attack-world.ts';
import { contentRules, type ContentRule } from './content-fields.ts';
import { markupProbeOutcome, reachMarker, textProbeOutcome, withValue } from './content-reach.ts';
import { operationBodies, templateEvents } from './operation-bodies.ts';
import { runOperations } from './operation-effects.ts';
import { readOperations, type Operation } from './openapi-operations.ts';

// Issue 29, "what allowed content can reach", generated from the route list: every field a role
// may write that others see or are sent is classified (content-fields.ts); text comes out escaped
// in every mail it causes; markup cannot load from or link to a foreign host where its field
// forbids it, cannot carry a script or a secret variable; and what a centre admin writes for
// their own centre never reaches the staff of another centre or a super admin.

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
    const outcome = await textProbeOutcome(world, world.alfa, texts);
    figures.textProbes = outcome.probes;
    figures.textAccepted = outcome.accepted;
    expect(outcome.accepted, 'many text probes are valid input').toBeGreaterThan(texts.length / 3);
    expect(outcome.findings).toEqual([]);
  }, 300_000);

  it('keeps markup from loading or linking elsewhere where its field forbids it, and from secret variables', async () => {
    const markup = withBodies.flatMap((operation) => {
      const rule = ruleOf(operation);
      return rule?.shown === 'as-markup' ? [{ operation, rule }] : [];
    });
    expect(markup.length).toBeGreaterThan(3);
    const outcome = await markupProbeOutcome(world, world.alfa, markup);
    figures.markupProbes = outcome.probes;
    figures.markupAccepted = outcome.accepted;
    expect(outcome.accepted, 'some markup is accepted (and cleaned)').toBeGreaterThan(0);
    expect(outcome.findings).toEqual([]);
  }, 300_000);

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
  }, 300_000);
});
