import type { DemoVacancyVariant } from './demo-vacancy-templates.ts';

/** Other versions of the sport, culture, administration and event templates, by template title. */
export const eventDemoVacancyVariants: Record<string, DemoVacancyVariant[]> = {
  'Fietsmaatje voor de duofiets': [
    {
      title: 'Duofietser voor bewoners van het zorgcentrum',
      summary: 'Fiets met een bewoner van ons zorgcentrum naar buiten: langs de weilanden of naar de ijssalon.',
      tasks: [
        'Jullie kiezen samen de route; de duofiets heeft trapondersteuning. Zo’n twee uur per week.',
        'Je krijgt een korte fietsinstructie van onze vrijwilligerscoördinator.',
      ],
    },
    {
      title: 'Fietsmaatje voor iemand met een visuele beperking',
      summary: 'Op de duofiets kan een blinde buurtgenoot weer zelf trappen. Jij stuurt.',
      tasks: [
        'Jullie fietsen een vast rondje of een nieuwe route: twee uur per week.',
        'Onderweg vertel jij wat je ziet.',
      ],
    },
    {
      title: 'Duofietsrit naar de markt',
      summary: 'Breng een oudere buurtbewoner op de duofiets naar de weekmarkt en weer terug.',
      tasks: [
        'Jullie doen samen de boodschappen en fietsen daarna naar huis: zo’n twee uur per week.',
        'De fiets staat bij ons in de stalling, de sleutel krijg je mee.',
      ],
    },
    {
      title: 'Fietsvrijwilliger: de duofiets in het dorp',
      summary: 'Met onze nieuwe duofiets kunnen ouderen in het dorp weer de polder in. Stap jij op?',
      tasks: [
        'Je fietst een vast moment in de week met een van onze deelnemers: twee uur per week.',
        'Bij regen drink je koffie in plaats van te fietsen.',
      ],
    },
  ],
  'Leiding bij de scouting': [
    {
      title: 'Welpenleiding (7 tot 11 jaar)',
      summary: 'Bedenk met het leidingteam spellen, hikes en knutselwerk voor onze welpen.',
      tasks: [
        'Elke zaterdagochtend draai je de opkomst: drie uur per week.',
        'Scouting Nederland traint je in spelleiding en veiligheid.',
      ],
    },
    {
      title: 'Waterscoutingleiding',
      summary: 'Leer kinderen zeilen en roeien bij onze waterscoutinggroep.',
      tasks: [
        'Op zaterdagochtend ben je op en aan het water: drie uur per week.',
        'Een vaarbewijs halen we samen, als je het nog niet hebt.',
      ],
    },
  ],
  'Begeleider zomerkamp': [
    {
      title: 'Kampleiding voor de jeugdvakantieweek',
      summary: 'Een week op kamp met kinderen die zelf niet op vakantie kunnen: zwemmen, bosspellen en kampvuur.',
      tasks: [
        'Van zaterdag tot zaterdag ben je dag en nacht bij een groepje van zes kinderen.',
        'Er is een voorbereidingsweekend met de hele leiding.',
      ],
    },
    {
      title: 'Kampkok voor het zomerkamp',
      summary: 'Kook een week lang voor veertig hongerige kinderen en leiding.',
      tasks: [
        'Van zaterdag tot zaterdag sta je met twee anderen in de kampkeuken.',
        'Het menu en de boodschappen bereiden we samen voor.',
      ],
    },
  ],
  'Muzikant in het verpleeghuis': [
    {
      title: 'Zanger voor de meezingmiddag',
      summary: 'Zing oude Hollandse liedjes met bewoners van het verpleeghuis. Iedereen zingt mee.',
      tasks: [
        'Op zondagmiddag verzorg je een uur muziek in de huiskamer.',
        'Een begeleider met een gitaar is welkom; wij hebben de liedbundels.',
      ],
    },
    {
      title: 'Accordeonist voor de zondagmiddag',
      summary: 'Speel bekende wijsjes op je accordeon of keyboard voor bewoners met dementie.',
      tasks: [
        'Op zondagmiddag een uur muziek, vaak met een dansje erbij.',
        'Muziek roept herinneringen op: je zult zien hoe bewoners opleven.',
      ],
    },
    {
      title: 'Muziekvrijwilliger: samen luisteren naar vroeger',
      summary: 'Draai op zondagmiddag platen en cd’s uit de jaren vijftig en zestig en praat erover met bewoners.',
      tasks: [
        'Je zoekt de muziek uit bij de levensverhalen van bewoners.',
        'Een uurtje per keer, met koffie en iets lekkers.',
      ],
    },
  ],
  'Fotograaf voor ons jaarverslag': [
    {
      title: 'Fotograaf voor onze website',
      summary: 'Maak een serie sfeervolle foto’s van onze vrijwilligers aan het werk voor de nieuwe website.',
      tasks: [
        'In overleg fotografeer je drie of vier activiteiten.',
        'Je levert de beste foto’s aan; wie op de foto staat, heeft toestemming gegeven.',
      ],
    },
  ],
  'Invulhulp belastingaangifte': [
    {
      title: 'Hulp bij toeslagen en formulieren',
      summary: 'Help inwoners met de aangifte, huurtoeslag en zorgtoeslag, zodat ze geen geld mislopen.',
      tasks: [
        'Je houdt spreekuur in het wijkcentrum, in overleg een of twee dagdelen in de week.',
        'Je volgt vooraf een korte cursus van de Belastingdienst.',
      ],
    },
    {
      title: 'Formulierenbrigade op huisbezoek',
      summary: 'Ga langs bij ouderen thuis en vul samen de belastingaangifte in.',
      tasks: [
        'Je plant zelf de huisbezoeken, meestal een of twee dagdelen in de week.',
        'Een korte cursus vooraf en een vast aanspreekpunt bij vragen.',
      ],
    },
    {
      title: 'Aangiftehulp voor nieuwkomers',
      summary: 'Help statushouders met hun eerste belastingaangifte in Nederland en leg uit hoe het werkt.',
      tasks: [
        'Je helpt op het spreekuur, een of twee dagdelen in de week, soms met een tolk.',
        'Je volgt vooraf een cursus; uitleggen vind je leuk.',
      ],
    },
  ],
  'Reparateur in het repair café': [
    {
      title: 'Naaier in het repair café',
      summary: 'Zet een nieuwe rits in, maak een zoom korter of stop een gat: repareer kleding met bezoekers.',
      tasks: [
        'Elke laatste zaterdagmiddag van de maand aan de naaitafel.',
        'Naaimachines en garen zijn er; je eigen schaar mag mee.',
      ],
    },
  ],
  'Sinterklaasintocht: hulppiet': [
    {
      title: 'Begeleider bij de intocht van Sinterklaas',
      summary: 'Zorg dat alle kinderen veilig langs de route staan en de Sint goed kunnen zien.',
      tasks: [
        'Eén zaterdag in november, met een hesje en een portofoon van ons.',
        'Na afloop is er warme chocolademelk voor alle vrijwilligers.',
      ],
    },
    {
      title: 'Roetveegpiet op de boot',
      summary: 'Vaar mee met de Sint, zwaai naar de kinderen en deel strooigoed uit op de kade.',
      tasks: [
        'Eén zaterdag in november, van de ochtend tot de middag.',
        'Het pak en de roetvegen regelen wij; jij zorgt voor de lach.',
      ],
    },
    {
      title: 'Opbouw en decor voor het Sinterklaasfeest',
      summary: 'Bouw het podium en het decor voor de aankomst van de Sint in het dorp.',
      tasks: [
        'Eén zaterdag in november: vroeg opbouwen, na afloop samen afbreken.',
        'Handigheid met een accuboor is welkom.',
      ],
    },
    {
      title: 'Pietenhulp in het Sinterklaashuis',
      summary: 'Ontvang kinderen in het Sinterklaashuis en help ze met hun tekening voor de Sint.',
      tasks: [
        'Eén zaterdag in november, in een dienst van een paar uur.',
        'Je werkt samen met de Sint en zijn vaste pieten.',
      ],
    },
  ],
  'Verkeersregelaar bij de avondvierdaagse': [
    {
      title: 'Postbemanning bij de avondvierdaagse',
      summary: 'Bemensen de drinkpost halverwege de route: limonade, pleisters en aanmoediging.',
      tasks: [
        'Vier avonden, van dinsdag tot en met vrijdag, steeds zo’n twee uur.',
        'Je staat met een vast team op dezelfde plek.',
      ],
    },
    {
      title: 'EHBO’er bij de avondvierdaagse',
      summary: 'Heb je een EHBO-diploma? Help wandelaars met blaren en een verzwikte enkel.',
      tasks: [
        'Vier avonden, van dinsdag tot en met vrijdag, op de EHBO-post of op de fiets langs de route.',
        'Verbandmiddelen en een hesje krijg je van ons.',
      ],
    },
  ],
  'Vrijwilliger op Koningsdag': [
    {
      title: 'Spelleider op de Koningsdag-kinderspelen',
      summary: 'Zaklopen, spijkerpoepen en koekhappen: leid een spel op de oranjemarkt voor kinderen.',
      tasks: [
        'Je begeleidt een ochtend of een middag één spel, in een oranje shirt van ons.',
        'Opruimen doen we samen.',
      ],
    },
  ],
  'Opbouwvrijwilliger voor het buurtfestival': [
    {
      title: 'Podiumploeg voor het zomerfestival',
      summary: 'Help de technici met het podium, de kabels en de wisselingen tussen de optredens.',
      tasks: [
        'Vrijdag bouwen we op, zaterdag is het festival en zondag breken we af; je kiest je diensten.',
        'Werkhandschoenen, eten en een festivalshirt krijg je van ons.',
      ],
    },
  ],
};
