// How typed text is cut into words and words are compared (decision 025), for the search's
// alternatives (vacancy-search-words.ts) and a centre's own synonym groups
// (vacancy-search-tenant-synonyms.ts, which the alternatives use): below both, so neither file
// imports the other back.

/** The letters a word is made of (the same class the vocabulary is split on, see the repository). */
const wordPattern = /[a-zà-öø-ÿ]+/g;

/** The typed text's words, lower case, letters only. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().normalize('NFC').match(wordPattern) ?? [];
}

const inflections = ['ingen', 'ing', 'en', 'es', 's', 'e', 't'];

/**
 * The word without a Dutch inflection (fietsen → fiets, wandelingen → wandel, boodschappen →
 * boodschap), kept at four letters or more; only to compare words, never shown.
 */
export function lightStem(word: string): string {
  for (const ending of inflections) {
    const rest = word.slice(0, -ending.length);
    // A plural -s only on longer words: "fiets" is not "fiet" + s.
    if (word.endsWith(ending) && rest.length >= 4 && !(ending === 's' && word.length < 6)) {
      return /(bb|dd|ff|gg|kk|ll|mm|nn|pp|rr|ss|tt)$/.test(rest) ? rest.slice(0, -1) : rest;
    }
  }
  return word;
}
