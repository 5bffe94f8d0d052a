import type { AppConfig } from '@volunteerly/contracts/tenancy';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { guardRoutes } from '../app/routes/route-guard.ts';
import { buildRouteTable, pageRoutes } from '../app/routes/route-table.tsx';
import { contractViolation, reportContractViolation } from './api-contract.ts';
import type { CurrentTenant } from '../features/tenancy/api/current-tenant.ts';
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
 * every call; unknown calls answer 404. Every answer is held against the
 * contract (api-contract.ts): an operation the API lacks or a body it would not
 * send fails the test.
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
      if (!answer) return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found' }] }, 404);
      const violation = await contractViolation(call.method, call.path, answer);
      if (violation) {
        reportContractViolation(violation);
        throw new Error(violation);
      }
      return answer;
    }),
  );
  return calls;
}

/** The whole app's route table (guarded), with extra pages, rendered at `path` for the demo tenant unless given. */
export function renderApp(
  path: string,
  extraPages: RouteObject[] = [],
  options: { currentTenant?: CurrentTenant; appConfig?: AppConfig } = {},
) {
  const pages = buildRouteTable([...pageRoutes, ...extraPages]);
  return renderWithRouter(guardRoutes(pages), path, options);
}
