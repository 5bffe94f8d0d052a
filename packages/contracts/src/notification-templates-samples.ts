import { notificationEventDefinitions, type NotificationEvent } from './notification-events.ts';
import type { UserLocale } from './users.ts';

/** One vacancy of the periodic mail's list. */
export interface DigestVacancy {
  title: string;
  organization: string;
  place: string;
  link: string;
}

/** Values a template is rendered with: text, and for `vacancies` a list. */
export type NotificationValues = Record<string, string | DigestVacancy[]>;

/** Believable values in each language for every variable an event offers, for previews and checks. */
function everySample(locale: UserLocale, appName: string, link: (path: string) => string): NotificationValues {
  const dutch = locale === 'nl';
  return {
    name: 'Anna de Boer',
    appName,
    link: link('/applications'),
    invitedBy: 'Carla Centrum',
    newEmail: 'anna.nieuw@example.org',
    minutes: '15',
    organization: 'Stichting Buurtkracht',
    reason: dutch
      ? 'De contactgegevens van de organisatie ontbreken.'
      : "The organisation's contact details are missing.",
    vacancy: dutch ? 'Taalmaatje voor nieuwkomers' : 'Language buddy for newcomers',
    applicant: 'Grace Jansen',
    status: dutch ? 'geaccepteerd' : 'accepted',
    note: dutch
      ? 'Bericht van de organisatie: welkom in het team!'
      : 'Message from the organisation: welcome to the team!',
    sender: 'Stichting Buurtkracht',
    reporter: 'Grace Jansen',
    subject: dutch ? 'je aanmelding als taalmaatje' : 'your application as a language buddy',
    excerpt: dutch
      ? 'Wat leuk dat je wilt helpen! Kun je volgende week dinsdag langskomen voor een kennismaking?'
      : 'Great that you want to help! Could you come by next Tuesday to get to know each other?',
    period: dutch ? 'deze week' : 'this week',
    vacancyCount: '2',
    matchesProfile: 'yes',
    vacancies: [
      {
        title: dutch ? 'Taalmaatje voor nieuwkomers' : 'Language buddy for newcomers',
        organization: 'Stichting Buurtkracht',
        place: 'Utrecht',
        link: link('/vacancies/1'),
      },
      {
        title: dutch ? 'Chauffeur voor de boodschappenbus' : 'Driver for the shopping bus',
        organization: 'Zorgcentrum De Linde',
        place: 'Zeist',
        link: link('/vacancies/2'),
      },
    ],
    unsubscribeLink: link('/unsubscribe?token=voorbeeld'),
  };
}

/** Samples that differ per event where one variable name means different things. */
function eventSample(event: NotificationEvent, locale: UserLocale): NotificationValues {
  if (event === 'conversation_reported') {
    return {
      reason:
        locale === 'nl'
          ? 'Ik krijg berichten die niets met de vacature te maken hebben.'
          : 'I keep getting messages that have nothing to do with the vacancy.',
    };
  }
  return {};
}

/**
 * Sample values for an event: exactly the variables it offers, in the language of the template.
 * The editor previews with them and the API checks a template against them before saving it.
 */
export function notificationSampleValues(
  event: NotificationEvent,
  locale: UserLocale,
  site: { appName: string; link: (path: string) => string },
): NotificationValues {
  const every = { ...everySample(locale, site.appName, site.link), ...eventSample(event, locale) };
  return Object.fromEntries(notificationEventDefinitions[event].variables.map((name) => [name, every[name] ?? '']));
}
