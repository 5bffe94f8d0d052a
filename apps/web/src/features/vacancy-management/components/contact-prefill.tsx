import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOrganizationContact, type OrganizationContact } from '../api/get-organization-contact.ts';
import type { VacancyAppForm } from './vacancy-form-types.ts';

const contactFields = ['contactName', 'contactEmail', 'contactPhone'] as const;

/**
 * A new vacancy starts with its organisation's contact person (issue 31 §4): filled in once the
 * organisation is known, and again when another one is chosen, as long as the person has not typed
 * a contact of their own. Says so under the fields; a failed load leaves them empty.
 */
export function useContactPrefill(form: VacancyAppForm, enabled: boolean) {
  const organizationId = useWatch({ control: form.control, name: 'organizationId' });
  const contact = useOrganizationContact(enabled ? organizationId : '');
  const filledWith = useRef<OrganizationContact | undefined>(undefined);

  useEffect(() => {
    const next = contact.data;
    if (!enabled || !next) return;
    const previous = filledWith.current;
    // Only fields that are still empty or still hold what was filled in before.
    const untouched = contactFields.every((field) => {
      const value = form.getValues(field);
      return value === '' || value === previous?.[field];
    });
    if (!untouched) return;
    for (const field of contactFields) form.setValue(field, next[field], { shouldDirty: true });
    filledWith.current = next;
  }, [enabled, contact.data, form]);

  return enabled && contact.data && contactFields.some((field) => contact.data[field] !== '')
    ? contact.data.organizationName
    : undefined;
}

/** The line under the contact fields that says where they came from. */
export function ContactPrefillNote({ organizationName }: { organizationName: string }) {
  const { t } = useTranslation('vacancy-management');
  return (
    <p data-contact-prefilled="" className="text-sm text-muted-700 dark:text-muted-300">
      {t('form.contactPrefilled', { organization: organizationName })}
    </p>
  );
}
