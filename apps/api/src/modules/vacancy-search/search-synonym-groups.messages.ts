import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the centre's search synonym groups (English, and Dutch). */
export const searchSynonymGroupsMessages = defineApiMessages(
  {
    'search_synonyms.errors.not_found': 'Synonym group not found.',
    'search_synonyms.errors.forbidden': 'Only the volunteer centre manages its search words.',
    'search_synonyms.words.empty': 'Give the words that mean the same, for example: buurthuis, wijkcentrum.',
    'search_synonyms.words.single': 'A group needs at least {minimum} words: one word alone stands for nothing else.',
    'search_synonyms.words.too_many': 'A group holds at most {maximum} words. Split it into two groups.',
    'search_synonyms.words.too_long':
      '"{word}" is too long: a word or phrase has at most {maximum} characters and {phraseWords} words.',
    'search_synonyms.words.no_letters': '"{word}" has no letters to search for.',
    'search_synonyms.words.duplicate': '"{word}" is in this group twice.',
    'search_synonyms.groups.too_many': 'A centre keeps at most {maximum} synonym groups. Remove or combine some first.',
  },
  {
    'search_synonyms.errors.not_found': 'Synoniemengroep niet gevonden.',
    'search_synonyms.errors.forbidden': 'Alleen het vrijwilligerscentrum beheert zijn zoekwoorden.',
    'search_synonyms.words.empty': 'Vul de woorden in die hetzelfde betekenen, bijvoorbeeld: buurthuis, wijkcentrum.',
    'search_synonyms.words.single':
      'Een groep heeft minstens {minimum} woorden nodig: één woord alleen staat nergens voor.',
    'search_synonyms.words.too_many': 'Een groep heeft hoogstens {maximum} woorden. Verdeel ze over twee groepen.',
    'search_synonyms.words.too_long':
      '"{word}" is te lang: een woord of woordgroep heeft hoogstens {maximum} tekens en {phraseWords} woorden.',
    'search_synonyms.words.no_letters': '"{word}" bevat geen letters om op te zoeken.',
    'search_synonyms.words.duplicate': '"{word}" staat twee keer in deze groep.',
    'search_synonyms.groups.too_many':
      'Een centrum heeft hoogstens {maximum} synoniemengroepen. Verwijder of combineer er eerst een paar.',
  },
);

/** A key of the search synonym groups' messages. */
export type SearchSynonymGroupsMessageKey = keyof typeof searchSynonymGroupsMessages.en;
