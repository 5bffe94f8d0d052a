import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantHeaders } from '../support/test-app.ts';
import { createAttackWorld, type AttackWorld } from './attack-world.ts';
import { operationBodies, type RequestBody } from './operation-bodies.ts';
import { fillPath, readOperations, withQuery, type Operation } from './openapi-operations.ts';

/**
 * What an anonymous call sends where the attack bodies are a signed-in
 * caller's: a password change with a (made-up) reset token instead of a session.
 */
const anonymousBodies: Record<string, RequestBody> = {
  'PUT /auth/password': {
    json: {
      password: 'Nieuw-sterk-wachtwoord-2026!',
      password_confirmation: 'Nieuw-sterk-wachtwoord-2026!',
      reset_password_token: 'verzonnen',
    },
  },
};

/** The required query of an operation that needs one, so that its validation lets the call reach the route. */
const requiredQueries: Record<string, Record<string, string>> = {
  'GET /api/v1/notification_templates/defaults': { event: 'application_new', locale: 'nl' },
};

/** How a route refuses a caller without a session where devise_token_auth answers otherwise than 401. */
const deviseRefusals: Record<string, number> = {
  // devise_token_auth: "User was not found or was not logged in."
  'DELETE /auth/sign_out': 404,
};

describe("each operation's security against what it answers a caller without a session", () => {
  let world: AttackWorld;
  let operations: Operation[];

  beforeAll(async () => {
    world = await createAttackWorld();
    operations = await readOperations(world.testApp);
  });
  afterAll(() => world?.close());

  it('declares security on every operation, with the three session headers as one requirement', async () => {
    const document = (await world.testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    }>();
    expect(Object.values(document.components.securitySchemes)).toEqual([
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'access-token' }),
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'client' }),
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'uid' }),
    ]);
    expect(operations.filter((operation) => operation.session === undefined).map(({ key }) => key)).toEqual([]);
  });

  it('refuses an anonymous call where the session is required, and answers it where it is optional or ignored', async () => {
    const alfa = world.alfa;
    const mismatches: string[] = [];
    for (const [index, operation] of operations.entries()) {
      const path = fillPath(operation, alfa.ids) ?? operation.path;
      const body =
        anonymousBodies[operation.key] ??
        operationBodies[operation.key]?.({ tenant: alfa, ids: alfa.ids, unique: index, signedIn: false });
      const response = await world.send({
        method: operation.method,
        url: withQuery(path, requiredQueries[operation.key] ?? {}),
        headers: tenantHeaders(alfa.key, { 'volunteer-center-id': alfa.ids.center, 'accept-language': 'en' }),
        ...(body ? { body } : {}),
      });
      const status = response === 'hang' ? 'no answer' : response.statusCode;
      const refused = status === (deviseRefusals[operation.key] ?? 401);
      if (operation.session === 'required' ? !refused : refused) {
        mismatches.push(`${operation.key}: security says the session is ${operation.session}; anonymous got ${status}`);
      }
    }
    expect(
      mismatches,
      "a route that answers callers without a session declares config: { session: 'optional' }; others need one",
    ).toEqual([]);
  }, 120_000);

  it('lets a call in with the three headers its security names', async () => {
    const alfa = world.alfa;
    const session = await world.sessionFor(alfa, alfa.users.volunteer);
    const call = (headers: Record<string, string>) =>
      world.testApp.app.inject({
        method: 'GET',
        url: '/api/v1/current_user',
        headers: tenantHeaders(alfa.key, headers),
      });
    expect((await call(session)).statusCode).toBe(200);
    expect((await call({})).statusCode).toBe(401);
  });
});
