import { toCamelCaseKeys, toSnakeCaseKeys } from '@volunteerly/contracts/casing';
import { requestHeaders } from '@volunteerly/contracts/headers';
import { deserialize, type ApiErrorObject, type Deserialized, type Document } from '@volunteerly/contracts/jsonapi';
import { ApiError, NetworkError } from './api-error.ts';
import { getRequestContext } from './request-context.ts';
import { buildRequestHeaders } from './request-headers.ts';
import { getSession, setSession } from './session-store.ts';

/** Options of one API call. Query names are sent as written (wire names such as `page[size]`). */
export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** Converted to snake_case before sending. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Extra headers for this call only; they win over the stored session's
   * (e.g. signing out a session that is not the stored one).
   */
  headers?: Record<string, string>;
  /** Sees the raw response (also of a failed call) before its body is read: session headers, Retry-After. */
  onResponse?: (response: Response) => void;
}

/**
 * How a request reaches the API: the browser's `fetch`; the server's render of a page (decision
 * 021) answers it in-process for the page's own tenant and language.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Replaces how requests reach the API (the server render, once at its start). */
export function setApiTransport(replacement: ApiTransport): void {
  transport = replacement;
}

/** A JSON:API answer after casing and deserialization. */
export interface ApiDocument<T = Deserialized | Deserialized[] | null, M extends object = Record<string, unknown>> {
  data: T;
  meta: Partial<M> & Record<string, unknown>;
  links: Record<string, string | null>;
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy's HTML error page is not JSON; callers still get the status.
    return text;
  }
}

/**
 * The errors of a failed answer as JSON:API error objects. The /auth endpoints
 * answer in devise_token_auth's shape, an array of message strings; those
 * become objects whose title and detail are the message.
 */
function errorsOf(body: unknown, status: number): ApiErrorObject[] {
  if (body === null || typeof body !== 'object' || !('errors' in body)) return [];
  const errors = (body as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.map((error: unknown) =>
    typeof error === 'string'
      ? { status: String(status), code: '', title: error, detail: error }
      : (error as ApiErrorObject),
  );
}

// devise_token_auth hands out fresh session values on responses; keep them.
function rememberRotatedSession(response: Response): void {
  const accessToken = response.headers.get(requestHeaders.accessToken);
  const client = response.headers.get(requestHeaders.client);
  const uid = response.headers.get(requestHeaders.uid);
  if (accessToken && client && uid) setSession({ accessToken, client, uid });
}

/**
 * Calls the API with the tenancy and session headers of spec §7: the body goes
 * out in snake_case, the answer comes back camelCased. Throws ApiError when the
 * status is not 2xx.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const headers = { ...buildRequestHeaders(getRequestContext(), getSession()), ...options.headers };
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    signal: options.signal,
    credentials: 'same-origin',
  };
  if (options.body instanceof FormData) {
    // A file upload: the browser writes the multipart Content-Type, boundary included.
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(toSnakeCaseKeys(options.body));
  }
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), init);
  } catch (error) {
    // A request given up on (a query no longer needed) is no failure to show anyone.
    if (init.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  rememberRotatedSession(response);
  options.onResponse?.(response);
  const body = await readBody(response);
  if (!response.ok) {
    throw new ApiError({
      statusCode: response.status,
      statusMessage: response.statusText,
      data: toCamelCaseKeys(body),
      errors: errorsOf(body, response.status),
    });
  }
  return toCamelCaseKeys(body);
}

/**
 * Calls the API and deserializes the JSON:API document (attributes lifted,
 * relationships nested). `T` is the data's type from the resource's contract
 * (`Flattened<…Resource>`, decision 014) and `M` its meta's: this is the one
 * place the web trusts the answer's shape, which the API checks against the
 * same contract in every test.
 */
export async function apiRequestDocument<
  T = Deserialized | Deserialized[] | null,
  M extends object = Record<string, unknown>,
>(path: string, options: ApiRequestOptions = {}): Promise<ApiDocument<T, M>> {
  return readDocument<T, M>(await apiRequest(path, options));
}

/**
 * A JSON:API document from an answer already camelCased (`apiRequest`, or the boot data the server
 * wrote into the page): attributes lifted, relationships nested. Throws ApiError when it is none.
 */
export function readDocument<T = Deserialized | Deserialized[] | null, M extends object = Record<string, unknown>>(
  answer: unknown,
): ApiDocument<T, M> {
  const body = answer as Document | undefined;
  if (!body || typeof body !== 'object' || !('data' in body)) {
    throw new ApiError({ statusCode: 502, statusMessage: 'Not a JSON:API document', data: body });
  }
  return {
    data: deserialize(body) as T,
    meta: (body.meta ?? {}) as Partial<M> & Record<string, unknown>,
    links: body.links ?? {},
  };
}
