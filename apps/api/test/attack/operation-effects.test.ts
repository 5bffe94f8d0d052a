import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abuseEffectsOf, abuseLimitFindings, abuseLimits } from './abuse-limits.ts';
import { reportFigures } from './attack-findings.ts';
import { createAttackWorld, type AttackTenant, type AttackWorld } from './attack-world.ts';
import { auditedReads, auditFindings } from './audited-reads.ts';
import { mailAddressFindings } from './mail-addresses.ts';
import { secretsInClear } from './leftover-secrets.ts';
import { runOperations, type OperationEffect } from './operation-effects.ts';
import { readOperations, type Operation } from './openapi-operations.ts';

// Issue 29: what an allowed call leaves behind and can be used for, generated from the route list.
// Every operation is called once by a super admin of tenant A with its valid body; then:
// - no secret it handed out or took in is in clear in any table (the jobs table included);
// - the reads that must be audited were, and nothing else pretends to be;
// - every call that mailed, stored a file or held a stream open has a rate limit or a reason;
// - the mail it sent names the tenant's own site only, also when asked on an unconfigured host,
//   on a foreign port, or for a tenant without hosts.
describe('what every operation leaves behind and can be used for', () => {
  let world: AttackWorld;
  let operations: Operation[];
  let effects: OperationEffect[];
  const figures = { operations: 0, mailing: 0, storing: 0, streaming: 0, secrets: 0, findings: 0 };

  beforeAll(async () => {
    world = await createAttackWorld({ hostlessTenant: true });
    operations = await readOperations(world.testApp);
    effects = await runOperations(world, operations, { tenant: world.alfa });
    figures.operations = effects.length;
    figures.mailing = effects.filter((effect) => effect.mails.length > 0).length;
    figures.storing = effects.filter((effect) => effect.uploadsStored > 0).length;
    figures.streaming = effects.filter((effect) => effect.streamed).length;
  }, 300_000);

  afterAll(async () => {
    reportFigures('operation-effects', figures);
    await world?.close();
  });

  it('answers every call without a server error or a hang', () => {
    const broken = effects.filter((effect) => effect.response === 'hang' || effect.response.statusCode >= 500);
    expect(broken.map((effect) => effect.operation.key)).toEqual([]);
  });

  it('leaves no secret in clear in any table, the jobs table included', async () => {
    const secrets = effects.flatMap((effect) => effect.secrets);
    figures.secrets = new Set(secrets).size;
    expect(figures.secrets).toBeGreaterThan(10);
    const findings = await secretsInClear(world.testApp.database, secrets);
    figures.findings += findings.length;
    expect(findings).toEqual([]);
  }, 300_000);

  it('audits the reads that must be audited, and lists every read that audits', () => {
    const findings = auditFindings(effects, auditedReads);
    figures.findings += findings.length;
    expect(findings).toEqual([]);
  });

  it('limits every route that mails, stores files or holds a connection, or says why not', () => {
    const findings = abuseLimitFindings(effects, abuseLimits, world.testApp.app.rateLimitedRoutes);
    const stale = Object.keys(abuseLimits).filter((key) => !operations.some((operation) => operation.key === key));
    figures.findings += findings.length + stale.length;
    expect([...findings, ...stale.map((key) => `${key} is listed but no longer exists`)]).toEqual([]);
  });

  it("mails only the tenant's own addresses, whatever Host and port the call came with", async () => {
    const mailing = effects
      .filter((effect) => abuseEffectsOf(effect).includes('mail'))
      .map((effect) => effect.operation);
    expect(mailing.length).toBeGreaterThan(5);
    const variants: { tenant: AttackTenant; headers: Record<string, string>; origin: string }[] = [
      { tenant: world.alfa, headers: { host: 'onbekend.example' }, origin: 'https://alfa.example' },
      { tenant: world.alfa, headers: { host: 'alfa.example:6666' }, origin: 'https://alfa.example' },
      { tenant: world.charlie!, headers: { host: 'charlie.example:6666' }, origin: world.testApp.config.publicOrigin },
    ];
    const findings: string[] = [];
    for (const variant of variants) {
      const sent = await runOperations(world, mailing, { tenant: variant.tenant, headers: variant.headers });
      const mails = sent.flatMap((effect) => effect.mails.map((mail) => ({ key: effect.operation.key, mail })));
      expect(mails.length, `mail for ${variant.tenant.key} on ${variant.headers.host}`).toBeGreaterThan(0);
      findings.push(...mailAddressFindings(mails, variant.origin, variant.headers.host!));
    }
    figures.findings += findings.length;
    expect(findings).toEqual([]);
  }, 300_000);
});
