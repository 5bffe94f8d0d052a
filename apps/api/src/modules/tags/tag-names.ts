import type { ApiLocale } from '../../platform/i18n/api-messages.ts';

/** A tag's names: the Dutch one every tag has, and the English one when the centre gave it. */
export interface TagNames {
  name: string;
  nameEn: string | null;
}

/**
 * The name of a tag as a page in this language shows it: on English pages the English name,
 * the Dutch name when the tag has none (decision 024).
 */
export function tagNameIn(locale: ApiLocale, tag: TagNames): string {
  return locale === 'en' && tag.nameEn ? tag.nameEn : tag.name;
}
