/**
 * The volunteers who apply in the demo, per tenant: people of the region, not
 * demo logins (they have no password). Their addresses are made from their
 * names at example.org.
 */
export const demoApplicantNames: Record<string, string[]> = {
  demo: [
    'Fleur Bosman',
    'Daan Verhoeven',
    'Noor Hendriks',
    'Ahmed Benali',
    'Ingrid van Leeuwen',
    'Pieter Mulder',
    'Esra Demir',
    'Joost Kramer',
  ],
  vacaturebank: [
    'Sanne Brouwer',
    'Ruud Janssen',
    'Hatice Aydın',
    'Lotte Willems',
    'Gerard Peters',
    'Iris van den Berg',
    'Mehmet Kaya',
    'Anja Claassen',
  ],
  vrijwilligerspunt: [
    'Wim de Graaf',
    'Marloes Dekker',
    'Bart van Wijk',
    'Karin Scholten',
    'Hanneke de Jong',
    'Rik Vos',
    'Samira Bouzid',
    'Ton Vermeulen',
  ],
  meedoen: [
    'Kees Schouten',
    'Nadia el Idrissi',
    'Jan Kok',
    'Tineke Groot',
    'Sven Koster',
    'Ayla Öztürk',
    'Dirk Zwart',
    'Petra Kuiper',
  ],
};

/** A demo applicant's first and last name, and the address made from them ('Ayla Öztürk' → ayla.ozturk@example.org). */
export function demoApplicant(fullName: string): { firstName: string; lastName: string; email: string } {
  const [firstName, ...rest] = fullName.split(' ');
  const lastName = rest.join(' ');
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/ı/g, 'i')
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
  return { firstName: firstName!, lastName, email: `${plain(firstName!)}.${plain(lastName)}@example.org` };
}

/** Why someone applies, by the vacancy's category: first person, the way volunteers write it. */
export const demoMotivations: Record<string, string[]> = {
  'Zorg en welzijn': [
    'Sinds mijn pensioen heb ik tijd over en ik wil graag iets betekenen voor mensen in de buurt. Ik ben geduldig en kan goed luisteren.',
    'Ik werk parttime in de thuiszorg en zie hoeveel een beetje extra aandacht betekent. Dat wil ik ook in mijn vrije tijd geven.',
    'Mijn oma woonde lang alleen en ik zag hoe blij ze werd van bezoek. Ik heb op doordeweekse middagen tijd.',
  ],
  Vervoer: [
    'Ik heb al dertig jaar mijn rijbewijs en rijd graag. Mensen op weg helpen, met een praatje onderweg, lijkt me mooi werk.',
    'Sinds ik met pensioen ben, heb ik een paar ochtenden per week vrij. Ik ben rustig in het verkeer en altijd op tijd.',
  ],
  'Kunst en cultuur': [
    'Cultuur maakt mijn week mooier en ik deel dat graag met anderen. Ik heb doordeweeks en af en toe in het weekend tijd.',
    'Ik ben creatief en zoek een plek waar ik dat kan inzetten voor de buurt, samen met andere vrijwilligers.',
  ],
  Evenementen: [
    'Ik help graag mee als er iets te doen is in de buurt. Sjouwen, opbouwen of achter de bar: zet me maar neer waar het nodig is.',
    'Vorig jaar was ik er als bezoeker en vond het geweldig. Dit jaar wil ik graag zelf meehelpen.',
  ],
  'Klussen en techniek': [
    'Ik ben handig en heb een goed gevulde gereedschapskist. Iets repareren in plaats van weggooien vind ik mooi.',
    'Als gepensioneerd installateur kan ik nog steeds niet stilzitten. Ik help graag met kleine klussen.',
  ],
  'Onderwijs en taal': [
    'Ik ben jarenlang leraar geweest en mis het lesgeven. Op dinsdag en donderdag heb ik tijd.',
    'Ik leer zelf graag en vind het mooi om iemand verder te helpen. Ik ben geduldig en leg dingen rustig uit.',
  ],
  'Administratie en bestuur': [
    'Ik werk als boekhouder en houd van overzicht. Een paar uur per maand voor een vereniging lijkt me een mooie manier om iets terug te doen.',
    'Ik heb jaren in een bestuur gezeten en denk graag mee over hoe het beter kan. Notuleren en plannen gaat me goed af.',
  ],
  'Natuur en milieu': [
    'Ik ben graag buiten en erger me aan het zwerfafval in mijn straat. Samen de buurt groener maken spreekt me erg aan.',
    'Ik werk de hele week achter een scherm en wil graag met mijn handen in de aarde. Zaterdag heb ik altijd tijd.',
  ],
  Dieren: [
    'Ik ben gek op dieren, maar kan er thuis zelf geen houden. In het weekend heb ik tijd en ik ben niet bang voor vies werk.',
    'Ik ben opgegroeid op een boerderij en mis het werken met dieren. Ik kan twee ochtenden per week komen.',
  ],
  'Sport en bewegen': [
    'Ik sport zelf al jaren en vind het mooi om anderen in beweging te krijgen. Ik ben betrouwbaar en altijd op tijd.',
    'Sport heeft mij veel gebracht en ik wil graag iets terugdoen voor de club en de mensen die er komen.',
  ],
};

