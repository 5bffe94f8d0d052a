import {
  dutchRelatedWords,
  dutchStopWords,
  dutchSynonymGroups,
  englishStopWords,
  englishToDutch,
} from './vacancy-search-synonyms.ts';
import { asQueryWords, ownPhraseAt, type TenantSynonyms } from './vacancy-search-tenant-synonyms.ts';
import { lightStem, wordsOf } from './vacancy-search-word-forms.ts';

// From the words someone typed to the words the search looks for (decision 025). Each typed word
// becomes a list of alternatives (the word itself first); a vacancy matches when its text has an
// alternative of every typed word. Alternatives come from the built-in synonyms and from the
// tenant's own vocabulary (the words of its published vacancies): the words that start with the
// typed word's stem (fiets → fietsen, fietsmaatje), the compounds that end in or contain it
// (maatje → taalmaatje, bus → buurtbus), and, when it matches no word at all, the words one or two
// letters away (taalmatje → taalmaatje). The database stems every alternative with its Dutch
// configuration, as it stemmed the text.

/** The words of a tenant's published vacancies (lower case, letters only, at least three), to look words up in. */
export interface SearchVocabulary {
  words: readonly string[];
  has(word: string): boolean;
  /** Whether some word other than `except` starts with `prefix`. */
  hasWordStartingWith(prefix: string, except: string): boolean;
}

/** A vocabulary of these words. */
export function createSearchVocabulary(words: readonly string[]): SearchVocabulary {
  const known = new Set(words);
  const sorted = [...words].sort();
  return {
    words,
    has: (word) => known.has(word),
    hasWordStartingWith(prefix, except) {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (sorted[middle]! < prefix) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < sorted.length && sorted[index]!.startsWith(prefix); index += 1) {
        if (sorted[index] !== except) return true;
      }
      return false;
    },
  };
}

/** The language of the page searched from: an English page also understands English words. */
export type SearchLanguage = 'nl' | 'en';

/** How many alternatives one typed word gets at most. */
const maximumAlternatives = 40;

const synonymsByStem = new Map<string, string[]>();
for (const group of dutchSynonymGroups) {
  for (const word of group)
    synonymsByStem.set(lightStem(word), [...(synonymsByStem.get(lightStem(word)) ?? []), ...group]);
}
for (const [word, related] of Object.entries(dutchRelatedWords)) {
  synonymsByStem.set(lightStem(word), [...(synonymsByStem.get(lightStem(word)) ?? []), ...related]);
}

/** The English word's dictionary form candidates: "animals" → animals, animal; "bikes" → bike. */
function englishForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

function englishMeaning(phrase: string): readonly string[] | undefined {
  for (const form of englishForms(phrase)) {
    const meaning = englishToDutch[form];
    if (meaning) return meaning;
  }
  return undefined;
}

/**
 * A typed word (or phrase), its Dutch translations (English pages), the centre's own synonyms
 * (phrases as words with spaces) and the built-in Dutch synonyms.
 */
interface TypedTerm {
  word: string;
  translations: string[];
  ownSynonyms: readonly string[];
  synonyms: string[];
}

/**
 * Splits the words into terms: the centre's own phrases first, then English phrases (on English
 * pages), stop words left out.
 */
function typedTerms(words: string[], language: SearchLanguage, tenantSynonyms?: TenantSynonyms): TypedTerm[] {
  const terms: TypedTerm[] = [];
  for (let index = 0; index < words.length;) {
    const ownPhrase = ownPhraseAt(words, index, tenantSynonyms);
    if (ownPhrase) {
      const word = words.slice(index, index + ownPhrase.length).join(' ');
      terms.push({ word, translations: [], ownSynonyms: ownPhrase.members, synonyms: [] });
      index += ownPhrase.length;
      continue;
    }
    const phrase =
      language === 'en'
        ? [3, 2]
            .map((length) => words.slice(index, index + length))
            .find((part) => part.length > 1 && englishMeaning(part.join(' ')))
        : undefined;
    if (phrase) {
      const [first = '', ...others] = englishMeaning(phrase.join(' '))!;
      const own = [first, ...others].flatMap((each) => tenantSynonyms?.ofWord(each) ?? []);
      terms.push({ word: first, translations: others, ownSynonyms: own, synonyms: [] });
      index += phrase.length;
      continue;
    }
    const word = words[index]!;
    index += 1;
    if (word.length < 2 || dutchStopWords.has(word) || (language === 'en' && englishStopWords.has(word))) continue;
    const english = language === 'en' ? (englishMeaning(word) ?? []) : [];
    const dutch = [word, ...english].flatMap((each) => synonymsByStem.get(lightStem(each)) ?? []);
    const own = [word, ...english].flatMap((each) => tenantSynonyms?.ofWord(each) ?? []);
    terms.push({ word, translations: [...english], ownSynonyms: own, synonyms: dutch });
  }
  return terms;
}

