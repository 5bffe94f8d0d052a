import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type {
  ApplicationResource,
  submittedApplicationDocumentSchema,
} from '@volunteerly/contracts/resources/applications';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserLocale } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { vacancyDetailQueryKeys } from '../../../lib/vacancies/vacancy-query-keys.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';

/** A guest's details: someone applying without an account, who confirms by mail. */
export interface GuestApplicant {
  name: string;
  email: string;
  phone: string;
  locale: UserLocale;
}

/** What an application sends: the answers in the order of the vacancy's questions. */
export interface ApplicationInput {
  vacancyId: string;
  motivation: string;
  answers: string[];
  guest?: GuestApplicant;
}

/** How an application landed: a guest must still confirm by mail; a full vacancy puts it on the waiting list. */
export interface ApplicationOutcome {
  id: string;
  confirmationRequired: boolean;
  waitlisted: boolean;
}

type SubmittedApplicationMeta = z.infer<typeof submittedApplicationDocumentSchema>['meta'];

/** POST /api/v1/applications: applies as the signed-in user, or as a guest when `guest` is given. */
export async function applyToVacancy(input: ApplicationInput): Promise<ApplicationOutcome> {
  const document = await apiRequestDocument<Flattened<ApplicationResource>, SubmittedApplicationMeta>(
    '/api/v1/applications',
    {
      method: 'POST',
      body: {
        application: {
          vacancyId: input.vacancyId,
          motivation: input.motivation,
          answers: input.answers,
          // An empty phone number is left out rather than sent as ''.
          ...(input.guest ? { guest: { ...input.guest, phone: input.guest.phone || undefined } } : {}),
        },
      },
    },
  );
  const { data, meta } = document;
  return {
    id: data.id,
    confirmationRequired: meta.confirmationRequired === true,
    waitlisted: meta.waitlisted === true || data.status === 'waitlisted',
  };
}

/** Applying as a mutation; a signed-in applicant's vacancy is marked applied. */
export function useApplyToVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToVacancy,
    meta: { invalidates: ['applications', 'dashboard'] },
    onSuccess: (_outcome, input) => {
      if (input.guest) return;
      queryClient.setQueryData<Vacancy>(vacancyDetailQueryKeys.detail(input.vacancyId), (vacancy) =>
        vacancy ? { ...vacancy, hasApplied: true } : vacancy,
      );
    },
  });
}
