import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enqueueJob } from '../../src/platform/jobs/job-queue.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { abuseLimitFindings, abuseLimits } from './abuse-limits.ts';
import { createAttackWorld, type AttackWorld } from './attack-world.ts';
import { markupProbeOutcome, textProbeOutcome, type BodyOf } from './content-reach.ts';
import { blockingBoundMs, measureCost } from './cost.ts';
import { secretsInClear } from './leftover-secrets.ts';
import { mailAddressFindings } from './mail-addresses.ts';
import { runOperations } from './operation-effects.ts';
import { readOperations, type Operation } from './openapi-operations.ts';

// Issue 29: each of the five generated suites, run on routes planted to do what the attack run
// found, must catch its plant. The plants live only in this file's app; the suites' own runs never
// see them.

const plantedMailbox = 'ontvanger@planted.example';

/** Routes that do wrong what the suites look for, as a careless new module could. */
function plantRoutes(scope: AppInstance): void {
  // Content: stores nothing, mails what was typed as HTML.
  scope.post(
    '/api/v1/planted/announcements',
    { schema: { body: z.object({ announcement: z.object({ text: z.string().max(100_000) }) }) } },
    async (request) => {
      await request.server.mailer.send({
        tenantId: request.tenant.id,
        to: plantedMailbox,
        subject: 'Aankondiging',
        text: request.body.announcement.text,
        html: `<p>${request.body.announcement.text}</p>`,
      });
      return { sent: true };
    },
  );
  // What a call leaves behind: a reminder job that holds the mailed token in clear.
  scope.post(
    '/api/v1/planted/reminders',
    { schema: { body: z.object({ reminder: z.object({ note: z.string() }) }) } },
    async (request) => {
      const token = randomBytes(24).toString('base64url');
      await withTenant(request.server.database, request.tenant.id, (tenantScope) =>
        enqueueJob(tenantScope.transaction, {
          name: 'planted.reminder',
          tenantId: request.tenant.id,
          payload: { link: `https://alfa.example/herinnering?token=${token}` },
        }),
      );
      return { queued: true };
    },
  );
  // Addresses: a link on the Host the request came with.
  scope.post(
    '/api/v1/planted/invites',
    { schema: { body: z.object({ invite: z.object({ name: z.string() }) }) } },
    async (request) => {
      const link = `${request.protocol}://${request.host}/uitnodiging`;
      await request.server.mailer.send({
        tenantId: request.tenant.id,
        to: plantedMailbox,
        subject: 'Uitnodiging',
        text: `Kom erbij: ${link}`,
        html: `<p><a href="${link}">Kom erbij</a></p>`,
      });
      return { sent: true };
    },
  );
  // Cost: a search that works on the main thread for as long as its words are long.
  scope.get(
    '/api/v1/planted/slow',
    { schema: { querystring: z.object({ 'filter[search]': z.string().max(100_000).optional() }) } },
    async (request) => {
      const until = Date.now() + Math.min((request.query['filter[search]'] ?? '').length, 2_500);
      while (Date.now() < until) {
        // Busy on purpose: what the cost suite must notice.
      }
      return { done: true };
    },
  );
}

const plantedBodies: Record<string, BodyOf> = {
  'POST /api/v1/planted/announcements': () => ({ json: { announcement: { text: 'Welkom' } } }),
  'POST /api/v1/planted/reminders': () => ({ json: { reminder: { note: 'Morgen' } } }),
  'POST /api/v1/planted/invites': () => ({ json: { invite: { name: 'Sanne' } } }),
};
const bodyOf: BodyOf = (operation, context) => plantedBodies[operation.key]?.(operation, context);

