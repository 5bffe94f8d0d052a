import type { VacancyCommitmentKind, VacancySuitableFor } from '@volunteerly/contracts/vacancies';
import { continuedDemoVacancyTemplates } from './demo-vacancy-templates-continued.ts';

/** A kind of volunteer work the demo vacancies are written from. */
export interface DemoVacancyTemplate {
  title: string;
  summary: string;
  /** Paragraphs of the description (plain text; turned into simple HTML). */
  tasks: string[];
  category: string;
  skills: string[];
  targetGroup?: string;
  commitment: VacancyCommitmentKind;
  vog?: boolean;
  suitableFor?: VacancySuitableFor[];
  /** Work that can be done online or from home. */
  remote?: 'remote' | 'at_home';
}

/** The kinds of work (realistic Dutch volunteering, as the big vacancy banks list it). */
export const demoVacancyTemplates: DemoVacancyTemplate[] = [
  {
    title: 'Wandelmaatje voor ouderen',
    summary: 'Maak een wekelijkse wandeling met een oudere buurtbewoner die niet meer alleen op pad durft.',
    tasks: [
      'Je haalt je maatje thuis op en wandelt samen een uurtje door de wijk.',
      'Een kop koffie na afloop hoort erbij.',
    ],
    category: 'Zorg en welzijn',
    skills: ['Luisteren'],
    targetGroup: 'Ouderen',
    commitment: 'recurring',
    suitableFor: ['seniors', 'students'],
  },
  {
    title: 'Taalmaatje voor nieuwkomers',
    summary: 'Oefen Nederlands met een statushouder: praten over het dagelijks leven, samen boodschappen doen.',
    tasks: ['Je spreekt wekelijks af en oefent de taal in gewone situaties.', 'Wij geven een korte training vooraf.'],
    category: 'Onderwijs en taal',
    skills: ['Lesgeven', 'Communicatie'],
    targetGroup: 'Nieuwkomers',
    commitment: 'recurring',
    suitableFor: ['students', 'seniors'],
  },
  {
    title: 'Online taalcoach',
    summary: 'Help via videobellen een nieuwkomer met het oefenen van Nederlands, vanuit je eigen huis.',
    tasks: ['Eén uur per week een gesprek via video.', 'Materiaal en begeleiding krijg je van ons.'],
    category: 'Onderwijs en taal',
    skills: ['Lesgeven', 'Computervaardigheden'],
    targetGroup: 'Nieuwkomers',
    commitment: 'recurring',
    remote: 'remote',
    suitableFor: ['students', 'people_with_disability'],
  },
  {
    title: 'Chauffeur voor de buurtbus',
    summary: 'Rijd ouderen en minder mobiele bewoners naar de huisarts, het ziekenhuis of de markt.',
    tasks: ['Je rijdt één of twee dagdelen per week vaste routes.', 'Een rijbewijs B is nodig; de bus is van ons.'],
    category: 'Vervoer',
    skills: ['Rijbewijs B'],
    targetGroup: 'Ouderen',
    commitment: 'recurring',
    vog: true,
    suitableFor: ['seniors'],
  },
  {
    title: 'Kok voor de buurtmaaltijd',
    summary: 'Kook elke donderdag een gezonde maaltijd voor dertig buurtbewoners in het buurthuis.',
    tasks: ['Samen met twee anderen maak je een driegangenmenu.', 'Boodschappen worden geleverd.'],
    category: 'Zorg en welzijn',
    skills: ['Koken'],
    targetGroup: 'Ouderen',
    commitment: 'recurring',
    suitableFor: ['newcomers', 'without_dutch'],
  },
  {
    title: 'Voorlezer op de basisschool',
    summary: 'Lees kleine groepjes kinderen voor en maak ze enthousiast voor boeken.',
    tasks: ['Twee ochtenden per maand lees je voor in groep 3 en 4.', 'Je werkt samen met de leerkracht.'],
    category: 'Onderwijs en taal',
    skills: ['Lesgeven'],
    targetGroup: 'Kinderen',
    commitment: 'recurring',
    vog: true,
    suitableFor: ['seniors', 'students'],
  },
  {
    title: 'Huiswerkbegeleider',
    summary: 'Help middelbare scholieren met plannen en huiswerk in de bibliotheek.',
    tasks: ['Op dinsdag en donderdag na school help je met rekenen, taal of plannen.'],
    category: 'Onderwijs en taal',
    skills: ['Lesgeven'],
    targetGroup: 'Jongeren',
    commitment: 'recurring',
    vog: true,
    suitableFor: ['students'],
  },
  {
    title: 'Medewerker bij de voedselbank',
    summary: 'Sorteer producten en stel voedselpakketten samen voor gezinnen die het even niet redden.',
    tasks: ['Je werkt in een vast team op het uitgiftepunt.', 'Tillen hoort erbij, gezelligheid ook.'],
    category: 'Zorg en welzijn',
    skills: ['Organiseren'],
    targetGroup: 'Gezinnen',
    commitment: 'recurring',
    suitableFor: ['newcomers', 'without_dutch', 'students'],
  },
  {
    title: 'Hulp bij boodschappen',
    summary: 'Doe wekelijks boodschappen voor of met iemand die dat zelf niet meer kan.',
    tasks: ['Je spreekt een vast moment af en gaat samen naar de supermarkt.'],
    category: 'Zorg en welzijn',
    skills: ['Luisteren'],
    targetGroup: 'Ouderen',
    commitment: 'recurring',
    suitableFor: ['students', 'young_people'],
  },
  {
    title: 'Tuinier in de buurtmoestuin',
    summary: 'Zaai, wied en oogst samen met buurtbewoners in onze gemeenschappelijke moestuin.',
    tasks: ['Op zaterdagochtend werken we samen in de tuin.', 'Ervaring is niet nodig.'],
    category: 'Natuur en milieu',
    skills: ['Tuinieren'],
    commitment: 'recurring',
    suitableFor: ['newcomers', 'without_dutch', 'people_with_disability'],
  },
  {
    title: 'Natuurwerkdag: bomen planten',
    summary: 'Plant op één zaterdag samen met anderen honderden jonge bomen.',
    tasks: ['Wij zorgen voor gereedschap, laarzen, soep en koffie.'],
    category: 'Natuur en milieu',
    skills: ['Tuinieren'],
    commitment: 'one_off',
    suitableFor: ['young_people', 'students', 'newcomers'],
  },
  {
    title: 'Vrijwilliger zwerfafval opruimen',
    summary: 'Maak de buurt schoon tijdens onze maandelijkse opruimactie.',
    tasks: ['Twee uur per maand, grijpers en zakken liggen klaar.'],
    category: 'Natuur en milieu',
    skills: ['Organiseren'],
    commitment: 'recurring',
    suitableFor: ['young_people', 'people_with_disability'],
  },
  {
    title: 'Dierenverzorger in het asiel',
    summary: 'Verzorg, borstel en laat de honden en katten van het dierenasiel uit.',
    tasks: ['Je werkt in vaste diensten van drie uur.', 'Een korte inwerkperiode hoort erbij.'],
    category: 'Dieren',
    skills: ['Luisteren'],
    commitment: 'recurring',
    suitableFor: ['students', 'young_people'],
  },
  {
    title: 'Helper op de kinderboerderij',
    summary: 'Voer de dieren, maak de stallen schoon en vertel bezoekers over de dieren.',
    tasks: ['Een ochtend of middag per week.', 'Je werkt samen met de beheerder.'],
    category: 'Dieren',
    skills: ['Communicatie'],
    targetGroup: 'Kinderen',
    commitment: 'recurring',
    suitableFor: ['people_with_disability', 'seniors'],
  },
  {
    title: 'Sportbegeleider voor G-sport',
    summary: 'Begeleid sporters met een beperking bij de wekelijkse training.',
    tasks: ['Je helpt de trainer en moedigt de sporters aan.'],
    category: 'Sport en bewegen',
    skills: ['Communicatie'],
    targetGroup: 'Mensen met een beperking',
    commitment: 'recurring',
    vog: true,
    suitableFor: ['students', 'young_people'],
  },
  {
    title: 'Trainer jeugdvoetbal',
    summary: 'Geef training aan een enthousiast team van acht- tot tienjarigen.',
    tasks: ['Woensdagmiddag training, zaterdag de wedstrijd.', 'Wij bieden een trainerscursus aan.'],
    category: 'Sport en bewegen',
    skills: ['Lesgeven'],
    targetGroup: 'Kinderen',
    commitment: 'recurring',
    vog: true,
    suitableFor: ['young_people', 'students'],
  },
  ...continuedDemoVacancyTemplates,
];
