// The built-in word lists of the search (decision 025): Dutch words that stand for each other, the
// Dutch words an English word on an English page stands for, and the words a search skips. Words
// are lower case; a synonym is looked up by its light stem (vacancy-search-words.ts), so one form
// of a word ("ouderen") finds its list for the others ("oudere").

/** Groups of Dutch words that mean the same to someone searching: each finds the others. */
export const dutchSynonymGroups: readonly (readonly string[])[] = [
  ['ouderen', 'senioren', 'bejaarden'],
  ['nieuwkomers', 'vluchtelingen', 'statushouders', 'asielzoekers', 'migranten'],
  ['daklozen', 'dakloos', 'thuislozen'],
  ['eenzaamheid', 'eenzaam'],
  ['bibliotheek', 'bieb'],
  ['fotograaf', 'fotografie', 'fotograferen', 'foto'],
  ['muziek', 'muzikant', 'musiceren'],
  ['klusjesman', 'klussen', 'klusjes'],
  ['reparateur', 'repareren', 'reparatie'],
  ['chauffeur', 'bestuurder'],
  ['voorlezen', 'voorlezer', 'lezen'],
];

/** Dutch words that find narrower or related words, one way only ("jeugd" finds "kinderen", not back). */
export const dutchRelatedWords: Readonly<Record<string, readonly string[]>> = {
  taal: ['taalcoach', 'taalles', 'nederlands'],
  jeugd: ['jongeren', 'kinderen', 'scholieren'],
  jongeren: ['jeugd', 'scholieren', 'tieners'],
  kinderen: ['jeugd', 'kind'],
  boekhouding: ['penningmeester', 'financiën', 'jaarrekening'],
  administratie: ['secretaris', 'penningmeester'],
  vervoer: ['chauffeur', 'buurtbus', 'rijden'],
  rijden: ['chauffeur'],
  natuur: ['milieu', 'bomen', 'moestuin', 'zwerfafval'],
  sport: ['sporters', 'voetbal'],
  sporten: ['sporters', 'voetbal'],
  dieren: ['honden', 'katten', 'dierenasiel'],
  lopen: ['wandelen'],
  zingen: ['muziek', 'muzikant'],
  vereniging: ['bestuur'],
};

/** Dutch words for English ones (and short English phrases), for English pages. */
export const englishToDutch: Readonly<Record<string, readonly string[]>> = {
  bike: ['fiets', 'fietsen', 'duofiets'],
  bicycle: ['fiets', 'fietsen', 'duofiets'],
  cycling: ['fietsen', 'fiets', 'duofiets'],
  cycle: ['fietsen', 'fiets'],
  elderly: ['ouderen', 'senioren'],
  seniors: ['senioren', 'ouderen'],
  'older people': ['ouderen', 'senioren'],
  'language buddy': ['taalmaatje', 'taalcoach'],
  'language coach': ['taalcoach', 'taalmaatje'],
  language: ['taal', 'nederlands'],
  dutch: ['nederlands', 'taal'],
  buddy: ['maatje'],
  'food bank': ['voedselbank'],
  food: ['voedsel', 'maaltijd', 'eten'],
  refugees: ['vluchtelingen', 'nieuwkomers', 'statushouders'],
  newcomers: ['nieuwkomers', 'statushouders', 'vluchtelingen'],
  migrants: ['migranten', 'nieuwkomers'],
  walking: ['wandelen', 'wandeling', 'wandelmaatje'],
  walk: ['wandelen', 'wandeling', 'wandelmaatje'],
  cooking: ['koken', 'kok', 'maaltijd'],
  cook: ['koken', 'kok'],
  meals: ['maaltijd', 'maaltijden'],
  children: ['kinderen', 'kind', 'jeugd'],
  kids: ['kinderen', 'kind', 'jeugd'],
  youth: ['jeugd', 'jongeren'],
  'young people': ['jongeren', 'jeugd'],
  animals: ['dieren', 'dierenasiel', 'honden', 'katten'],
  pets: ['huisdieren', 'honden', 'katten'],
  dogs: ['honden'],
  cats: ['katten'],
  garden: ['tuin', 'moestuin', 'tuinier'],
  gardening: ['tuinieren', 'tuin', 'moestuin', 'tuinier'],
  nature: ['natuur', 'bomen', 'milieu'],
  trees: ['bomen'],
  litter: ['zwerfafval', 'afval'],
  driver: ['chauffeur', 'rijden'],
  driving: ['rijden', 'chauffeur'],
  transport: ['vervoer', 'chauffeur', 'buurtbus'],
  homework: ['huiswerk', 'huiswerkbegeleider'],
  tutor: ['huiswerkbegeleider', 'bijles'],
  reading: ['voorlezen', 'voorlezer', 'lezen'],
  'read aloud': ['voorlezen', 'voorlezer'],
  school: ['school', 'basisschool'],
  library: ['bibliotheek'],
  loneliness: ['eenzaamheid', 'eenzaam'],
  lonely: ['eenzaam', 'eenzaamheid'],
  photographer: ['fotograaf', 'foto'],
  photography: ['fotografie', 'fotograaf', 'foto'],
  repair: ['repareren', 'reparateur'],
  handyman: ['klusjesman', 'klussen'],
  'odd jobs': ['klussen', 'klusjesman'],
  homeless: ['daklozen', 'dakloos', 'thuislozen'],
  music: ['muziek', 'muzikant'],
  musician: ['muzikant', 'muziek'],
  singing: ['zingen', 'muziek'],
  sports: ['sport', 'sporters', 'voetbal'],
  football: ['voetbal'],
  soccer: ['voetbal'],
  treasurer: ['penningmeester'],
  secretary: ['secretaris'],
  board: ['bestuur'],
  writer: ['schrijver', 'wijkkrant'],
  writing: ['schrijven', 'schrijver'],
  shopping: ['boodschappen'],
  groceries: ['boodschappen'],
  carer: ['mantelzorger'],
  caregiver: ['mantelzorger'],
  host: ['gastheer', 'gastvrouw'],
  hostess: ['gastvrouw'],
  festival: ['festival', 'buurtfestival'],
  events: ['evenementen', 'festival'],
  traffic: ['verkeersregelaar', 'verkeer'],
  'nursing home': ['verpleeghuis'],
  'care home': ['verpleeghuis'],
  volunteer: ['vrijwilliger'],
  computer: ['computer', 'computerhulp'],
  digital: ['digitaal', 'computerhulp', 'tablet'],
};

/** Dutch words a search skips (PostgreSQL's Dutch stop words, as `websearch_to_tsquery('dutch')` skips them). */
export const dutchStopWords: ReadonlySet<string> = new Set(
  (
    'de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan zou of ' +
    'wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben deze ' +
    'u want nog zal me zij nu ge geen omdat iets worden toch al waren veel meer doen toen moet ben zonder kan ' +
    'hun dus alles onder ja eens hier wie werd altijd doch wordt wezen kunnen ons zelf tegen na reeds wil kon ' +
    'niets uw iemand geweest andere'
  ).split(' '),
);

/** English words an English page's search skips. */
export const englishStopWords: ReadonlySet<string> = new Set(
  'a an the to for with in on of and or at by from as is are be my me i you near some'.split(' '),
);
