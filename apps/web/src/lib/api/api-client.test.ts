import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, apiRequestDocument } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { updateRequestContext } from './request-context.ts';
import { clearSession, setSession } from './session-store.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateRequestContext({
    tenantKey: 'demo',
    appContext: 'main',
    volunteerCenterId: '4',
    currentOrganizationId: undefined,
  });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  clearSession();
});

describe('apiRequest', () => {
  it('sends the tenancy headers, and the session headers once signed in', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}));
    await apiRequest('/api/v1/anything');
    expect(sentHeaders().get('X-Tenant')).toBe('demo');
    expect(sentHeaders().get('App-Context')).toBe('main');
    expect(sentHeaders().get('Volunteer-Center-Id')).toBe('4');
    expect(sentHeaders().has('Current-Organization-Id')).toBe(true);
    expect(sentHeaders().has('access-token')).toBe(false);

    setSession({ accessToken: 'token', client: 'device', uid: 'a@example.org' });
    await apiRequest('/api/v1/anything');
    expect(sentHeaders(1).get('access-token')).toBe('token');
    expect(sentHeaders(1).get('client')).toBe('device');
    expect(sentHeaders(1).get('uid')).toBe('a@example.org');
  });

  it('sends bodies in snake_case and returns answers in camelCase', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ app_name: 'Demo', nested: { primary_color: 'green' } }));
    const result = await apiRequest('/api/v1/x', {
      method: 'PATCH',
      body: { firstName: 'Ada', homeAddress: { postalCode: '1234' } },
    });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      first_name: 'Ada',
      home_address: { postal_code: '1234' },
    });
    expect(sentHeaders().get('Content-Type')).toBe('application/json');
    expect(result).toEqual({ appName: 'Demo', nested: { primaryColor: 'green' } });
  });

  it('sends form data (a file upload) as it is, leaving the multipart Content-Type to the browser', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { type: 'file_uploads', id: '1', attributes: {} } }, 201));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'foto.png');
    await apiRequest('/api/v1/file_uploads', { method: 'POST', body: form });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders().has('Content-Type')).toBe(false);
    expect(sentHeaders().get('X-Tenant')).toBe('demo');
  });

  it('throws an ApiError with status and the errors array for a non-2xx answer', async () => {
    const errors = [{ status: '404', code: 'tenant_unknown', title: 'Unknown tenant' }];
    fetchMock.mockResolvedValue(jsonResponse({ errors }, 404));
    const failure = await apiRequest('/api/v1/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ statusCode: 404, errors });
  });

  it("reads devise_token_auth's string errors, and recognises 'wrong center'", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, errors: ['Invalid login credentials. Please try again.'] }, 401),
    );
    const invalid = await apiRequest('/auth/sign_in', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(invalid).toMatchObject({ statusCode: 401, message: 'Invalid login credentials. Please try again.' });
    fetchMock.mockResolvedValue(jsonResponse({ success: false, errors: ['wrong center: elsewhere'] }, 403));
    const wrongCenter = await apiRequest('/auth/sign_in', { method: 'POST', body: {} }).catch(
      (error: unknown) => error,
    );
    expect(wrongCenter).toMatchObject({ statusCode: 403, message: 'wrong center' });
  });
});

describe('apiRequestDocument', () => {
  it('lifts attributes and nests included relationships', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        data: {
          type: 'volunteer_centers',
          id: '1',
          attributes: { name: 'Centrum', is_default: true },
          relationships: { profile: { data: { type: 'volunteer_center_profiles', id: '9' } } },
        },
        included: [
          { type: 'volunteer_center_profiles', id: '9', attributes: { gtag_id: null, primary_color: 'green' } },
        ],
        meta: { total_pages: 1 },
      }),
    );
    const document = await apiRequestDocument('/api/v1/volunteer_centers/current', { query: { include: 'profile' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/volunteer_centers/current?include=profile');
    expect(document.data).toEqual({
      id: '1',
      type: 'volunteer_centers',
      name: 'Centrum',
      isDefault: true,
      profile: { id: '9', type: 'volunteer_center_profiles', gtagId: null, primaryColor: 'green' },
    });
    expect(document.meta).toEqual({ totalPages: 1 });
  });
});

describe('apiRequest without a connection', () => {
  it('fails with a message in the interface language instead of the browser’s "Failed to fetch"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = apiRequest('/api/v1/anything');
    await expect(failure).rejects.toMatchObject({
      name: 'NetworkError',
      message: 'Geen verbinding met Volunteerly. Controleer je internetverbinding en probeer het opnieuw.',
    });
  });

  it('lets a request that was given up on fail as it did, without a message to show', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(apiRequest('/api/v1/anything', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
