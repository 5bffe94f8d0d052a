import { z } from 'zod';
import type { TestApp } from '../support/test-app.ts';
import type { TenantIds } from './attack-world.ts';

/** The HTTP methods an OpenAPI path item may hold an operation for. */
const methods = { get: 'GET', put: 'PUT', post: 'POST', delete: 'DELETE', patch: 'PATCH' } as const;
type Method = (typeof methods)[keyof typeof methods];

/** One operation of the OpenAPI document, as the attack suites use it. */
export interface Operation {
  /** `METHOD /path/{param}`: the name tables and exclusion lists use. */
  key: string;
  method: Method;
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  /** The media types the document says the body takes (none: no body documented). */
  bodyTypes: string[];
  /** POST, PUT, PATCH or DELETE. */
  writes: boolean;
  /**
   * What the operation's `security` says of the session headers: 'required',
   * 'optional' (`{}` among the requirements) or 'ignored' (none); undefined when
   * the operation declares no security.
   */
  session: 'required' | 'optional' | 'ignored' | undefined;
}

const parameterSchema = z.object({ name: z.string(), in: z.string() });
const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.unknown()) }).optional(),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
const documentSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

/** Reads the OpenAPI document the app serves at /api/docs/json and lists its operations. */
export async function readOperations(testApp: TestApp): Promise<Operation[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
  return operationsOf(response.json());
}

/** The operations of an OpenAPI document, sorted by key. */
export function operationsOf(document: unknown): Operation[] {
  const { paths } = documentSchema.parse(document);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, upper] of Object.entries(methods)) {
      if (item[method] === undefined) continue;
      const operation = operationSchema.parse(item[method]);
      const parameters = operation.parameters ?? [];
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParameters: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyTypes: Object.keys(operation.requestBody?.content ?? {}),
        writes: upper !== 'GET',
        session: sessionOf(operation.security),
      });
    }
  }
  return operations.sort((left, right) => left.key.localeCompare(right.key));
}

function sessionOf(security: Record<string, string[]>[] | undefined): Operation['session'] {
  if (security === undefined) return undefined;
  if (security.length === 0) return 'ignored';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
}

/**
 * Which id of a tenant a path parameter takes, by the collection it follows:
 * `/users/{id}` a user, `/invitations/{invitation_id}` an invitation.
 */
const idOfCollection: Record<string, keyof TenantIds> = {
  users: 'user',
  organizations: 'organization',
  tags: 'tag',
  vacancies: 'vacancy',
  applications: 'application',
  sessions: 'session',
  invitations: 'invitation',
  uploads: 'upload',
  search_synonym_groups: 'searchSynonymGroup',
  notification_templates: 'notificationTemplate',
  notifications: 'notification',
  conversations: 'conversation',
  attachments: 'attachment',
  jobs: 'job',
};

/** Operations whose `{id}` takes another id than their collection's usual one. */
const idOfOperationPath: Record<string, keyof TenantIds> = {
  '/api/v1/users/{id}/resend_confirmation_instructions': 'unconfirmedUser',
};

/** The operation's path with every parameter filled with the tenant's real ids; undefined when one is unknown. */
export function fillPath(operation: Operation, ids: TenantIds): string | undefined {
  const segments = operation.path.split('/');
  const filled: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    if (parameter === undefined) {
      filled.push(segment);
      continue;
    }
    const collection = segments[index - 1] ?? '';
    const idName = idOfOperationPath[operation.path] ?? idOfCollection[collection];
    if (idName === undefined) return undefined;
    filled.push(encodeURIComponent(ids[idName]));
  }
  return filled.join('/');
}

/** The query parameters that name a resource by id, and which id of a tenant each takes. */
const idOfFilter: Record<string, keyof TenantIds> = {
  'filter[organization_id]': 'organization',
  'filter[vacancy_id]': 'vacancy',
  'filter[volunteer_center_id]': 'center',
  'filter[target_group_id]': 'targetGroupTag',
  'filter[target_group]': 'targetGroupTag',
  'filter[category]': 'categoryTag',
  'filter[skill]': 'skillTag',
};

/** Whether a query parameter looks like it names a resource (its name ends in `_id` or is a tag filter). */
export function isIdFilter(name: string): boolean {
  return /_ids?\]?$/.test(name) || name in idOfFilter;
}

/** The operation's id filters with the tenant's ids; `unknown` lists the id-like filters this suite cannot fill. */
export function idFilters(operation: Operation, ids: TenantIds): { query: Record<string, string>; unknown: string[] } {
  const query: Record<string, string> = {};
  const unknown: string[] = [];
  for (const name of operation.queryParameters.filter(isIdFilter)) {
    const idName = idOfFilter[name];
    if (idName === undefined) unknown.push(name);
    else query[name] = ids[idName];
  }
  return { query, unknown };
}

/** A URL with a query string (values encoded). */
export function withQuery(url: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}