/** Damerau–Levenshtein distance (with adjacent swaps), giving up above `limit`. */
export function editDistance(left: string, right: string, limit: number): number {
  if (Math.abs(left.length - right.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let row = 1; row <= left.length; row += 1) {
    const current = [row];
    let smallest = row;
    for (let column = 1; column <= right.length; column += 1) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let value = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
        value = Math.min(value, before[column - 2]! + 1);
      }
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[right.length]!;
}

/** What may follow a stem in another form of the same word (fiets-en, kind-eren, tuin-ier, maat-je). */
const formEndings = new Set(
  [
    '',
    'e',
    'en',
    's',
    'es',
    't',
    'te',
    'ten',
    'de',
    'den',
    'er',
    'ers',
    'eren',
    'ere',
    'je',
    'jes',
    'tje',
    'tjes',
  ].concat(['ing', 'ingen', 'ier', 'iers', 'ieren', 'st']),
);

/** Whether `rest` after `stem` makes another form of it (with a doubled last letter: boodschap-pen). */
function isFormEnding(stem: string, rest: string): boolean {
  return formEndings.has(rest) || (rest.startsWith(stem.at(-1)!) && formEndings.has(rest.slice(1)));
}

// The letters that may join two parts of a compound (vrijwilliger-s-werk, dier-en-asiel).
const joiningLetters = ['', 's', 'e', 'en'];

/** Whether `rest` (after a joining letter) starts with a word of the vocabulary: dier|enasiel → asiel. */
function startsWithWord(rest: string, vocabulary: SearchVocabulary): boolean {
  return joiningLetters.some((joining) => {
    if (!rest.startsWith(joining)) return false;
    const part = rest.slice(joining.length);
    for (let length = 3; length <= part.length; length += 1) if (vocabulary.has(part.slice(0, length))) return true;
    return false;
  });
}

/** Whether `head` (without a joining letter) is a word, or the start of another word, of the vocabulary. */
function isWordHead(head: string, candidate: string, vocabulary: SearchVocabulary): boolean {
  return joiningLetters.some(
    (joining) =>
      head.endsWith(joining) &&
      head.length - joining.length >= 3 &&
      vocabulary.hasWordStartingWith(head.slice(0, head.length - joining.length), candidate),
  );
}

/**
 * The vocabulary's words that are another form of `word` (fiets → fietsen), the compounds that
 * start with it (fiets → fietsmaatje; for a stem of four letters or fewer only when the rest starts
 * with a word: hond → hondenuitlaatdienst, not honderden; never for a synonym, as a Dutch compound
 * is a kind of its last part: "jeugd" finds jeugdvoetbal, its synonym "kinderen" not
 * kinderboerderij), and the compounds that end in or contain it after a first part that is a word
 * (maatje → taalmaatje, ouder → not statushouder; any first part for stems of six letters or more:
 * voetbal → jeugdvoetbal); a three-letter stem only at the end (buurtbus, not business).
 */
function relatedInVocabulary(word: string, vocabulary: SearchVocabulary, asSynonym = false): string[] {
  const stem = lightStem(word);
  if (stem.length < 3) return vocabulary.has(word) ? [word] : [];
  const forms: string[] = [];
  const compounds: string[] = [];
  for (const candidate of vocabulary.words) {
    const index = candidate.indexOf(stem);
    if (index < 0) continue;
    const rest = candidate.slice(index + stem.length);
    if (index === 0 && isFormEnding(stem, rest)) forms.push(candidate);
    else if (index === 0) {
      const long = stem.length >= 5 || (word.length >= 5 && candidate.startsWith(word));
      if (!asSynonym && (long || startsWithWord(rest, vocabulary))) compounds.push(candidate);
    } else if (index >= 3 && (stem.length >= 4 || isFormEnding(stem, rest))) {
      if (stem.length >= 6 || isWordHead(candidate.slice(0, index), candidate, vocabulary)) compounds.push(candidate);
    }
  }
  return [...forms, ...compounds];
}

/** The vocabulary's words one typo away (two for words of eight letters or more); none for short words. */
function correctedInVocabulary(word: string, vocabulary: SearchVocabulary): string[] {
  if (word.length < 5) return [];
  const limit = word.length >= 8 ? 2 : 1;
  const scored = vocabulary.words
    .map((candidate) => ({ candidate, distance: editDistance(word, candidate, limit) }))
    .filter((item) => item.distance <= limit)
    .sort((left, right) => left.distance - right.distance);
  return scored.map((item) => item.candidate);
}

/**
 * What the search looks for: per typed word, the word and its alternatives (see the top of this
 * file), at most forty; the centre's own synonyms (and phrases of them, as words in a row: `de <->
 * pit`) come right after the word and its translations, so the limit never drops them. Stop words
 * are left out; no words: an empty list.
 */
export function searchWordAlternatives(
  text: string,
  language: SearchLanguage,
  vocabulary: SearchVocabulary,
  tenantSynonyms?: TenantSynonyms,
): string[][] {
  return typedTerms(wordsOf(text), language, tenantSynonyms).map(({ word, translations, ownSynonyms, synonyms }) => {
    const phrase = word.includes(' ');
    const found = phrase ? [] : [word, ...translations].flatMap((each) => relatedInVocabulary(each, vocabulary));
    const corrected = found.length === 0 && !phrase ? correctedInVocabulary(word, vocabulary) : [];
    const fromOwn = ownSynonyms.flatMap((own) => (own.includes(' ') ? [] : relatedInVocabulary(own, vocabulary, true)));
    const fromSynonyms = synonyms.flatMap((synonym) => [synonym, ...relatedInVocabulary(synonym, vocabulary, true)]);
    const fromCorrections = corrected.flatMap((correction) => relatedInVocabulary(correction, vocabulary));
    const alternatives = new Set([word, ...translations, ...ownSynonyms, ...found, ...corrected, ...fromOwn]);
    for (const each of [...fromSynonyms, ...fromCorrections]) alternatives.add(each);
    return [...alternatives]
      .filter((alternative) => wordsOf(alternative).join(' ') === alternative)
      .slice(0, maximumAlternatives)
      .map(asQueryWords);
  });
}
