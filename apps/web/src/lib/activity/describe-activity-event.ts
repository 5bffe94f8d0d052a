import type { TFunction } from 'i18next';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { DashboardResource } from '@volunteerly/contracts/resources/dashboard';

/** One line of the centre's activity feed, as the dashboard answers it. */
export type ActivityEvent = NonNullable<Flattened<DashboardResource>['center']>['activity'][number];

/**
 * What happened, in words of the 'dashboard' namespace, each event naming the thing it is about
 * (issue 14 §4): 'Stichting Buurtkracht heeft ‘Taalmaatje’ gepubliceerd'. Shared by the dashboard's
 * feed and the toolbar's activity panel.
 */
export function describeActivityEvent(t: TFunction<'dashboard'>, event: ActivityEvent): string {
  return t(`activity.${event.action}`, {
    actor: event.actorName ?? t('activity.someone'),
    subject: event.subjectName ?? t('activity.someone'),
    name: event.details.name ?? t('activity.anOrganization'),
    organization: event.organizationName ?? event.details.name ?? t('activity.anOrganization'),
    applicant: event.subjectName ?? event.details.name ?? t('activity.someone'),
    title: event.details.title ?? '',
    from: event.details.from ? t(`statuses.${event.details.from}`) : '',
    to: event.details.to ? t(`statuses.${event.details.to}`) : '',
    // Said by what happened: 'heeft … goedgekeurd', not 'van in afwachting naar goedgekeurd gezet'.
    context: event.details.signUp
      ? 'signUp'
      : event.action === 'organization_status_changed' || event.action === 'application_status_changed'
        ? event.details.to
        : undefined,
    defaultValue: t('activity.other'),
  });
}
