import { describe, expect, it } from 'vitest';
import { RouteError } from './route-error.ts';
import { requestedErrorStatus, testServerErrorLoader } from './test-server-error.ts';

function load(url: string): unknown {
  try {
    testServerErrorLoader({ request: new Request(url), params: {}, context: undefined } as never);
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not throw');
}

describe('/test/server-error', () => {
  it('fails with the status asked for', () => {
    const error = load('https://x.test/test/server-error?status=403');
    expect(error).toBeInstanceOf(RouteError);
    expect(error).toMatchObject({ statusCode: 403, data: { path: '/test/server-error' } });
  });

  it('fails with 500 when no status or no error status is asked for', () => {
    expect(requestedErrorStatus(new URL('https://x.test/'))).toBe(500);
    expect(requestedErrorStatus(new URL('https://x.test/?status=200'))).toBe(500);
    expect(requestedErrorStatus(new URL('https://x.test/?status=abc'))).toBe(500);
    expect(requestedErrorStatus(new URL('https://x.test/?status=401'))).toBe(401);
  });
});
