import type { CenterContact } from '@volunteerly/contracts/resources/volunteer-centers';
import { useTranslation } from 'react-i18next';

const linkClass = 'underline underline-offset-4 hover:text-text';

/** '3511AB' as people write it: '3511 AB'. */
function formatPostcode(postcode: string): string {
  return /^[1-9][0-9]{3}[A-Z]{2}$/.test(postcode) ? `${postcode.slice(0, 4)} ${postcode.slice(4)}` : postcode;
}

/** A phone number as a tel: link target (no spaces or brackets). */
function telTarget(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/** Whether the centre has set any way to reach it. */
export function hasContactDetails(contact: CenterContact | undefined): contact is CenterContact {
  return Boolean(contact && Object.values(contact).some(Boolean));
}

/**
 * How to reach the centre: its name, visiting address, e-mail and phone, and its contact person
 * (from the centre's settings, /instellingen/footer). Used in the footer and the statements.
 */
export function CenterContactDetails({
  centerName,
  contact,
  showPerson = true,
}: {
  centerName: string;
  contact: CenterContact | undefined;
  showPerson?: boolean;
}) {
  const { t } = useTranslation('common');
  const place = [contact?.postcode ? formatPostcode(contact.postcode) : null, contact?.city].filter(Boolean).join(' ');
  const person = showPerson && contact?.personName ? contact : undefined;
  return (
    <address className="grid gap-1 not-italic">
      <span className="font-semibold text-text">{centerName}</span>
      {contact?.street && <span>{contact.street}</span>}
      {place && <span>{place}</span>}
      {contact?.email && (
        <span>
          {t('footer.email')}:{' '}
          <a className={linkClass} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </span>
      )}
      {contact?.phone && (
        <span>
          {t('footer.phone')}:{' '}
          <a className={linkClass} href={telTarget(contact.phone)}>
            {contact.phone}
          </a>
        </span>
      )}
      {person && (
        <span>
          {t('footer.contactPerson')}: {person.personName}
          {person.personEmail && (
            <>
              {', '}
              <a className={linkClass} href={`mailto:${person.personEmail}`}>
                {person.personEmail}
              </a>
            </>
          )}
          {person.personPhone && (
            <>
              {', '}
              <a className={linkClass} href={telTarget(person.personPhone)}>
                {person.personPhone}
              </a>
            </>
          )}
        </span>
      )}
    </address>
  );
}
