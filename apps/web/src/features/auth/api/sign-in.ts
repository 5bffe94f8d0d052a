import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { isApiError, wrongCenterMessage } from '../../../lib/api/api-error.ts';
import { setSession } from '../../../lib/api/session-store.ts';
import { sessionFromHeaders } from '../../../lib/auth/impersonation.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';
import { forgetAnswersOfPreviousAsker } from '../../../lib/auth/sign-out.ts';
import { resetOrganizations } from '../../../lib/organizations/organizations-store.ts';

/** The sign-in form's values. */
export interface SignInInput {
  email: string;
  password: string;
}

/** Why a sign-in failed, as the page shows it. */
export type SignInFailure =
  | { kind: 'wrong-center' }
  | { kind: 'rate-limited'; minutes: number; message: string }
  | { kind: 'refused'; message: string };

/** Thrown by signIn: the failure the page shows. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(readonly failure: SignInFailure) {
    super(failure.kind === 'wrong-center' ? wrongCenterMessage : failure.message);
  }
}

function minutesOf(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  if (retryAfter && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds / 60);
  const date = retryAfter ? Date.parse(retryAfter) : NaN;
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - Date.now()) / 60_000)) : 1;
}

/**
 * POST /auth/sign_in: stores the session from the response headers. A 403 is
 * the 'wrong center' refusal (spec §8); a 429 carries Retry-After.
 */
export async function signIn(input: SignInInput): Promise<void> {
  let retryAfter: string | null = null;
  try {
    await apiRequest('/auth/sign_in', {
      method: 'POST',
      body: input,
      onResponse: (response) => {
        retryAfter = response.headers.get('retry-after');
        const session = response.ok ? sessionFromHeaders(response.headers) : undefined;
        if (session) setSession(session);
      },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.message === wrongCenterMessage || error.statusCode === 403) {
      throw new SignInError({ kind: 'wrong-center' });
    }
    if (error.statusCode === 429) {
      throw new SignInError({ kind: 'rate-limited', minutes: minutesOf(retryAfter), message: error.message });
    }
    throw new SignInError({ kind: 'refused', message: error.message });
  }
}

/** Signs in, then loads the current user (with abilities) into the cache before the page moves on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      resetOrganizations();
      forgetAnswersOfPreviousAsker(queryClient);
      // A failure here is handled where the user is shown (401 leads to /uitloggen).
      await queryClient.fetchQuery(currentUserQueryOptions).catch(() => undefined);
    },
  });
}
