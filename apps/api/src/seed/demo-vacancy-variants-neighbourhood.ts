import type { DemoVacancyVariant } from './demo-vacancy-templates.ts';

/** Other versions of the work most organisations offer in their neighbourhoods, by template title. */
export const neighbourhoodDemoVacancyVariants: Record<string, DemoVacancyVariant[]> = {
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
  'Klusjesman voor kleine klussen': [
    {
      title: 'Klusser voor de fietsenwerkplaats',
      summary: 'Repareer lekke banden en kapotte verlichting van bewoners die geen geld hebben voor de fietsenmaker.',
      tasks: [
        'Je werkt in onze werkplaats en plant je eigen uren: gemiddeld twee uur per week.',
        'Onderdelen en gereedschap zijn er; jij brengt handigheid en geduld mee.',
      ],
    },
    {
      title: 'Handige hulp voor ouderen thuis',
      summary: 'Een gordijnrails ophangen, een lekkende kraan of een wankele stoel: kleine klussen bij ouderen.',
      tasks: [
        'Je krijgt klussen in je eigen wijk doorgestuurd en plant ze zelf: twee uur per week.',
        'Grote verbouwingen doen we niet; even helpen wel.',
      ],
    },
    {
      title: 'Klussenteam voor het buurthuis',
      summary: 'Houd ons buurthuis op orde: schilderwerk, een nieuwe plank of een deur die klemt.',
      tasks: [
        'Met twee andere klussers pak je de lijst aan die de beheerder bijhoudt: twee uur per week.',
        'Materiaal betalen wij; je eigen gereedschap mag je meenemen.',
      ],
    },
    {
      title: 'Hulp bij verhuizen voor statushouders',
      summary:
        'Help nieuwkomers die hun eerste eigen huis krijgen met lampen ophangen, meubels in elkaar zetten en gordijnen.',
      tasks: [
        'Per gezin ben je een paar dagdelen bezig; gemiddeld twee uur per week.',
        'Onze taalcoach gaat soms mee, maar handen en voeten werken ook.',
      ],
    },
    {
      title: 'Tuinklusser voor ouderen',
      summary: 'Snoei de heg, maai het gras en veeg de bladeren voor ouderen die dat zelf niet meer kunnen.',
      tasks: [
        'Je plant de klussen zelf in je eigen buurt: twee uur per week, in het voorjaar wat meer.',
        'De bewoner zorgt voor het groenafval, wij voor een grasmaaier als dat nodig is.',
      ],
    },
    {
      title: 'Energiecoach: tochtstrips en radiatorfolie',
      summary: 'Help bewoners met een laag inkomen hun huis zuiniger te maken met kleine maatregelen.',
      tasks: [
        'Je plakt tochtstrips, plaatst radiatorfolie en geeft tips: gemiddeld twee uur per week.',
        'De materialen zijn gratis via de gemeente; je krijgt een korte training.',
      ],
    },
    {
      title: 'Rookmelders ophangen bij ouderen',
      summary: 'Zorg dat ouderen veilig wonen: hang rookmelders op en test ze samen met de bewoner.',
      tasks: [
        'Met een boormachine en een trap ga je langs de adressen in je buurt: twee uur per week.',
        'De brandweer geeft de melders en een korte instructie.',
      ],
    },
    {
      title: 'Klusmaatje voor alleenstaande moeders',
      summary:
        'Een plank ophangen of een kast in elkaar zetten: help alleenstaande ouders met de klussen die blijven liggen.',
      tasks: [
        'Je krijgt klussen in de buurt en spreekt zelf een moment af: twee uur per week.',
        'Lukt het samen met de bewoner, dan leert die er ook nog wat van.',
      ],
    },
  ],
};
