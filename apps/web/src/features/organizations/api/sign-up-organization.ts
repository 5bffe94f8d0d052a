import { useMutation } from '@tanstack/react-query';
import type { UserLocale } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { OrganizationInput } from './organization-input.ts';
import type { Organization } from './organization-types.ts';

/** The first admin account of an organisation that signs up. */
export interface SignUpAccount {
  email: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: UserLocale;
}

/** POST /api/v1/organizations/signup: a pending organisation and its admin, who confirms by mail. */
export async function signUpOrganization(input: {
  organization: OrganizationInput;
  user: SignUpAccount;
}): Promise<Organization> {
  const document = await apiRequestDocument<Organization>('/api/v1/organizations/signup', {
    method: 'POST',
    body: input,
  });
  return document.data;
}

/** The sign-up as a mutation. */
export function useSignUpOrganization() {
  return useMutation({ mutationFn: signUpOrganization });
}
