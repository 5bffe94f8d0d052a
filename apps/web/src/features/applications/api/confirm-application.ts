import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** What a confirmation answers: only the vacancy (no personal data). */
export interface ConfirmedApplication {
  vacancyId: string;
  vacancyTitle: string;
}

/** POST /api/v1/applications/confirm with the guest's mailed token; a 422 on /confirmation_token when unknown or used. */
export async function confirmApplication(confirmationToken: string): Promise<ConfirmedApplication> {
  const document = await apiRequestDocument('/api/v1/applications/confirm', {
    method: 'POST',
    body: { confirmationToken },
  });
  return {
    vacancyId: String(document.meta['vacancyId'] ?? ''),
    vacancyTitle: String(document.meta['vacancyTitle'] ?? ''),
  };
}

/** The confirmation as a mutation: the token is single-use, so it is sent on purpose, never refetched. */
export function useConfirmApplication() {
  return useMutation({ mutationFn: confirmApplication });
}
