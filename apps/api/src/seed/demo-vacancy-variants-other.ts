import type { DemoVacancyVariant } from './demo-vacancy-templates.ts';

/** Other versions of the learning, outdoor, sport and event templates, by template title. */
export const otherDemoVacancyVariants: Record<string, DemoVacancyVariant[]> = {
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
