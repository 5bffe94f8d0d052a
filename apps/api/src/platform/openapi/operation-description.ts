import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appContexts, requestHeaders } from '@volunteerly/contracts/headers';

/** The session headers of devise_token_auth, one security scheme each: a signed-in call sends all three. */
export const sessionSecuritySchemes = {
  accessToken: {
    type: 'apiKey',
    in: 'header',
    name: requestHeaders.accessToken,
    description: 'The access token of the session, from the answer to the sign-in.',
  },
  client: {
    type: 'apiKey',
    in: 'header',
    name: requestHeaders.client,
    description: 'The device (client) id of the session, from the answer to the sign-in.',
  },
  uid: {
    type: 'apiKey',
    in: 'header',
    name: requestHeaders.uid,
    description: "The signed-in user's e-mail address, from the answer to the sign-in.",
  },
} as const;

/** A security requirement: the schemes a call sends together (none: it may send nothing). */
type SecurityRequirement = Partial<Record<keyof typeof sessionSecuritySchemes, string[]>>;
const sessionRequirement: SecurityRequirement = { accessToken: [], client: [], uid: [] };

/**
 * An operation's security, from the route's declared session requirement: the
 * three headers together where the route refuses a caller without a session;
 * the headers or none (`{}`) where it answers both; nothing where the route
 * lies outside the scope that reads sessions, so the headers are ignored.
 */
export function operationSecurity(config: FastifyContextConfig | undefined): SecurityRequirement[] {
  if (config?.session === 'required') return [sessionRequirement];
  if (config?.session === 'optional') return [{}, sessionRequirement];
  return [];
}

interface HeadersSchema {
  type?: 'object';
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * The headers a route of a tenant scope reads (spec §7), added to those its
 * schema declares, as the JSON schema Fastify documents headers with.
 */
function withTenancyHeaders(
  declared: HeadersSchema | undefined,
  tenancy: NonNullable<FastifyContextConfig['tenancy']>,
) {
  return {
    type: 'object',
    properties: {
      ...declared?.properties,
      [requestHeaders.tenant]: {
        type: 'string',
        description:
          tenancy === 'header'
            ? 'The tenant, by its key.'
            : 'The tenant, by its key; when left out, the tenant whose host the request came to.',
      },
      [requestHeaders.appContext]: {
        type: 'string',
        enum: [...appContexts],
        description:
          tenancy === 'header' ? 'The app the call comes from.' : "The app the call comes from; 'main' when left out.",
      },
      [requestHeaders.volunteerCenterId]: {
        type: 'string',
        pattern: '^[0-9]{1,15}$',
        description: "The volunteer centre the call is for: one of the tenant's.",
      },
      [requestHeaders.currentOrganizationId]: {
        type: 'string',
        description: 'The organisation a signed-in user acts for: one they work for (403 otherwise).',
      },
    },
    required: [
      ...(declared?.required ?? []),
      ...(tenancy === 'header' ? [requestHeaders.tenant, requestHeaders.appContext] : []),
    ],
  };
}

/** `handleCreateTag` → `createTag`: the operation's id is its handler's name (house rule: handlers are `handleX`). */
function operationIdOf(handlerName: string): string | undefined {
  const action = /^handle([A-Z]\w*)$/.exec(handlerName)?.[1];
  return action && action.charAt(0).toLowerCase() + action.slice(1);
}

/**
 * Describes one route as an operation: its zod schemas as JSON schema (the
 * type provider's transform), then what the route declares elsewhere: the
 * operation id from its handler, its security from its session requirement,
 * and the tenancy headers where the route is in a tenant scope.
 */
export const describeOperation: SwaggerTransform = (document) => {
  const { schema, url } = jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const described: FastifySchema & Record<string, unknown> = { ...schema };
  if (described['hide']) return { schema: described, url };
  const { config, handler } = document.route;
  const operationId = operationIdOf(handler.name);
  if (operationId) described['operationId'] = operationId;
  described['security'] = operationSecurity(config);
  if (config?.tenancy) described.headers = withTenancyHeaders(described.headers as HeadersSchema, config.tenancy);
  return { schema: described, url };
};

/**
 * A change that answers both PUT and PATCH of one path with one handler (the
 * Rails routes the spec keeps) gets the method after the shared operation id,
 * so every id stays unique; any other repeated id is the linter's to find.
 */
export const distinguishPutFromPatch: SwaggerTransformObject = (document) => {
  const openapiObject = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
  for (const item of Object.values(openapiObject.paths ?? {}) as PathItem[]) {
    const sharedId = item.put?.operationId;
    if (!item.put || !item.patch || !sharedId || item.patch.operationId !== sharedId) continue;
    item.put.operationId = `${sharedId}Put`;
    item.patch.operationId = `${sharedId}Patch`;
  }
  return openapiObject;
};

type PathItem = Partial<Record<'put' | 'patch', { operationId?: string }>>;
