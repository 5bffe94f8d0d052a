import { useMutation } from '@tanstack/react-query';
import type { UserLocale } from '@volunteerly/contracts/users';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** The sign-up form's values as the API takes them (camelCase; sent as snake_case). */
export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  locale: UserLocale;
}

/** POST /auth: registers a volunteer; a confirmation mail follows. 422 names the invalid fields. */
export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/auth', { method: 'POST', body: input });
}

/** The sign-up call as a mutation. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
