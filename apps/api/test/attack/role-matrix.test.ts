import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleToGrant } from '../../src/factories/user-factory.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { reportFigures } from './attack-findings.ts';
import { createAttackWorld, type AttackWorld } from './attack-world.ts';
import { changedTables, settledFingerprint } from './database-fingerprint.ts';
import { operationBodies } from './operation-bodies.ts';
import { fillPath, readOperations, type Operation } from './openapi-operations.ts';

/** The actors who try every write operation on resources of centre 1's organisation 'Buurthuis'. */
const actors = ['anonymous', 'volunteer', 'otherOrgAdmin', 'otherCenterAdmin'] as const;
type Actor = (typeof actors)[number];

/**
 * Who may do what, one row per write operation of the OpenAPI document, one
 * column per actor in the order above: anonymous, a volunteer, the admin of
 * another organisation of the same centre, and the centre admin of another
 * centre of the same tenant (a centre admin acts for their own centre only:
 * decision 008). The targets are tenant A's: its organisation, vacancy,
 * application, tags, applicant and their session, and centre 1 (selected with
 * Volunteer-Center-Id). 1: the policy lets the actor through (a 2xx; with a
 * made-up token from a mail, anything but 401, 403 or 5xx); 0: refused with
 * 401, 403 or 404 and nothing in the database changed. A write operation without a
 * row fails the suite.
 */
