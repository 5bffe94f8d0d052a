import { describe, expect, it } from 'vitest';
import { coverageGaps } from './attack-coverage.ts';
import type { TenantIds } from './attack-world.ts';
import { operationsOf } from './openapi-operations.ts';

const ids: TenantIds = {
  center: '1',
  otherCenter: '2',
  organization: '3',
  siblingOrganization: '4',
  otherCenterOrganization: '5',
  vacancy: '6',
  draftVacancy: '7',
  application: '8',
  tag: '9',
  categoryTag: '10',
  skillTag: '11',
  targetGroupTag: '12',
  user: '13',
  unconfirmedUser: '14',
  session: '15',
  invitation: '16',
  upload: '00000000-0000-4000-8000-000000000000.png',
  searchSynonymGroup: '17',
  notification: '20',
  notificationTemplate: '21',
  conversation: '18',
  attachment: '00000000-0000-4000-8000-000000000001',
  job: '19',
};

const document = (paths: Record<string, unknown>) => ({ openapi: '3.1.0', paths });

describe('attack coverage: a route added later is attacked or reported', () => {
  it('fills the ids of known collections and reports nothing', () => {
    const operations = operationsOf(
      document({
        '/api/v1/vacancies/{id}': { get: { parameters: [{ name: 'id', in: 'path' }] } },
        '/api/v1/applications': { get: { parameters: [{ name: 'filter[vacancy_id]', in: 'query' }] } },
      }),
    );
    expect(coverageGaps(operations, ids)).toEqual([]);
  });

  it('reports a path parameter of a collection it has no id for', () => {
    const operations = operationsOf(
      document({ '/api/v1/widgets/{id}': { delete: { parameters: [{ name: 'id', in: 'path' }] } } }),
    );
    expect(coverageGaps(operations, ids)).toEqual([
      'DELETE /api/v1/widgets/{id}: a path parameter the suite has no id for (idOfCollection in openapi-operations.ts)',
    ]);
  });

  it('reports an id filter it cannot fill and a body it has no valid example of', () => {
    const operations = operationsOf(
      document({
        '/api/v1/widgets': {
          get: { parameters: [{ name: 'filter[widget_id]', in: 'query' }] },
          post: { requestBody: { content: { 'application/json': { schema: {} } } } },
        },
      }),
    );
    expect(coverageGaps(operations, ids)).toEqual([
      'GET /api/v1/widgets: id filters without an id: filter[widget_id]',
      'POST /api/v1/widgets: a body but no entry in operation-bodies.ts',
    ]);
  });
});
