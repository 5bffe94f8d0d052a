import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** The file name of the export when the API names none. */
export const defaultExportFileName = 'my-data.json';

/** 'attachment; filename="x.json"' → 'x.json' */
export function fileNameOfDisposition(disposition: string | null): string | undefined {
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1];
}

/**
 * GET /api/v1/current_user/export: everything stored about the signed-in user
 * (docs/data-export.md), offered to the browser as a JSON file download.
 */
export async function exportMyData(): Promise<string> {
  let fileName = defaultExportFileName;
  // The file keeps the API's own (documented, snake_case) keys: read the raw body, not the camelCased answer.
  let rawBody: Promise<string> | undefined;
  await apiRequest('/api/v1/current_user/export', {
    onResponse: (response) => {
      fileName = fileNameOfDisposition(response.headers.get('Content-Disposition')) ?? fileName;
      if (response.ok) rawBody = response.clone().text();
    },
  });
  const body = (await rawBody) ?? '{}';
  const url = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

/** The download as a mutation (it is a user action with a pending and a failed state). */
export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
