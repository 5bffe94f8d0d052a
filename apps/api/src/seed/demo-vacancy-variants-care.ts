import type { DemoVacancyVariant } from './demo-vacancy-templates.ts';

/**
 * Other versions of the care templates, by template title: each keeps to its template's hours,
 * days and VOG, and asks for the work in its own words (another person, another moment).
 */
export const careDemoVacancyVariants: Record<string, DemoVacancyVariant[]> = {
  'Wandelmaatje voor ouderen': [
    {
      title: 'Wandelpartner voor meneer Van Dam (84)',
      summary: 'Meneer Van Dam mist sinds zijn heupoperatie zijn dagelijkse rondje. Loop jij weer met hem mee?',
      tasks: [
        'Jullie lopen in zijn tempo een rondje langs het water, met de rollator erbij.',
        'Hij vertelt graag over zijn jaren als schipper: twee uur per week, koffie inbegrepen.',
      ],
    },
    {
      title: 'Samen op stap met een bewoner van De Hof',
      summary: 'Neem een bewoner van ons woonzorgcomplex mee naar buiten: het park, de markt of gewoon de straat uit.',
      tasks: [
        'Je haalt je wandelmaatje op bij de receptie en jullie bepalen samen de route.',
        'Reken op twee uur per week; bij regen drinken jullie koffie in het restaurant.',
      ],
    },
    {
      title: 'Wandelmaatje voor iemand met beginnende dementie',
      summary: 'Buiten zijn doet mensen met geheugenproblemen goed. Wandel wekelijks met een vaste buurtgenoot.',
      tasks: [
        'Je krijgt vooraf een korte uitleg over omgaan met dementie van onze casemanager.',
        'Steeds dezelfde route en hetzelfde moment geven houvast: twee uur per week.',
      ],
    },
    {
      title: 'Ochtendwandeling met mevrouw Bakker',
      summary: 'Mevrouw Bakker (79) wil graag weer bewegen van haar fysiotherapeut, maar durft niet alleen.',
      tasks: [
        'Jullie wandelen een half uur tot een uur en bouwen het rustig op.',
        'Met een praatje op het bankje erbij: ongeveer twee uur per week.',
      ],
    },
    {
      title: 'Beweegmaatje voor een weduwnaar',
      summary:
        'Sinds zijn vrouw overleed komt meneer Hendriks weinig buiten. Een vaste wandeling geeft zijn week weer ritme.',
      tasks: [
        'Jullie lopen samen naar de bakker of het park en maken onderweg een praatje met buren.',
        'Welk moment jullie kiezen, bepalen jullie samen: twee uur per week.',
      ],
    },
    {
      title: 'Rolstoelwandelingen met ouderen',
      summary: 'Duw een oudere buurtbewoner in de rolstoel naar buiten, naar de vijver of de ijssalon.',
      tasks: [
        'Je krijgt een korte instructie rolstoelduwen van onze ergotherapeut.',
        'Een wandeling en een terrasje: twee uur per week.',
      ],
    },
    {
      title: 'Wandelclub voor 75-plussers',
      summary: 'Begeleid met een andere vrijwilliger een groepje van zes ouderen op hun wekelijkse wandeling.',
      tasks: [
        'Jij loopt achteraan en let erop dat niemand achterblijft.',
        'Na afloop drinken we samen koffie in het buurthuis; twee uur per week.',
      ],
    },
    {
      title: 'Wandelmaatje voor een oudere met slechtziendheid',
      summary: 'Mevrouw El Idrissi ziet slecht en mist haar wandelingen. Jij bent haar ogen onderweg.',
      tasks: [
        'Je leert van ons hoe je iemand veilig begeleidt, ook bij oversteken.',
        'Jullie wandelen op een vast moment in de week: twee uur per week.',
      ],
    },
    {
      title: 'Loopmaatje na een revalidatie',
      summary: 'Help een buurtbewoner die net thuis is na een revalidatie weer zelfstandig naar buiten te gaan.',
      tasks: [
        'Je werkt met het oefenschema van de fysiotherapeut en houdt bij hoe het gaat.',
        'Drie maanden lang, twee uur per week; daarna kijken we samen verder.',
      ],
    },
  ],
  'Hulp bij boodschappen': [
    {
      title: 'Boodschappenhulp voor een gezin met een zieke moeder',
      summary: 'Een moeder met MS kan zelf niet meer naar de winkel. Doe jij de wekelijkse grote boodschappen?',
      tasks: [
        'Je krijgt een lijstje, haalt de boodschappen en ruimt ze samen met de kinderen op.',
        'Het geld krijg je vooraf; reken op twee uur per week.',
      ],
    },
    {
      title: 'Samen naar de markt met een oudere buurvrouw',
      summary: 'Mevrouw Jansen (88) houdt van de markt, maar de tassen zijn te zwaar. Ga jij met haar mee?',
      tasks: [
        'Jullie lopen samen langs de kramen en jij draagt de tassen naar huis.',
        'Een kop koffie na afloop hoort erbij: twee uur per week.',
      ],
    },
    {
      title: 'Boodschappen rondbrengen met de bakfiets',
      summary: 'Breng boodschappen van de buurtwinkel naar bewoners die slecht ter been zijn.',
      tasks: [
        'Je fietst een vaste ronde van vier tot zes adressen met onze elektrische bakfiets.',
        'Bij elk adres is er tijd voor een praatje: twee uur per week.',
      ],
    },
    {
      title: 'Boodschappenmaatje na een ziekenhuisopname',
      summary: 'Help een buurtgenoot die net uit het ziekenhuis komt de eerste weken met de boodschappen.',
      tasks: [
        'De wijkverpleging meldt bij ons wie hulp nodig heeft; wij koppelen je aan iemand dichtbij.',
        'Meestal zes tot acht weken, zo’n twee uur per week.',
      ],
    },
    {
      title: 'Apotheek- en boodschappenrondje voor ouderen',
      summary: 'Haal medicijnen bij de apotheek en de boodschappen bij de supermarkt voor twee vaste ouderen.',
      tasks: [
        'Je combineert de adressen in één rondje; de apotheek kent ons al.',
        'Ongeveer twee uur per week, op een moment dat jou uitkomt.',
      ],
    },
    {
      title: 'Samen boodschappen doen met iemand met autisme',
      summary: 'Een jonge vrouw met autisme wil leren zelfstandig boodschappen te doen. Jij helpt haar op weg.',
      tasks: [
        'Jullie maken samen een lijstje, gaan naar dezelfde winkel en oefenen stap voor stap.',
        'Haar begeleider van de woonvoorziening is je aanspreekpunt: twee uur per week.',
      ],
    },
    {
      title: 'Vaste boodschappenhulp voor meneer en mevrouw Smit',
      summary: 'Een echtpaar van in de negentig woont nog zelfstandig, maar de supermarkt is te ver weg.',
      tasks: [
        'Je haalt hun vaste lijstje op en brengt de boodschappen tot in de keuken.',
        'Zij betalen met een pasje dat bij ons bekend is; twee uur per week.',
      ],
    },
    {
      title: 'Boodschappen en een praatje voor eenzame ouderen',
      summary: 'Voor veel ouderen is de boodschappenhulp het enige bezoek van de week. Maak er iets gezelligs van.',
      tasks: [
        'Je doet de boodschappen en blijft daarna even voor koffie en een praatje.',
        'Samen ben je zo’n twee uur per week bezig.',
      ],
    },
    {
      title: 'Boodschappen voor buren in quarantaine of herstel',
      summary: 'Wie een paar weken niet de deur uit kan, krijgt via ons een buurtgenoot die boodschappen doet.',
      tasks: [
        'Je krijgt een lijstje via de app, haalt de boodschappen en zet ze voor de deur.',
        'Afrekenen gaat via een betaalverzoek; reken op twee uur per week.',
      ],
    },
  ],
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
