import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, normalizeStatusCode, sanitizeStatusMessage } from './api-error.ts';

describe('ApiError', () => {
  it('carries statusCode, statusMessage, data and the errors array of the body', () => {
    const errors = [{ status: '404', code: 'tenant_unknown', title: 'Unknown tenant', detail: "No tenant 'x'." }];
    const error = new ApiError({ statusCode: 404, statusMessage: 'Not Found', data: { errors }, errors });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.statusCode).toBe(404);
    expect(error.statusMessage).toBe('Not Found');
    expect(error.errors).toEqual(errors);
    expect(error.data).toEqual({ errors });
    expect(error.message).toBe("No tenant 'x'.");
    expect(error.code).toBe('tenant_unknown');
    expect(error.fatal).toBe(false);
    expect(error.unhandled).toBe(false);
  });

  it("is thrown with the message 'wrong center' when the response says so", () => {
    const errors = [
      { status: '403', code: 'wrong_center', title: 'Forbidden', detail: 'User belongs to the wrong center' },
    ];
    expect(new ApiError({ statusCode: 403, errors }).message).toBe('wrong center');
  });

  it('copes with error objects that leave out their code or title', () => {
    const errors = [{ status: '404', title: 'Organisatie niet gevonden.' }] as unknown as ConstructorParameters<
      typeof ApiError
    >[0]['errors'];
    const error = new ApiError({ statusCode: 404, errors });
    expect(error.message).toBe('Organisatie niet gevonden.');
    expect(error.statusCode).toBe(404);
  });

  it('keeps statuses within 100–999 and strips control characters from status messages', () => {
    expect(normalizeStatusCode(0)).toBe(200);
    expect(normalizeStatusCode(1000)).toBe(200);
    expect(normalizeStatusCode(503)).toBe(503);
    expect(sanitizeStatusMessage('Bad\u0000 Gate\nway')).toBe('Bad Gateway');
  });
});
