import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type ApplicationNote } from './application-types.ts';

/** A note of the organisation side on one application. */
export interface NewApplicationNote {
  applicationId: string;
  body: string;
}

/** POST /api/v1/applications/{id}/notes with {note: {body}}. */
export async function addApplicationNote({ applicationId, body }: NewApplicationNote): Promise<ApplicationNote> {
  const document = await apiRequestDocument<ApplicationNote>(
    `/api/v1/applications/${encodeURIComponent(applicationId)}/notes`,
    {
      method: 'POST',
      body: { note: { body } },
    },
  );
  return document.data;
}

/** Adding a note as a mutation; the application reloads with the new note. */
export function useAddApplicationNote() {
  return useMutation({
    mutationFn: addApplicationNote,
    meta: { invalidates: ['applications'] },
  });
}