const policyTable: Record<string, string> = {
  //                                                anon vol org centre
  'POST /auth/sign_in': '                              1    1   1   1',
  'POST /auth': '                                      1    1   1   1',
  'POST /auth/password': '                             1    1   1   1',
  'POST /api/v1/confirm': '                            1    1   1   1',
  'POST /api/v1/organizations/signup': '               1    1   1   1',
  'POST /api/v1/applications': '                       1    1   1   1',
  'POST /api/v1/applications/confirm': '               1    1   1   1',
  'POST /api/v1/organization_invitations/lookup': '    1    1   1   1',
  'POST /api/v1/organization_invitations/accept': '    1    1   1   1',
  'POST /api/v1/organization_invitations/decline': '   1    1   1   1',
  'POST /api/v1/digest_subscription/unsubscribe': '    1    1   1   1',
  // One's own account and sessions.
  'DELETE /auth/sign_out': '                           0    1   1   1',
  'DELETE /api/v1/sessions': '                         0    1   1   1',
  'PUT /auth/password': '                              0    1   1   1',
  'PUT /api/v1/current_user/email': '                  0    1   1   1',
  'PATCH /api/v1/current_user': '                      0    1   1   1',
  'DELETE /api/v1/current_user': '                     0    1   1   1',
  'POST /api/v1/vacancies/{id}/favorite': '            0    1   1   1',
  'DELETE /api/v1/vacancies/{id}/favorite': '          0    1   1   1',
  // Another person's session and account.
  'DELETE /api/v1/sessions/{id}': '                    0    0   0   0',
  'POST /api/v1/users': '                              0    0   0   1',
  'PATCH /api/v1/users/{id}': '                        0    0   0   1',
  'DELETE /api/v1/users/{id}': '                       0    0   0   1',
  'PUT /api/v1/users/{id}/add_role': '                 0    0   0   0',
  'DELETE /api/v1/users/{id}/remove_role': '           0    0   0   0',
  'POST /api/v1/users/{id}/resend_confirmation_instructions': '0 0 0 1',
  'POST /api/v1/sign_in_as_user': '                    0    0   0   1',
  // Centre 1's organisation and its members.
  'POST /api/v1/organizations': '                      0    0   0   0',
  'PUT /api/v1/organizations/{id}': '                  0    0   0   0',
  'PATCH /api/v1/organizations/{id}': '                0    0   0   0',
  'DELETE /api/v1/organizations/{id}': '               0    0   0   0',
  'PUT /api/v1/organizations/{id}/approve': '          0    0   0   0',
  'PUT /api/v1/organizations/{id}/move': '             0    0   0   0',
  'POST /api/v1/organizations/{id}/members': '         0    0   0   0',
  'DELETE /api/v1/organizations/{id}/invitations/{invitation_id}': '0 0 0 0',
  // The tenant's tags: the centre's lists, kept by centre admins.
  'POST /api/v1/tags': '                               0    0   0   1',
  'PATCH /api/v1/tags/{id}': '                         0    0   0   1',
  'DELETE /api/v1/tags/{id}': '                        0    0   0   1',
  'POST /api/v1/tags/{id}/merge': '                    0    0   0   1',
  // The tenant's own search words: kept by centre admins, like its tags.
  'POST /api/v1/search_synonym_groups': '             0    0   0   1',
  'PATCH /api/v1/search_synonym_groups/{id}': '       0    0   0   1',
  'DELETE /api/v1/search_synonym_groups/{id}': '      0    0   0   1',
  // Centre 1's notification templates: kept by its own centre admins only (issue 29).
  'POST /api/v1/notification_templates': '            0    0   0   0',
  'POST /api/v1/notification_templates/preview': '    0    0   0   0',
  'PATCH /api/v1/notification_templates/{id}': '      0    0   0   0',
  'DELETE /api/v1/notification_templates/{id}': '     0    0   0   0',
  // The organisation's vacancies and the applications to them.
  'POST /api/v1/vacancies': '                          0    0   0   0',
  'PUT /api/v1/vacancies/bulk_update': '               0    0   0   0',
  'PUT /api/v1/vacancies/{id}': '                      0    0   0   0',
  'PATCH /api/v1/vacancies/{id}': '                    0    0   0   0',
  'DELETE /api/v1/vacancies/{id}': '                   0    0   0   0',
  'PUT /api/v1/vacancies/{id}/status': '               0    0   0   0',
  'PUT /api/v1/applications/{id}/status': '            0    0   0   0',
  'POST /api/v1/applications/{id}/undo_status': '     0    0   0   0',
  'POST /api/v1/applications/{id}/notes': '            0    0   0   0',
  'POST /api/v1/file_uploads': '                       0    0   1   1',
  // The application's conversation: its volunteer and the organisation take part, centre 1 oversees.
  'POST /api/v1/conversations': '                      0    0   0   0',
  'POST /api/v1/conversations/{id}/messages': '        0    0   0   0',
  'POST /api/v1/conversations/{id}/read': '            0    0   0   0',
  'POST /api/v1/conversations/{id}/report': '          0    0   0   0',
  'PUT /api/v1/conversations/{id}/close': '            0    0   0   0',
  // The job queue's developer page: the platform operator only.
  'POST /api/v1/dev/jobs/{id}/retry': '                0    0   0   0',
  // Starting the periodic mail by hand: super admins only.
  'POST /api/v1/digests/run': '                       0    0   0   0',
  // One's own notifications and preferences; the applicant's notification is no one else's.
  'PATCH /api/v1/notifications/{id}': '              0    0   0   0',
  'POST /api/v1/notifications/mark_all_read': '      0    1   1   1',
  'PUT /api/v1/notification_preferences': '          0    1   1   1',
  // Centre 1's own settings.
  'PATCH /api/v1/volunteer_centers/current/profile': ' 0    0   0   0',
};

/** The open operations that take a token from a mail: with a made-up one the service answers 404 or 422. */
const madeUpTokenOperations = new Set([
  'POST /api/v1/confirm',
  'POST /api/v1/applications/confirm',
  'POST /api/v1/organization_invitations/lookup',
  'POST /api/v1/organization_invitations/accept',
  'POST /api/v1/organization_invitations/decline',
  'POST /api/v1/digest_subscription/unsubscribe',
]);

const rolesOf = (world: AttackWorld): Record<Exclude<Actor, 'anonymous'>, RoleToGrant[]> => ({
  volunteer: [],
  otherOrgAdmin: [{ name: 'admin', resourceId: Number(world.alfa.ids.siblingOrganization) }],
  otherCenterAdmin: [{ name: 'center_admin', resourceId: Number(world.alfa.ids.otherCenter) }],
});

