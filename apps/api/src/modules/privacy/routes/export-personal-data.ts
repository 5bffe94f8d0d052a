import { responses, mediaResponse } from '../../../platform/http/response-contract.ts';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { exportPersonalData } from '../personal-data-export.service.ts';

/** GET /api/v1/current_user/export: 'download my data', as a JSON file (docs/data-export.md). */
export function registerExportPersonalData(app: AppInstance): void {
  app.get(
    '/api/v1/current_user/export',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Download my data',
        response: responses({
          200: mediaResponse('Everything the platform holds about you, as a JSON download', ['application/json']),
        }),
      },
    },
    async function handleExportPersonalData(request, reply) {
      const actor = requireSignedIn(request);
      const exported = await exportPersonalData(app.database, actor, app.personalData);
      return reply
        .status(200)
        .header('content-disposition', 'attachment; filename="volunteerly-export.json"')
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(exported, null, 2));
    },
  );
}
