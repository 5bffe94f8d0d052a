import {
  submittedApplicationDocumentSchema,
  type ApplicationResource,
} from '@volunteerly/contracts/resources/applications';
import { buildApplication } from './applications.ts';
import { wireDocument } from './wire-document.ts';

/**
 * An application as POST /api/v1/applications answers the signed-in Anna de Vries: just sent to
 * vacancy 5 of Voedselbank Utrecht (7), status new, which she may withdraw.
 */
export function buildSubmittedApplication(
  overrides: { id?: string; attributes?: Partial<ApplicationResource['attributes']> } = {},
): ApplicationResource {
  return buildApplication({
    id: overrides.id ?? '90',
    attributes: {
      vacancyId: '5',
      vacancyTitle: 'Vacature 5',
      organizationId: '7',
      motivation: 'Ik wil graag helpen.',
      applicant: { name: 'Anna de Vries', email: 'anna@example.org', phone: null, isGuest: false },
      ...overrides.attributes,
    },
    abilities: { withdraw: true },
  });
}

/** A guest's application as just sent: unconfirmed until the guest follows the link in the mail. */
export function buildGuestApplication(
  guest: { name: string; email: string },
  overrides: { id?: string; attributes?: Partial<ApplicationResource['attributes']> } = {},
): ApplicationResource {
  const application = buildSubmittedApplication({
    id: overrides.id,
    attributes: { applicant: { ...guest, phone: null, isGuest: true }, confirmed: false, ...overrides.attributes },
  });
  // A guest has no account to withdraw it with.
  return { ...application, meta: { abilities: { ...application.meta.abilities, withdraw: false } } };
}

/**
 * POST /api/v1/applications (wire casing): the application, whether it went on the waiting list
 * (its status says), and, for a guest, that the application still waits for confirmation.
 */
export function submittedApplicationDocument(application: ApplicationResource) {
  const { status, applicant } = application.attributes;
  return wireDocument(submittedApplicationDocumentSchema, {
    data: application,
    meta: {
      waitlisted: status === 'waitlisted',
      ...(applicant.isGuest ? { confirmationRequired: true as const } : {}),
    },
  });
}
