import { vacancyPublishMessages } from '@volunteerly/contracts/vacancy-publishing';
import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the vacancy endpoints. */
export const vacanciesMessages = defineApiMessages(
  {
    'vacancies.errors.not_found': 'Vacancy not found.',
    'vacancies.errors.not_allowed': 'You may not do this with this vacancy.',
    'vacancies.errors.list_not_allowed':
      'Only organisations and the volunteer centre see this list. Ask for your saved vacancies with filter[favorite]=true.',
    'vacancies.errors.not_draft': 'Only a draft can be deleted.',
    'vacancies.errors.not_draft_detail': 'This vacancy is no longer a draft: archive it instead.',
    'vacancies.errors.has_applications': 'This vacancy has applications and cannot be deleted.',
    'vacancies.errors.has_applications_detail': 'Archive it instead, so the applications are kept.',
    'vacancies.status.from_draft': 'A draft can only be published or archived (asked for: {to}).',
    'vacancies.status.from_published': 'A published vacancy can only be closed or archived (asked for: {to}).',
    'vacancies.status.from_closed': 'A closed vacancy can only be published again or archived (asked for: {to}).',
    'vacancies.status.from_archived': 'An archived vacancy can only be taken back as a draft (asked for: {to}).',
    'vacancies.status.organization_not_approved':
      'The organisation is not approved yet, so its vacancies cannot be published.',
    ...vacancyPublishMessages.en,
    'vacancies.publish.expired': 'The expiry date has passed, so the vacancy cannot be published.',
    'vacancies.organization.required': 'Choose the organisation the vacancy is for.',
    'vacancies.organization.unknown': 'This organisation does not exist on this website.',
    'vacancies.dates.ends_before_start': 'The end date must not be before the start date.',
    'vacancies.dates.expires_in_past': 'The expiry date must not be in the past.',
    'vacancies.dates.bulk_ends_before_start': 'For this vacancy the end date would come before the start date.',
    'vacancies.tags.unknown_category': 'One of these categories does not exist.',
    'vacancies.tags.unknown_skill': 'One of these skills does not exist.',
    'vacancies.tags.unknown_target_group': 'One of these target groups does not exist.',
    'vacancies.tags.unknown': 'One of these tags does not exist.',
    'vacancies.bulk.duplicate_ids': 'Each vacancy may be named only once.',
  },
  {
    'vacancies.errors.not_found': 'Vacature niet gevonden.',
    'vacancies.errors.not_allowed': 'Je mag dit niet doen met deze vacature.',
    'vacancies.errors.list_not_allowed':
      'Alleen organisaties en het vrijwilligerscentrum zien deze lijst. Vraag je bewaarde vacatures op met filter[favorite]=true.',
    'vacancies.errors.not_draft': 'Alleen een concept kan worden verwijderd.',
    'vacancies.errors.not_draft_detail': 'Deze vacature is geen concept meer: archiveer haar in plaats daarvan.',
    'vacancies.errors.has_applications': 'Op deze vacature is gereageerd; ze kan niet worden verwijderd.',
    'vacancies.errors.has_applications_detail': 'Archiveer haar in plaats daarvan, dan blijven de reacties bewaard.',
    'vacancies.status.from_draft': 'Een concept kan alleen worden gepubliceerd of gearchiveerd (gevraagd: {to}).',
    'vacancies.status.from_published':
      'Een gepubliceerde vacature kan alleen worden gesloten of gearchiveerd (gevraagd: {to}).',
    'vacancies.status.from_closed':
      'Een gesloten vacature kan alleen opnieuw worden gepubliceerd of gearchiveerd (gevraagd: {to}).',
    'vacancies.status.from_archived': 'Een gearchiveerde vacature kan alleen terug naar concept (gevraagd: {to}).',
    'vacancies.status.organization_not_approved':
      'De organisatie is nog niet goedgekeurd, dus haar vacatures kunnen niet worden gepubliceerd.',
    ...vacancyPublishMessages.nl,
    'vacancies.publish.expired': 'De vervaldatum is voorbij, dus de vacature kan niet worden gepubliceerd.',
    'vacancies.organization.required': 'Kies de organisatie waarvoor de vacature is.',
    'vacancies.organization.unknown': 'Deze organisatie bestaat niet op deze website.',
    'vacancies.dates.ends_before_start': 'De einddatum mag niet voor de startdatum liggen.',
    'vacancies.dates.expires_in_past': 'De vervaldatum mag niet in het verleden liggen.',
    'vacancies.dates.bulk_ends_before_start': 'Bij deze vacature zou de einddatum voor de startdatum komen.',
    'vacancies.tags.unknown_category': 'Een van deze categorieën bestaat niet.',
    'vacancies.tags.unknown_skill': 'Een van deze vaardigheden bestaat niet.',
    'vacancies.tags.unknown_target_group': 'Een van deze doelgroepen bestaat niet.',
    'vacancies.tags.unknown': 'Een van deze tags bestaat niet.',
    'vacancies.bulk.duplicate_ids': 'Elke vacature mag maar één keer worden genoemd.',
  },
);

export type VacanciesMessageKey = keyof typeof vacanciesMessages.en;
