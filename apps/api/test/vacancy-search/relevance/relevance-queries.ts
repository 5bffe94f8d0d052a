/** What a query tests. */
export type RelevanceQueryKind = 'inflection' | 'compound' | 'typo' | 'synonym' | 'multi-word' | 'english';

/**
 * A search someone would type, on a page in `language`, and the demo templates whose vacancies a
 * person judging the results would want in the first ten (by template title: a demo vacancy's
 * title is its template's title, possibly followed by " in <city>", so the set survives reseeding).
 */
export interface RelevanceQuery {
  query: string;
  language: 'nl' | 'en';
  kind: RelevanceQueryKind;
  expected: string[];
}

const fietsmaatje = 'Fietsmaatje voor de duofiets';
const wandelmaatje = 'Wandelmaatje voor ouderen';
const taalmaatje = 'Taalmaatje voor nieuwkomers';
const taalcoach = 'Online taalcoach';
const chauffeur = 'Chauffeur voor de buurtbus';
const kok = 'Kok voor de buurtmaaltijd';
const voorlezer = 'Voorlezer op de basisschool';
const huiswerk = 'Huiswerkbegeleider';
const voedselbank = 'Medewerker bij de voedselbank';
const boodschappen = 'Hulp bij boodschappen';
const tuinier = 'Tuinier in de buurtmoestuin';
const bomen = 'Natuurwerkdag: bomen planten';
const zwerfafval = 'Vrijwilliger zwerfafval opruimen';
const asiel = 'Dierenverzorger in het asiel';
const kinderboerderij = 'Helper op de kinderboerderij';
const gSport = 'Sportbegeleider voor G-sport';
const voetbal = 'Trainer jeugdvoetbal';
const museum = 'Gastvrouw of gastheer in het museum';
const fotograaf = 'Fotograaf voor ons jaarverslag';
const muzikant = 'Muzikant in het verpleeghuis';
const festival = 'Opbouwvrijwilliger voor het buurtfestival';
const verkeersregelaar = 'Verkeersregelaar bij de avondvierdaagse';
const repairCafe = 'Reparateur in het repair café';
const klusjesman = 'Klusjesman voor kleine klussen';
const computerhulp = 'Computerhulp voor senioren';
const penningmeester = 'Penningmeester voor de vereniging';
const secretaris = 'Secretaris van het bestuur';
const wijkkrant = 'Schrijver voor de wijkkrant';
const mantelzorger = 'Maatje voor een mantelzorger';
const inloophuis = 'Vrijwilliger inloophuis voor daklozen';
const hulppiet = 'Sinterklaasintocht: hulppiet';
const zomerkamp = 'Begeleider zomerkamp';
const belmaatje = 'Belmaatje tegen eenzaamheid';

// Vacancies whose text is about older people (not those whose tag only says so).
const forOlderPeople = [wandelmaatje, chauffeur, computerhulp, fietsmaatje];
const forChildren = [voorlezer, verkeersregelaar, hulppiet, zomerkamp, voetbal, kinderboerderij];
const forNewcomers = [taalmaatje, taalcoach];
const withAnimals = [asiel, kinderboerderij];
const atTheFoodBank = [voedselbank, 'Chauffeur voor de voedselbank', 'Kerstpakketten inpakken bij de voedselbank'];

const nl = (query: string, kind: RelevanceQueryKind, expected: string[]): RelevanceQuery => ({
  query,
  language: 'nl',
  kind,
  expected,
});
const en = (query: string, expected: string[]): RelevanceQuery => ({
  query,
  language: 'en',
  kind: 'english',
  expected,
});

