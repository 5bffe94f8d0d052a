import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { guardRoutes } from '../app/routes/route-guard.ts';
import { buildRouteTable, pageRoutes } from '../app/routes/route-table.tsx';
import { renderWithRouter } from './render-with-router.tsx';

/** jsdom has <dialog> but not its modal methods; call once per test file (beforeAll). */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** One recorded API call of a test. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers an API call; return undefined to fall through to the default 404. */
export type ApiHandler = (call: RecordedCall) => Response | Promise<Response> | undefined;

/** A JSON response with optional headers. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/**
 * Stubs fetch with handlers keyed 'METHOD /path' (query left off) and records
 * every call; unknown calls answer 404.
 */
export function stubApi(handlers: Record<string, ApiHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: RecordedCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const answer = await handlers[`${call.method} ${call.path}`]?.(call);
      return answer ?? json({ errors: [{ status: '404', code: 'not_found', title: 'Not found' }] }, 404);
    }),
  );
  return calls;
}

type WireAccountAbility =
  | 'list_users'
  | 'create_users'
  | 'grant_super_admin'
  | 'view_dev_mail'
  | 'manage_center'
  | 'manage_vacancies'
  | 'manage_users'
  | 'create_organizations'
  | 'approve_organizations'
  | 'manage_tags'
  | 'manage_settings';

/** The account abilities the API computes for these roles (users.policy accountAbilities), in wire casing. */
function abilitiesOfRoles(roleNames: readonly string[]): Record<WireAccountAbility, boolean> {
  const superAdmin = roleNames.includes('super_admin');
  const manager = superAdmin || roleNames.includes('center_admin');
  const organizationAdmin = roleNames.includes('admin');
  return {
    list_users: manager || organizationAdmin,
    create_users: manager,
    grant_super_admin: superAdmin,
    view_dev_mail: superAdmin,
    manage_center: manager,
    manage_vacancies: manager || organizationAdmin,
    manage_users: manager,
    create_organizations: manager,
    approve_organizations: manager,
    manage_tags: manager,
    manage_settings: manager || organizationAdmin,
  };
}

/**
 * A current-user document as GET /api/v1/current_user answers it (wire casing).
 * The abilities follow from the roles as the API computes them; `abilities` overrides some.
 */
export function currentUserDocument(
  options: {
    abilities?: Partial<Record<WireAccountAbility, boolean>>;
    impersonatedBy?: { id: string; full_name: string } | null;
    /** Roles as the API sends them: name, and the centre or organisation they bind to. */
    roles?: { name: string; resource_type?: string | null; resource_id?: string | null }[];
  } = {},
) {
  const roles = (options.roles ?? []).map((role, index) => ({
    type: 'roles',
    id: String(index + 1),
    attributes: { resource_type: null, resource_id: null, ...role },
  }));
  return {
    included: roles,
    data: {
      type: 'users',
      id: '42',
      attributes: {
        email: 'anna@example.org',
        first_name: 'Anna',
        last_name: 'de Vries',
        full_name: 'Anna de Vries',
        locale: 'nl',
        status: 'active',
      },
      relationships: { roles: { data: roles.map(({ type, id }) => ({ type, id })) } },
      meta: {
        abilities: {
          ...abilitiesOfRoles((options.roles ?? []).map((role) => role.name)),
          ...options.abilities,
        },
        impersonated_by: options.impersonatedBy ?? null,
      },
    },
  };
}

/** The whole app's route table (guarded), with extra pages, rendered at `path`. */
export function renderApp(path: string, extraPages: RouteObject[] = []) {
  const pages = buildRouteTable([...pageRoutes, ...extraPages]);
  return renderWithRouter(guardRoutes(pages), path);
}