/** The actors the table lets through for an operation. */
function allowedActors(row: string): Set<Actor> {
  const answers = row.trim().split(/\s+/);
  return new Set(actors.filter((_actor, index) => answers[index] === '1'));
}

describe('role matrix: every write operation tried by every lesser actor', () => {
  let world: AttackWorld;
  let writes: Operation[];
  const figures = { writeOperations: 0, actors: actors.length, attempts: 0, refused: 0, allowed: 0, wrongAnswers: 0 };

  beforeAll(async () => {
    world = await createAttackWorld();
    writes = (await readOperations(world.testApp)).filter((operation) => operation.writes);
    figures.writeOperations = writes.length;
  });

  afterAll(async () => {
    reportFigures('role-matrix', figures);
    await world?.close();
  });

  it('has a row of four answers for every write operation, and none for an operation that is gone', () => {
    const missing = writes.filter((operation) => !(operation.key in policyTable)).map((operation) => operation.key);
    expect(missing, 'add a row to policyTable in role-matrix.test.ts').toEqual([]);
    const stale = Object.keys(policyTable).filter((key) => !writes.some((operation) => operation.key === key));
    expect(stale).toEqual([]);
    const malformed = Object.entries(policyTable).filter(([, row]) => !/^\s*[01](\s+[01]){3}\s*$/.test(row));
    expect(malformed).toEqual([]);
  });

  it.each(actors)(
    'gives %s the answer of the policy table, and a refusal changes nothing',
    async (actor) => {
      const problems: string[] = [];
      const alfa = world.alfa;
      for (const operation of writes) {
        const row = policyTable[operation.key];
        if (row === undefined) continue;
        const allowed = allowedActors(row).has(actor);
        // Each attempt is made by an account of its own: an allowed one may end its session or delete it.
        const user = actor === 'anonymous' ? undefined : await world.newUser(alfa, rolesOf(world)[actor], actor);
        const session = user ? await world.sessionFor(alfa, user) : {};
        // An allowed attempt may change or delete its target: it gets targets of its own.
        const targets = allowed ? await world.freshTargets(alfa) : alfa.ids;
        const path = fillPath(operation, targets);
        if (path === undefined) {
          problems.push(`${operation.key}: no id to fill the path with`);
          continue;
        }
        const body = operationBodies[operation.key]?.({
          tenant: alfa,
          ids: targets,
          unique: figures.attempts,
          signedIn: !!user,
        });
        const before = await settledFingerprint(world.testApp.app, world.testApp.database, alfa.id);
        figures.attempts += 1;
        const response = await world.send({
          method: operation.method,
          url: path,
          headers: tenantHeaders(alfa.key, {
            ...session,
            'volunteer-center-id': alfa.ids.center,
            'accept-language': 'en',
          }),
          ...(body ? { body } : {}),
        });
        const label = `${operation.key} as ${actor}`;
        if (response === 'hang') {
          problems.push(`${label}: no answer within 5 s`);
          continue;
        }
        const status = response.statusCode;
        if (allowed) {
          figures.allowed += 1;
          const answered = madeUpTokenOperations.has(operation.key)
            ? status !== 401 && status !== 403 && status < 500
            : status < 400;
          if (!answered) {
            problems.push(`${label}: the table allows it, the API answered ${status} ${response.body.slice(0, 160)}`);
          }
          continue;
        }
        figures.refused += 1;
        if (![401, 403, 404].includes(status)) {
          problems.push(`${label}: the table refuses it, the API answered ${status} ${response.body.slice(0, 160)}`);
        }
        const changed = changedTables(
          before,
          await settledFingerprint(world.testApp.app, world.testApp.database, alfa.id),
        );
        if (changed.length > 0) problems.push(`${label}: a refused attempt changed ${changed.join(', ')}`);
      }
      figures.wrongAnswers += problems.length;
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
