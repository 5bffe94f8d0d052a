import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { filterParameters, type ApplicationFilter } from './list-applications.ts';

/** The file name of the export when the API names none. */
export const defaultApplicationsExportFileName = 'applications.csv';

function fileNameOfDisposition(disposition: string | null): string | undefined {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1];
}

/**
 * GET /api/v1/applications/export.csv with the list's filters. It needs the
 * session headers, so a plain link cannot fetch it: the body is read here and
 * offered to the browser as a file through an object URL.
 */
export async function exportApplications(filter: ApplicationFilter): Promise<string> {
  let fileName = defaultApplicationsExportFileName;
  // The client would try to read the answer as JSON; keep the raw CSV text instead.
  let rawBody: Promise<string> | undefined;
  await apiRequest('/api/v1/applications/export.csv', {
    query: filterParameters(filter),
    headers: { Accept: 'text/csv' },
    onResponse: (response) => {
      fileName = fileNameOfDisposition(response.headers.get('Content-Disposition')) ?? fileName;
      if (response.ok) rawBody = response.clone().text();
    },
  });
  const url = URL.createObjectURL(new Blob([(await rawBody) ?? ''], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking synchronously could cancel the download before the browser starts it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

/** The export as a mutation (a user action with a pending and a failed state). */
export function useExportApplications() {
  return useMutation({ mutationFn: exportApplications });
}
