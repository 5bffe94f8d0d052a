import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';
import { requestHeaders } from '@volunteerly/contracts/headers';
import { ApiError } from '../http/api-error.ts';

/** One role of the signed-in user. */
export interface RoleGrant {
  name: RoleName;
  resourceType: RoleResourceType | null;
  resourceId: number | null;
}

/** The user a request is signed in as, with the device (client) it used. */
export interface SignedInUser {
  id: number;
  tenantId: number;
  email: string;
  roles: RoleGrant[];
  client: string;
  /** The privileged user who signed in as this one, if any. */
  impersonatorUserId: number | null;
}

/** The three session headers of a request (devise_token_auth). */
export interface SessionCredentials {
  uid: string;
  client: string;
  accessToken: string;
}

/** Finds the signed-in user for a tenant's session credentials; the auth module implements it. */
export interface SessionDirectory {
  findSignedInUser(tenantId: number, credentials: SessionCredentials): Promise<SignedInUser | undefined>;
  /**
   * Drops whatever the directory remembers of earlier lookups, after a request
   * that may have written; with `everywhere`, in every other API process too.
   */
  forgetAll?(options: { everywhere: boolean }): void | Promise<void>;
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a route needs the caller's session (spec §6: public routes are open
 * to anyone, all others need sign-in). 'required', the default of every route
 * of a scope with authentication, refuses a caller without a valid session
 * (401); 'optional' answers anyone, and a session, when sent, may change the
 * answer. The OpenAPI document shows it as the operation's security.
 */
export type SessionRequirement = 'required' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'optional' on a route that answers callers without a session; left out, the route needs one. */
    session?: SessionRequirement;
  }
  interface FastifyRequest {
    /** The signed-in user, when the session headers name a valid session of this tenant. */
    currentUser: SignedInUser | undefined;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const single = Array.isArray(value) ? value[0] : value;
  return single?.trim() || undefined;
}

/** The session headers of a request, when all three are present. */
export function readSessionCredentials(request: FastifyRequest): SessionCredentials | undefined {
  const uid = header(request, requestHeaders.uid);
  const client = header(request, requestHeaders.client);
  const accessToken = header(request, requestHeaders.accessToken);
  return uid && client && accessToken ? { uid, client, accessToken } : undefined;
}

/**
 * Resolves the signed-in user of every request in this scope (after the
 * tenancy check, so sessions are looked up within the request's tenant), and
 * marks each of its routes `session: 'required'` unless it declares 'optional'.
 * Invalid or expired credentials leave the request signed out; endpoints that
 * need a user call requireSignedIn. After any request that may have written
 * (sign-out, password, roles, status…) the directory forgets what it cached,
 * before the answer is sent: once a client has the answer to a sign-out, no
 * process serves the ended session from its cache.
 */
export function registerAuthentication(scope: FastifyInstance, directory: SessionDirectory): void {
  scope.decorateRequest('currentUser', undefined);
  // Every route of the scope says whether it needs the session: it does unless it declares otherwise.
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, session: route.config?.session ?? 'required' };
  });
  scope.addHook('onRequest', async (request) => {
    const credentials = readSessionCredentials(request);
    request.currentUser = credentials ? await directory.findSignedInUser(request.tenant.id, credentials) : undefined;
  });
  scope.addHook('onSend', async (request, reply, payload) => {
    // A refused request changed nothing: no need to tell the other processes (a flood of failed
    // sign-ins must not empty every process's cache), though this one forgets as before.
    if (!readOnlyMethods.has(request.method)) await directory.forgetAll?.({ everywhere: reply.statusCode < 400 });
    return payload;
  });
}

/** The 401 of devise_token_auth for a protected endpoint without a valid session. */
export function unauthenticatedError(): ApiError {
  return new ApiError({
    statusCode: 401,
    code: 'unauthenticated',
    titleKey: 'errors.unauthenticated.title',
    format: 'devise',
  });
}

/** The signed-in user; throws the 401 when the request is not signed in. */
export function requireSignedIn(request: FastifyRequest): SignedInUser {
  if (!request.currentUser) throw unauthenticatedError();
  return request.currentUser;
}