/** The relevance set of issue 14 §3: `npm run bench:relevance` scores the search on it. */
export const relevanceQueries: RelevanceQuery[] = [
  // Inflections: the word in another form than the text has it.
  nl('fiets', 'inflection', [fietsmaatje]),
  nl('fietsen', 'inflection', [fietsmaatje]),
  nl('fietst', 'inflection', [fietsmaatje]),
  nl('wandelen', 'inflection', [wandelmaatje]),
  nl('koken', 'inflection', [kok, zomerkamp]),
  nl('repareren', 'inflection', [repairCafe, klusjesman]),
  nl('voorlezen', 'inflection', [voorlezer]),
  nl('boom', 'inflection', [bomen]),
  nl('hond', 'inflection', [asiel]),
  nl('zingen', 'inflection', [muzikant]),
  nl('eenzaam', 'inflection', [belmaatje]),
  nl('sporten', 'inflection', [gSport, voetbal]),
  nl('wandelmaatjes', 'inflection', [wandelmaatje]),
  // Compounds: a part of a word, or the whole word for its parts.
  nl('duofiets', 'compound', [fietsmaatje]),
  nl('taalmaatje', 'compound', [taalmaatje]),
  nl('voedselbank', 'compound', atTheFoodBank),
  nl('maatje', 'compound', [wandelmaatje, taalmaatje, fietsmaatje, mantelzorger, belmaatje]),
  nl('maatjes', 'compound', [wandelmaatje, taalmaatje, fietsmaatje, mantelzorger, belmaatje]),
  nl('voedselpakket', 'compound', [voedselbank]),
  nl('taal', 'compound', [taalmaatje, taalcoach]),
  nl('bus', 'compound', [chauffeur]),
  nl('moestuin', 'compound', [tuinier]),
  nl('festival', 'compound', [festival]),
  nl('maaltijd', 'compound', [kok]),
  nl('krant', 'compound', [wijkkrant]),
  nl('boerderij', 'compound', [kinderboerderij]),
  nl('vierdaagse', 'compound', [verkeersregelaar]),
  nl('sinterklaas', 'compound', [hulppiet]),
  nl('mantelzorg', 'compound', [mantelzorger]),
  nl('voetbal', 'compound', [voetbal]),
  nl('computer', 'compound', [computerhulp]),
  nl('huiswerk begeleiding', 'compound', [huiswerk]),
  // Typos.
  nl('taalmatje', 'typo', [taalmaatje]),
  nl('fietsmatje', 'typo', [fietsmaatje]),
  nl('chaufeur', 'typo', [chauffeur]),
  nl('voedelbank', 'typo', atTheFoodBank),
  nl('zwerfafal', 'typo', [zwerfafval]),
  nl('penningmeeser', 'typo', [penningmeester]),
  nl('vrijwiliger inloophuis', 'typo', [inloophuis]),
  nl('boodschapen', 'typo', [boodschappen]),
  // Synonyms: the text says it in other words.
  nl('ouderen', 'synonym', forOlderPeople),
  nl('senioren', 'synonym', forOlderPeople),
  nl('bejaarden', 'synonym', forOlderPeople),
  nl('kinderen', 'synonym', forChildren),
  nl('jeugd', 'synonym', [...forChildren, huiswerk]),
  nl('vluchtelingen', 'synonym', forNewcomers),
  nl('statushouders', 'synonym', forNewcomers),
  nl('dakloos', 'synonym', [inloophuis]),
  nl('boekhouding', 'synonym', [penningmeester]),
  nl('vervoer', 'synonym', [chauffeur]),
  nl('natuur', 'synonym', [bomen, tuinier, zwerfafval]),
  nl('dieren', 'synonym', withAnimals),
  nl('fotograferen', 'synonym', [fotograaf]),
  nl('bieb', 'synonym', [huiswerk, computerhulp]),
  // Several words.
  nl('taalmaatje nieuwkomers', 'multi-word', [taalmaatje]),
  nl('boodschappen ouderen', 'multi-word', [boodschappen]),
  nl('voorlezen basisschool', 'multi-word', [voorlezer]),
  nl('koken voor buurtbewoners', 'multi-word', [kok]),
  nl('werken met dieren', 'multi-word', withAnimals),
  nl('muziek maken', 'multi-word', [muzikant]),
  nl('bestuur vereniging', 'multi-word', [penningmeester, secretaris]),
  // English on an English page, over Dutch vacancies.
  en('bike', [fietsmaatje]),
  en('cycling', [fietsmaatje]),
  en('elderly', forOlderPeople),
  en('language buddy', forNewcomers),
  en('food bank', atTheFoodBank),
  en('refugees', forNewcomers),
  en('walking', [wandelmaatje]),
  en('children', forChildren),
  en('animals', withAnimals),
  en('gardening', [tuinier]),
  en('driver', [chauffeur]),
  en('homework', [huiswerk]),
  en('loneliness', [belmaatje]),
  en('museum', [museum]),
  en('homeless', [inloophuis]),
  en('reading to children', [voorlezer]),
];
