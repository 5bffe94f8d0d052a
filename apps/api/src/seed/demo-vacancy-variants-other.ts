import type { DemoVacancyVariant } from './demo-vacancy-templates.ts';

/** Other versions of the learning, outdoor, sport and event templates, by template title. */
export const otherDemoVacancyVariants: Record<string, DemoVacancyVariant[]> = {
  'Taalmaatje voor nieuwkomers': [
    {
      title: 'Taalmaatje voor een Syrische moeder',
      summary: 'Oefen Nederlands met een moeder van drie die wil meepraten op het schoolplein.',
      tasks: [
        'Jullie praten over school, de dokter en de buurt, of oefenen een brief: twee uur per week.',
        'Wij geven vooraf een korte training en tips voor de gesprekken.',
      ],
    },
    {
      title: 'Oefenpartner voor het inburgeringsexamen',
      summary: 'Help een nieuwkomer zich voor te bereiden op het spreek- en luisterexamen.',
      tasks: [
        'Je oefent met oude examens en gewone gesprekken: zo’n twee uur per week.',
        'De docent van de taalschool stemt met je af waar het aan schort.',
      ],
    },
    {
      title: 'Taalmaatje voor een Oekraïense student',
      summary: 'Een student uit Kyiv wil snel Nederlands leren om hier verder te studeren.',
      tasks: [
        'Jullie spreken af in de bibliotheek of een café en praten over van alles: twee uur per week.',
        'Engels helpt in het begin, maar het doel is Nederlands.',
      ],
    },
  ],
  Huiswerkbegeleider: [
    {
      title: 'Rekenhulp voor groep 7 en 8',
      summary: 'Help kinderen die moeite hebben met rekenen zich voor te bereiden op de middelbare school.',
      tasks: [
        'Op dinsdagmiddag en donderdagmiddag werk je met een klein groepje: drie uur per week.',
        'De leerkracht geeft je de oefenstof mee.',
      ],
    },
    {
      title: 'Studiecoach voor brugklassers',
      summary: 'Leer brugklassers plannen, een agenda bijhouden en leren voor een toets.',
      tasks: [
        'Op dinsdagmiddag en donderdagmiddag help je in het huiswerkcafé: drie uur per week.',
        'Je hoeft niet alles te weten: plannen en motiveren is het belangrijkste.',
      ],
    },
  ],
  'Computerhulp voor senioren': [
    {
      title: 'DigiD-hulp in de bibliotheek',
      summary: 'Help ouderen met DigiD, de app van de bank en afspraken maken bij de huisarts online.',
      tasks: [
        'Op donderdagochtend houd je met een collega het digitale spreekuur: twee uur per week.',
        'Je krijgt een training over veilig internetten en privacy.',
      ],
    },
    {
      title: 'Cursusbegeleider: werken met de tablet',
      summary: 'Begeleid een groepje senioren in onze cursus ‘Klik en tik’ op de tablet.',
      tasks: [
        'Op donderdagochtend loop je rond en help je wie vastloopt: twee uur per week.',
        'De lesstof ligt klaar; geduld is je belangrijkste eigenschap.',
      ],
    },
  ],
  'Tuinier in de buurtmoestuin': [
    {
      title: 'Moestuinier in de schooltuin',
      summary: 'Help kinderen van de buurtschool zaaien, wieden en oogsten in hun eigen tuintjes.',
      tasks: [
        'Op zaterdagochtend bereid je met de vaste tuinier de tuin voor: drie uur per week.',
        'Groene vingers zijn handig, maar een beetje ervaring is genoeg.',
      ],
    },
    {
      title: 'Tuinvrijwilliger in de pluktuin',
      summary: 'Verzorg de bloemen en kruiden in onze pluktuin, waar buurtbewoners gratis mogen plukken.',
      tasks: [
        'Op zaterdagochtend werken we met een klein team: drie uur per week.',
        'Koffie en zelfgebakken taart in de tuinkeet.',
      ],
    },
    {
      title: 'Voedselbos-vrijwilliger',
      summary: 'Plant, snoei en oogst in ons jonge voedselbos met notenbomen, bessen en kruiden.',
      tasks: [
        'Op zaterdagochtend werken we samen in het bos: drie uur per week.',
        'Je leert veel over permacultuur van onze vaste hovenier.',
      ],
    },
    {
      title: 'Tuinier in de zorgtuin',
      summary: 'Tuinier samen met mensen met een beperking in onze moestuin, in hun tempo.',
      tasks: [
        'Op zaterdagochtend werk je naast de deelnemers en help je waar nodig: drie uur per week.',
        'De begeleider van de zorginstelling is er altijd bij.',
      ],
    },
  ],
  'Vrijwilliger zwerfafval opruimen': [
    {
      title: 'Afvalraper voor het park',
      summary: 'Houd het park schoon: met grijper en zak ruimen we samen het zwerfafval op.',
      tasks: [
        'Op de eerste zaterdagochtend van de maand lopen we twee uur een vaste route.',
        'Twee uur per maand; na afloop koffie bij de kiosk.',
      ],
    },
    {
      title: 'Plasticvisser langs de grachten',
      summary: 'Vis vanaf de kant of uit een bootje plastic uit het water van de singels.',
      tasks: [
        'Eén zaterdagochtend in de maand, twee uur lang, met schepnetten en laarzen van ons.',
        'Twee uur per maand; je leert ook wat we vangen en waar het vandaan komt.',
      ],
    },
    {
      title: 'Schoolplein-opruimer met kinderen',
      summary: 'Ruim met kinderen van de buurtschool het plein en de straten eromheen op.',
      tasks: [
        'Op de eerste zaterdagochtend van de maand begeleid je een groepje kinderen met ouders.',
        'Twee uur per maand; wie de meeste blikjes vindt, wint een prijs.',
      ],
    },
    {
      title: 'Afvalpeter of -meter van de straat',
      summary: 'Adopteer je eigen straat of plein en houd het schoon, samen met buren.',
      tasks: [
        'Op zaterdagochtend, eens per maand, ruimen we met de hele groep op.',
        'Twee uur per maand; tussendoor ruim je wat je tegenkomt.',
      ],
    },
  ],
  'Natuurwerkdag: bomen planten': [
    {
      title: 'Heggen planten voor vogels en insecten',
      summary: 'Plant op één zaterdag een lange inheemse haag langs het fietspad: meidoorn, sleedoorn en hazelaar.',
      tasks: [
        'Een boswachter legt uit hoe je plant; gereedschap en handschoenen krijg je van ons.',
        'Soep, koffie en krentenbollen tussendoor.',
      ],
    },
    {
      title: 'Knotwilgen knotten op de natuurwerkdag',
      summary: 'Knot op één zaterdag met een groep vrijwilligers de wilgen langs de sloten.',
      tasks: [
        'We werken met zagen en takkenscharen onder leiding van ervaren knotters.',
        'Laarzen zijn er in alle maten; koffie en erwtensoep ook.',
      ],
    },
  ],
  'Dierenverzorger in het asiel': [
    {
      title: 'Kattenknuffelaar in het asiel',
      summary: 'Socialiseer schuwe katten zodat ze een nieuw thuis kunnen vinden.',
      tasks: [
        'Je werkt één vaste dienst van drie uur per week in de kattenverblijven.',
        'Geduld is belangrijker dan ervaring.',
      ],
    },
  ],
  'Helper op de kinderboerderij': [
    {
      title: 'Dierenverzorger op de kinderboerderij',
      summary: 'Voer de geiten, mest de stallen uit en borstel de pony’s van de kinderboerderij.',
      tasks: [
        'Een ochtend of middag per week met de beheerder: drie uur per week.',
        'Kinderen die komen kijken, vertel je graag over de dieren.',
      ],
    },
  ],
  'Sportbegeleider voor G-sport': [
    {
      title: 'Begeleider G-zwemmen',
      summary: 'Help zwemmers met een beperking in en uit het water en moedig ze aan tijdens de les.',
      tasks: [
        'Op maandagavond sta je in het water naast de zweminstructeur: twee uur per week.',
        'Je hoeft geen zwemdiploma te geven, wel goed te kunnen zwemmen.',
      ],
    },
    {
      title: 'G-voetbal: assistent-trainer',
      summary: 'Help de trainer van ons G-voetbalteam met oefeningen, ballen en veel enthousiasme.',
      tasks: [
        'Op maandagavond is de training, twee uur per week.',
        'Wedstrijden in het weekend zijn een leuke extra, maar niet verplicht.',
      ],
    },
    {
      title: 'Begeleider G-dansen',
      summary: 'Dans mee en help dansers met een beperking de passen te leren bij onze dansgroep.',
      tasks: [
        'Op maandagavond is de les in de gymzaal: twee uur per week.',
        'Ritmegevoel helpt, een danservaring is niet nodig.',
      ],
    },
  ],
  'Trainer jeugdvoetbal': [
    {
      title: 'Trainer voor de meidenvoetbal O11',
      summary: 'Ons meidenteam groeit hard en zoekt een trainer die ze beter en fanatieker maakt.',
      tasks: [
        'Woensdagmiddag training, zaterdagochtend een wedstrijd: zo’n vier uur per week.',
        'De club betaalt je trainerscursus.',
      ],
    },
    {
      title: 'Trainer voor de mini’s (4 tot 6 jaar)',
      summary: 'Leer de allerkleinsten balletjes trappen, tikkertje en samenspelen.',
      tasks: [
        'Woensdagmiddag een korte training, zaterdagochtend een mini-toernooitje: vier uur per week.',
        'Een ouder helpt altijd mee.',
      ],
    },
    {
      title: 'Keeperstrainer voor de jeugd',
      summary: 'Train de jeugdkeepers van alle teams: duiken, uittrappen en positie kiezen.',
      tasks: [
        'Woensdagmiddag de keeperstraining, zaterdagochtend kijk je bij de wedstrijden: vier uur per week.',
        'Eigen keeperservaring is een pre.',
      ],
    },
  ],
  'Barvrijwilliger in de sportkantine': [
    {
      title: 'Kantinevrijwilliger bij de hockeyclub',
      summary: 'Bak tosti’s, schenk koffie en houd de kantine gezellig op de wedstrijddagen.',
      tasks: [
        'Je draait een dienst op zaterdag of zondag, drie uur per week; het rooster maak je zelf mee.',
        'Je krijgt een korte instructie Verantwoord Alcohol Schenken.',
      ],
    },
    {
      title: 'Gastheer of gastvrouw in het clubhuis',
      summary: 'Ontvang bezoekende teams, wijs de kleedkamers en zet de thee voor de scheidsrechter.',
      tasks: [
        'Op zaterdag of zondag ben je het gezicht van de club: drie uur per week.',
        'Bij drukte help je achter de bar.',
      ],
    },
    {
      title: 'Beheerder van de kantinevoorraad',
      summary: 'Houd de voorraad van de kantine bij, bestel bij de groothandel en help achter de bar.',
      tasks: [
        'Zaterdag of zondag sta je een dienst achter de bar, tussendoor doe je de bestellingen: drie uur per week.',
        'Je werkt samen met de penningmeester.',
      ],
    },
  ],
};
