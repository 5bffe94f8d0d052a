import { notificationEventDefinitions, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import { governsCenter, governsSomeCenter, type PolicyActor } from '../../platform/auth/policy-actor.ts';

// Who may change what the product tells people. Pure functions: no I/O. A template belongs to one
// centre (issue 29): that centre's admins and the tenant's super admins keep it; nobody else sees
// it, and no centre changes the security mails.

/** Centre admins and super admins of the tenant open the templates (each sees the centres they govern). */
export function canManageNotificationTemplates(actor: PolicyActor | undefined, tenantId: number): boolean {
  return governsSomeCenter(actor, tenantId);
}

/** The admins of a centre (and super admins) change, preview and reset that centre's templates. */
export function canEditCenterTemplates(
  actor: PolicyActor | undefined,
  center: { id: number; tenantId: number },
): boolean {
  return governsCenter(actor, center);
}

/** Whether the actor may change or reset a saved template: the admins of its centre (and super admins). */
export function canEditTemplate(
  actor: PolicyActor | undefined,
  template: { tenantId: number; volunteerCenterId: number },
): boolean {
  return canEditCenterTemplates(actor, { id: template.volunteerCenterId, tenantId: template.tenantId });
}

/** The centres of the actor's own tenant whose templates they change. */
export function editableTemplateCenters<Center extends { id: number }>(
  actor: PolicyActor,
  centers: readonly Center[],
): Center[] {
  return centers.filter((center) => canEditCenterTemplates(actor, { id: center.id, tenantId: actor.tenantId }));
}

/** Whether any centre may write its own template of an event: never for a security mail. */
export function isOverridableEvent(event: NotificationEvent): boolean {
  return notificationEventDefinitions[event].overridable;
}
