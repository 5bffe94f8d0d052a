import type { OrganizationType } from '@volunteerly/contracts/organizations';

/** A town the demo vacancies take place in: a real name with a plausible postcode and position. */
export interface DemoTown {
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  streets: string[];
}

/** An organisation added for the demo vacancies of a tenant that has none yet. */
export interface DemoVacancyOrganization {
  name: string;
  type: OrganizationType;
}

/** Where each demo tenant's vacancies are, how many, and (when it has none) its organisations. */
export interface DemoVacancyRegion {
  vacancyCount: number;
  towns: DemoTown[];
  organizations: DemoVacancyOrganization[];
}

const town = (city: string, postcode: string, latitude: number, longitude: number, ...streets: string[]): DemoTown => ({
  city,
  postcode,
  latitude,
  longitude,
  streets,
});

/** The demo tenants' regions, by tenant key. */
export const demoVacancyRegions: Record<string, DemoVacancyRegion> = {
  // The demo tenant shows the whole country (its centres share vacancies).
  demo: {
    vacancyCount: 160,
    towns: [
      town('Utrecht', '3511AV', 52.0907, 5.1214, 'Oudegracht', 'Biltstraat', 'Amsterdamsestraatweg', 'Kanaalstraat'),
      town('Amsterdam', '1012JS', 52.3728, 4.8936, 'Damrak', 'Kinkerstraat', 'Javastraat', 'Ferdinand Bolstraat'),
      town('Rotterdam', '3011AD', 51.9225, 4.4792, 'Coolsingel', 'Nieuwe Binnenweg', 'Beijerlandselaan'),
      town('Den Haag', '2511CV', 52.0705, 4.3007, 'Spui', 'Prinsegracht', 'Weimarstraat'),
      town('Amersfoort', '3811HN', 52.1561, 5.3878, 'Langestraat', 'Kamp', 'Leusderweg'),
      town('Groningen', '9711LM', 53.2194, 6.5665, 'Herestraat', 'Oosterstraat', 'Paterswoldseweg'),
      town('Eindhoven', '5611EM', 51.4416, 5.4697, 'Stratumseind', 'Kruisstraat', 'Woenselse Markt'),
      town('Zwolle', '8011PK', 52.5168, 6.083, 'Diezerstraat', 'Assendorperstraat'),
      town('Nijmegen', '6511JH', 51.8126, 5.8372, 'Molenstraat', 'Graafseweg', 'Hatertseweg'),
      town('Maastricht', '6211CK', 50.8514, 5.691, 'Grote Staat', 'Wycker Brugstraat'),
      town('Leiden', '2311EV', 52.1601, 4.497, 'Breestraat', 'Haarlemmerstraat'),
      town('Enschede', '7511JE', 52.2215, 6.8937, 'Oude Markt', 'Haaksbergerstraat'),
    ],
    organizations: [
      { name: 'Stichting Natuurlijk Samen', type: 'Foundation' },
      { name: 'Sportvereniging De Zwaluwen', type: 'Association' },
      { name: 'Museum Het Oude Raadhuis', type: 'Foundation' },
      { name: 'Dierenasiel De Hof', type: 'Foundation' },
    ],
  },
  vacaturebank: {
    vacancyCount: 60,
    towns: [
      town('Nijmegen', '6511KK', 51.8126, 5.8372, 'Lange Hezelstraat', 'Berg en Dalseweg'),
      town('Arnhem', '6811CE', 51.9851, 5.8987, 'Ketelstraat', 'Steenstraat', 'Rijnkade'),
      town('Tiel', '4001LB', 51.8862, 5.4296, 'Weerstraat', 'Waterstraat'),
      town('Culemborg', '4101BK', 51.9552, 5.2275, 'Markt', 'Achterstraat'),
      town('Zaltbommel', '5301BC', 51.8098, 5.2484, 'Gasthuisstraat', 'Oliestraat'),
    ],
    organizations: [
      { name: 'Buurthuis De Rivier', type: 'Foundation' },
      { name: 'Voedselbank Rivierstad', type: 'Foundation' },
      { name: 'Zorgcentrum De Waalhof', type: 'Foundation' },
      { name: 'Muziekvereniging Harmonie Rivierstad', type: 'Association' },
      { name: 'Gemeente Rivierstad', type: 'Municipality' },
    ],
  },
  vrijwilligerspunt: {
    vacancyCount: 50,
    towns: [
      town('Doorn', '3941EK', 52.0333, 5.3417, 'Dorpsstraat', 'Kampweg'),
      town('Driebergen-Rijsenburg', '3971KA', 52.0528, 5.2806, 'Hoofdstraat', 'Traay'),
      town('Leersum', '3956AA', 52.0117, 5.4306, 'Rijksstraatweg', 'Scherpenzeelseweg'),
      town('Amerongen', '3958BB', 51.9983, 5.4606, 'Drostestraat', 'Koenestraat'),
      town('Maarn', '3951AB', 52.0633, 5.37, 'Tuindorpweg', 'Trompenburgerweg'),
      town('Zeist', '3701AC', 52.0894, 5.2331, 'Slotlaan', 'Voorheuvel'),
    ],
    organizations: [
      { name: 'Stichting Heuvelrug Helpt', type: 'Foundation' },
      { name: 'Natuurmonumenten Vrijwilligers Heuvelrug', type: 'Foundation' },
      { name: 'Tennisvereniging Leersum', type: 'Association' },
      { name: 'Bibliotheek Zuidoost-Utrecht', type: 'Foundation' },
    ],
  },
  meedoen: {
    vacancyCount: 40,
    towns: [
      town('Purmerend', '1441AA', 52.5051, 4.9597, 'Koemarkt', 'Weeverssingel'),
      town('Monnickendam', '1141AE', 52.4586, 5.0361, 'Noordeinde', 'Kerkstraat'),
      town('Edam', '1135AA', 52.5133, 5.0472, 'Voorhaven', 'Spui'),
      town('Volendam', '1131DA', 52.4953, 5.0711, 'Haven', 'Zeestraat'),
      town('Landsmeer', '1121AB', 52.4308, 4.9156, 'Dorpsstraat', 'Zuideinde'),
    ],
    organizations: [
      { name: 'Welzijn Waterland', type: 'Foundation' },
      { name: 'Stichting Meedoen Werkt', type: 'Foundation' },
      { name: 'Buurtsportcoach Waterland', type: 'Municipality' },
    ],
  },
};