describe('the generated suites catch what they are for', () => {
  let world: AttackWorld;
  let planted: Operation[];
  const named = (key: string) => planted.filter((operation) => operation.key === key);

  beforeAll(async () => {
    world = await createAttackWorld({
      hostlessTenant: true,
      extraTenantRoutes(scope) {
        plantRoutes(scope);
        scope.jobs.register<{ link: string }>('planted.reminder', async (payload, context) => {
          await scope.mailer.send({
            tenantId: context.tenantId!,
            to: plantedMailbox,
            subject: 'Herinnering',
            text: `Open ${payload.link}`,
            html: `<p><a href="${payload.link}">Open</a></p>`,
          });
        });
      },
    });
    planted = (await readOperations(world.testApp)).filter((operation) => operation.path.includes('/planted/'));
    expect(planted).toHaveLength(4);
  }, 120_000);
  afterAll(async () => world?.close());

  it('what allowed content can reach: the markup someone typed, mailed as it is', async () => {
    const outcome = await textProbeOutcome(world, world.alfa, named('POST /api/v1/planted/announcements'), bodyOf);
    expect(outcome.findings).toEqual([expect.stringContaining('carries the markup someone typed')]);
    // The same probe as a markup field with its policy: the foreign image comes back in the mail.
    const markup = await markupProbeOutcome(
      world,
      world.alfa,
      named('POST /api/v1/planted/announcements').map((operation) => ({
        operation,
        rule: {
          shown: 'as-markup' as const,
          fields: {
            '/announcement/text': {
              format: 'html' as const,
              links: 'tenant' as const,
              images: 'tenant' as const,
              refusesSecretVariables: false,
            },
          },
        },
      })),
      bodyOf,
    );
    expect(markup.findings.some((finding) => finding.includes('a foreign image'))).toBe(true);
  }, 300_000);

  it('what a call leaves behind: a token in clear in the jobs table', async () => {
    const effects = await runOperations(world, named('POST /api/v1/planted/reminders'), {
      tenant: world.alfa,
      bodyOf: (operation, context) => bodyOf(operation, { tenant: world.alfa, ...context }),
    });
    const secrets = effects.flatMap((effect) => effect.secrets);
    expect(await secretsInClear(world.testApp.database, secrets)).toEqual([
      expect.stringMatching(/^jobs holds a secret in clear/),
    ]);
  }, 300_000);

  it('abuse limits: routes that mail without a limit or a reason', async () => {
    const effects = await runOperations(
      world,
      planted.filter((operation) => operation.writes),
      { tenant: world.alfa, bodyOf: (operation, context) => bodyOf(operation, { tenant: world.alfa, ...context }) },
    );
    const findings = abuseLimitFindings(effects, abuseLimits, world.testApp.app.rateLimitedRoutes);
    expect(findings).toEqual(
      expect.arrayContaining([
        'POST /api/v1/planted/announcements does mail but has no entry in abuse-limits.ts',
        'POST /api/v1/planted/reminders does mail but has no entry in abuse-limits.ts',
        'POST /api/v1/planted/invites does mail but has no entry in abuse-limits.ts',
      ]),
    );
    const listedWithoutLimit = abuseLimitFindings(
      effects,
      { ...abuseLimits, 'POST /api/v1/planted/invites': { effects: ['mail'], limited: true } },
      world.testApp.app.rateLimitedRoutes,
    );
    expect(listedWithoutLimit).toContain(
      'POST /api/v1/planted/invites is listed as limited but has no config.rateLimit',
    );
  }, 300_000);

  it('addresses in mail: a link on the Host and port the request came with', async () => {
    for (const variant of [
      { tenant: world.alfa, host: 'alfa.example:6666', origin: 'https://alfa.example' },
      { tenant: world.charlie!, host: 'charlie.example', origin: world.testApp.config.publicOrigin },
    ]) {
      const effects = await runOperations(world, named('POST /api/v1/planted/invites'), {
        tenant: variant.tenant,
        headers: { host: variant.host },
        bodyOf: (operation, context) => bodyOf(operation, { tenant: variant.tenant, ...context }),
      });
      const mails = effects.flatMap((effect) => effect.mails.map((mail) => ({ key: effect.operation.key, mail })));
      expect(mailAddressFindings(mails, variant.origin, variant.host).length, variant.host).toBeGreaterThan(0);
    }
  }, 300_000);

  it('cost: a call that keeps the process from answering anyone else', async () => {
    const [operation] = named('GET /api/v1/planted/slow');
    const measure = await measureCost(world, operation!, world.alfa);
    expect(measure!.blockedMs, JSON.stringify(measure)).toBeGreaterThan(blockingBoundMs);
  }, 300_000);
});
