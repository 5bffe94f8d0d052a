import type { DemoVacancyVariant } from './demo-vacancy-templates.ts';

/**
 * Other versions of the care templates, by template title: each keeps to its template's hours,
 * days and VOG, and asks for the work in its own words (another person, another moment).
 */
export const careDemoVacancyVariants: Record<string, DemoVacancyVariant[]> = {
  'Maatje voor een mantelzorger': [
    {
      title: 'Respijtmaatje voor een zorgende partner',
      summary: 'Mevrouw zorgt dag en nacht voor haar man met Parkinson. Geef haar een middag voor zichzelf.',
      tasks: [
        'Jij bent bij meneer: een spelletje, de krant voorlezen of samen naar de sport kijken.',
        'Een vaste middag, zo’n drie uur per week; onze consulent begeleidt je.',
      ],
    },
    {
      title: 'Oppasmaatje voor ouders van een kind met een beperking',
      summary: 'Ouders van een zoon met een ernstige beperking willen één keer per week samen de deur uit.',
      tasks: [
        'Je leert het gezin eerst kennen en past daarna een dagdeel op: drie uur per week.',
        'Een verpleegkundige achtergrond is niet nodig; rust en geduld wel.',
      ],
    },
    {
      title: 'Gezelschap bij iemand met dementie',
      summary: 'Een dochter zorgt voor haar moeder met dementie. Even weg kan ze alleen als er iemand is.',
      tasks: [
        'Je bent bij haar moeder thuis, drinkt thee, kijkt foto’s en wandelt een rondje.',
        'Ongeveer drie uur per week; je volgt vooraf een korte training.',
      ],
    },
    {
      title: 'Steunmaatje voor een jonge mantelzorger',
      summary: 'Een scholier van zestien zorgt naast school voor haar zieke vader. Wees er voor haar.',
      tasks: [
        'Jullie spreken af om iets leuks te doen of gewoon te praten: drie uur per week.',
        'Het steunpunt mantelzorg begeleidt je en is er bij vragen.',
      ],
    },
  ],
  'Kok voor de buurtmaaltijd': [
    {
      title: 'Kok voor de wereldkeuken',
      summary: 'Kook met buurtgenoten uit alle windstreken een maaltijd uit jouw keuken voor veertig gasten.',
      tasks: [
        'Op donderdagmiddag kies jij met het kookteam het menu: Surinaams, Syrisch of gewoon stamppot.',
        'Koken, samen eten en afwassen: zo’n vier uur per week.',
      ],
    },
    {
      title: 'Kookvrijwilliger voor de seniorenlunch',
      summary: 'Maak een warme maaltijd voor ouderen uit de wijk die anders alleen eten.',
      tasks: [
        'Donderdagmiddag koken we met z’n drieën een eenvoudige, gezonde maaltijd.',
        'Je eet mee en maakt een praatje; reken op vier uur per week.',
      ],
    },
    {
      title: 'Hulpkok in de buurtkeuken',
      summary: 'Snijden, roeren en opdienen: help onze vaste kok bij de maaltijd voor buurtbewoners.',
      tasks: [
        'Je werkt op donderdagmiddag onder leiding van een ervaren kok.',
        'Van boodschappen uitpakken tot de laatste pan: vier uur per week.',
      ],
    },
  ],
  'Medewerker bij de voedselbank': [
    {
      title: 'Uitgiftemedewerker voedselbank',
      summary: 'Verwelkom klanten bij het uitgiftepunt en help ze met hun pakket, met respect en een glimlach.',
      tasks: [
        'Op vrijdagmiddag sta je aan de balie of achter de tafel met verse producten: vier uur per week.',
        'Je leert van ons hoe we privacy en waardigheid bewaken.',
      ],
    },
    {
      title: 'Magazijnmedewerker voedselbank',
      summary: 'Houd het magazijn op orde: binnenkomende producten controleren, sorteren en opslaan.',
      tasks: [
        'Je werkt op vrijdagmiddag met een vast team en let op houdbaarheidsdata: vier uur per week.',
        'Een heftruckcertificaat is handig, maar niet nodig.',
      ],
    },
    {
      title: 'Intakemedewerker voedselbank',
      summary: 'Voer kennismakingsgesprekken met nieuwe klanten en kijk samen of ze recht hebben op een pakket.',
      tasks: [
        'Op vrijdagmiddag voer je gesprekken in een rustige ruimte: vier uur per week.',
        'Je krijgt een training en werkt de eerste weken samen met een ervaren collega.',
      ],
    },
  ],
  'Gastvrouw of gastheer bij het kerstdiner': [
    {
      title: 'Tafelvrijwilliger bij het kerstdiner voor alleenstaanden',
      summary: 'Niemand alleen met kerst: help mee aan een feestelijk diner voor wie geen familie heeft.',
      tasks: [
        'Je dekt de tafels, schenkt in en zorgt dat iedereen zich welkom voelt.',
        'Na afloop eten we met alle vrijwilligers samen.',
      ],
    },
    {
      title: 'Chauffeur voor gasten van het kerstdiner',
      summary: 'Haal gasten die slecht ter been zijn op en breng ze na het kerstdiner weer veilig thuis.',
      tasks: [
        'Je rijdt met je eigen auto twee of drie gasten; de kilometers vergoeden wij.',
        'Tussendoor schuif je gewoon aan.',
      ],
    },
    {
      title: 'Muziek en gezelligheid bij het kerstdiner',
      summary: 'Speel je piano, gitaar of accordeon? Zorg voor kerstmuziek tijdens ons buurtdiner.',
      tasks: [
        'Je speelt een paar blokjes kerstliedjes en gaat daarna lekker mee-eten.',
        'Een piano staat er; ander materiaal neem je zelf mee.',
      ],
    },
  ],
  'Activiteitenbegeleider in het verpleeghuis': [
    {
      title: 'Begeleider bij het bewegen op muziek',
      summary: 'Help bewoners van het verpleeghuis mee te doen met stoelgym op muziek.',
      tasks: [
        'Op woensdagmiddag doe je voor, help je bewoners op weg en zet je de muziek aan: twee uur per week.',
        'Je hoeft niet sportief te zijn, wel enthousiast.',
      ],
    },
    {
      title: 'Spelmiddag in het verpleeghuis',
      summary: 'Sjoelen, rummikub of bingo: maak de woensdagmiddag gezellig voor de bewoners.',
      tasks: [
        'Op woensdagmiddag zet je de spellen klaar en speel je mee: twee uur per week.',
        'Bewoners die niet meer kunnen spelen, help je met een praatje of een handmassage.',
      ],
    },
    {
      title: 'Creatieve middag met bewoners',
      summary: 'Schilderen, bloemschikken of kaarten maken met bewoners van de afdeling.',
      tasks: [
        'Op woensdagmiddag bereid je met de activiteitenbegeleider iets creatiefs voor: twee uur per week.',
        'Het resultaat hangt daarna trots op de gang.',
      ],
    },
  ],
  'Kerstpakketten inpakken bij de voedselbank': [
    {
      title: 'Kerstactie: dozen vullen voor gezinnen',
      summary: 'Eén dag in december vullen we honderden feestelijke dozen voor gezinnen met weinig geld.',
      tasks: [
        'Je staat aan de lopende band en vult dozen met houdbare producten en iets lekkers.',
        'Kinderen vanaf twaalf mogen mee met een ouder.',
      ],
    },
    {
      title: 'Kerstpakketten bezorgen met de eigen auto',
      summary: 'Breng kerstpakketten rond bij gezinnen die zelf niet naar het uitgiftepunt kunnen komen.',
      tasks: [
        'Je rijdt een ronde van zes tot acht adressen in de buurt.',
        'Wij leveren de route, de pakketten en een warme kop soep na afloop.',
      ],
    },
  ],
  'Chauffeur voor de buurtbus': [
    {
      title: 'Chauffeur voor de ziekenhuisrit',
      summary: 'Breng ouderen met de buurtbus naar hun afspraak in het ziekenhuis en weer terug.',
      tasks: [
        'Op dinsdagochtend of vrijdagochtend rijd je de ritten die zijn ingepland: vier uur per week.',
        'Een rijbewijs B en een rustige rijstijl zijn genoeg.',
      ],
    },
    {
      title: 'Buurtbuschauffeur voor de marktrit',
      summary: 'Rijd ouderen uit de omliggende straten naar de weekmarkt en help ze met in- en uitstappen.',
      tasks: [
        'De marktrit is op vrijdagochtend, met een tweede ronde op dinsdagochtend: vier uur per week.',
        'Een rijbewijs B is nodig; je krijgt een rijvaardigheidstraining van ons.',
      ],
    },
  ],
  'Chauffeur voor de voedselbank': [
    {
      title: 'Bijrijder en sjouwer voor de voedselbank',
      summary: 'Rijd mee met de bestelbus, laad producten in bij de supermarkt en sjouw ze het magazijn in.',
      tasks: [
        'Op woensdagochtend ben je de tweede man of vrouw in de bus: vier uur per week.',
        'Een rijbewijs is fijn, want soms wissel je het stuur.',
      ],
    },
  ],
  'Vrijwilliger inloophuis voor daklozen': [
    {
      title: 'Nachtopvang: gastvrouw of gastheer',
      summary: 'Zorg dat daklozen in de nachtopvang een warm bed, een douche en een luisterend oor vinden.',
      tasks: [
        'Je draait één avonddienst per week met een vaste beroepskracht: vier uur per week.',
        'Je krijgt vooraf een training in de-escalatie.',
      ],
    },
  ],
};
