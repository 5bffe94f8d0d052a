import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationTemplateListMetaSchema } from '@volunteerly/contracts/resources/notification-templates';
import type { z } from 'zod';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { notificationTemplateQueryKeys, type NotificationTemplate } from './notification-template-types.ts';

type NotificationTemplateListMeta = z.infer<typeof notificationTemplateListMetaSchema>;

/** A centre's templates, the centre they are of, and the centres the user may choose between. */
export interface CenterTemplates {
  templates: NotificationTemplate[];
  centerId: number | undefined;
  centers: NotificationTemplateListMeta['centers'];
}

/**
 * GET /api/v1/notification_templates: every event in both languages for a centre (at most a few
 * dozen, one page); without a centre, the API picks the one the user manages on this site.
 */
export async function listNotificationTemplates(
  centerId: number | undefined,
  signal?: AbortSignal,
): Promise<CenterTemplates> {
  const document = await apiRequestDocument<NotificationTemplate[], NotificationTemplateListMeta>(
    '/api/v1/notification_templates',
    { query: { 'filter[volunteer_center_id]': centerId }, signal },
  );
  return {
    templates: document.data,
    centerId: document.meta.volunteerCenterId,
    centers: document.meta.centers ?? [],
  };
}

/** Query options of a centre's templates. */
export function notificationTemplatesQueryOptions(centerId: number | undefined) {
  return queryOptions({
    queryKey: notificationTemplateQueryKeys.list(centerId),
    queryFn: ({ signal }) => listNotificationTemplates(centerId, signal),
  });
}

/** A centre's templates as a query. */
export function useNotificationTemplates(centerId?: number) {
  return useQuery(notificationTemplatesQueryOptions(centerId));
}
