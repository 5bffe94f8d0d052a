import type { confirmedApplicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import type { z } from 'zod';
import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** What a confirmation answers: only the vacancy (no personal data), and whether it was confirmed before. */
export type ConfirmedApplication = z.infer<typeof confirmedApplicationDocumentSchema>['meta'];

/** POST /api/v1/applications/confirm with the guest's mailed token; a 422 on /confirmation_token when unknown. */
export async function confirmApplication(confirmationToken: string): Promise<ConfirmedApplication> {
  const document = await apiRequestDocument<null, ConfirmedApplication>('/api/v1/applications/confirm', {
    method: 'POST',
    body: { confirmationToken },
  });
  return {
    vacancyId: document.meta.vacancyId ?? '',
    vacancyTitle: document.meta.vacancyTitle ?? '',
    alreadyConfirmed: document.meta.alreadyConfirmed === true,
  };
}

/** The confirmation as a mutation: it changes the application, so it is sent on purpose, never refetched. */
export function useConfirmApplication() {
  return useMutation({ mutationFn: confirmApplication });
}