/** Why someone applies for a kind of work the category's words do not fit, by its template's title. */
export const demoTemplateMotivations: Record<string, string[]> = {
  'Medewerker bij de voedselbank': [
    'Ik vind het onterecht dat gezinnen in onze stad niet rond kunnen komen. Vullen en uitdelen doe ik graag, elke vrijdag.',
  ],
  'Chauffeur voor de voedselbank': [
    'Ik heb een groot rijbewijs en rijd graag. Zo kan ik op een praktische manier helpen dat de pakketten op tijd klaarstaan.',
  ],
  'Kerstpakketten inpakken bij de voedselbank': [
    'Rond de feestdagen wil ik graag iets doen voor een ander. Samen inpakken met een kop koffie erbij lijkt me gezellig.',
  ],
  'Kok voor de buurtmaaltijd': [
    'Koken is mijn grote hobby en voor een grote groep koken vind ik juist leuk. Ik kan goed samenwerken in een keuken.',
  ],
  'Gastvrouw of gastheer bij het kerstdiner': [
    'Met kerst ben ik vaak alleen, en ik maak die avond liever mooi voor een ander. Ik schenk graag in en maak makkelijk een praatje.',
  ],
  'Vrijwilliger inloophuis voor daklozen': [
    'Ik heb zelf een moeilijke periode gehad en weet hoeveel een luisterend oor en een warme plek betekenen.',
  ],
  'Activiteitenbegeleider in het verpleeghuis': [
    'Ik heb mijn vader in het verpleeghuis vaak bezocht en zag hoe fijn de bewoners een spelletje of een wandeling vonden.',
  ],
  'Muzikant in het verpleeghuis': [
    'Ik speel al twintig jaar piano en zing in een koor. Oude liedjes samen zingen met bewoners lijkt me prachtig.',
  ],
  'Fotograaf voor ons jaarverslag': [
    'Fotograferen is mijn hobby en ik heb een goede camera. Ik leg graag vast wat jullie vrijwilligers allemaal doen.',
  ],
  'Schrijver voor de wijkkrant': [
    'Ik schrijf graag en ben benieuwd naar de verhalen van mijn buren. Eens per maand een stuk aanleveren lukt me goed.',
  ],
  'Gastvrouw of gastheer in het museum': [
    'Ik kom zelf vaak in het museum en vind het leuk om bezoekers te ontvangen en de weg te wijzen.',
  ],
  'Taalmaatje voor nieuwkomers': [
    'Ik spreek naast Nederlands ook Engels en Arabisch en weet hoe het is om een nieuwe taal te leren. Dat geef ik graag door.',
  ],
  'Online taalcoach': [
    "Ik werk vanuit huis en heb 's avonds tijd voor een videogesprek. Samen oefenen met praten lijkt me leuk en nuttig.",
  ],
  'Computerhulp voor senioren': [
    'Ik werk in de ICT en help mijn ouders ook vaak met hun telefoon. Rustig uitleggen gaat me goed af.',
  ],
  'Invulhulp belastingaangifte': [
    'Ik ben financieel administrateur en vul elk jaar de aangifte van mijn familie in. Daar help ik graag anderen mee.',
  ],
  'Sportbegeleider voor G-sport': [
    'Mijn broer heeft een verstandelijke beperking en sport zelf bij een G-team. Ik weet hoeveel plezier dat geeft.',
  ],
  'Fietsmaatje voor de duofiets': [
    'Ik fiets elke dag en zou het mooi vinden om iemand die dat niet meer alleen kan mee naar buiten te nemen.',
  ],
  'Trainer jeugdvoetbal': [
    'Mijn zoon speelt zelf en ik sta toch elke zaterdag langs de lijn. Dan kan ik net zo goed helpen trainen.',
  ],
  'Leiding bij de scouting': [
    'Ik zat vroeger zelf bij de scouting en heb er de mooiste herinneringen aan. Die gun ik de kinderen van nu ook.',
  ],
  'Begeleider zomerkamp': [
    'Ik studeer pedagogiek en heb deze zomer een week vrij. Een kamp met kinderen lijkt me de mooiste manier om die te besteden.',
  ],
  'Tuinier in de buurtmoestuin': [
    'Ik heb thuis een moestuin en deel mijn kennis graag. Handen uit de mouwen vind ik heerlijk.',
  ],
  'Voorlezer op de basisschool': [
    'Ik lees mijn eigen kleinkinderen elke week voor en zie hoe ze ervan genieten. Dat wil ik graag ook op school doen.',
  ],
  Huiswerkbegeleider: [
    'Ik studeer wiskunde en vind het leuk om scholieren te helpen als ze vastlopen met hun huiswerk.',
  ],
};

/** For a vacancy whose category has no motivations of its own. */
export const demoGeneralMotivations = [
  'Ik wil graag iets doen voor mijn buurt en heb elke week een paar uur tijd. Ik hoor graag wat jullie van me verwachten.',
];
