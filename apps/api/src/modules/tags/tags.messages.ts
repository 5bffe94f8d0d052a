import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the tag endpoints (English, and Dutch). */
export const tagsMessages = defineApiMessages(
  {
    'tags.errors.not_found': 'Tag not found.',
    'tags.errors.forbidden': 'Only the volunteer centre manages tags.',
    'tags.errors.in_use':
      'This tag is in use by {organizations} organisation(s). Merge it into another tag first; then it is removed.',
    'tags.name.taken': 'There is already a tag "{name}" of this kind.',
    'tags.name_en.taken': 'There is already a tag with the English name "{name}" of this kind.',
    'tags.merge.target_unknown': 'Choose another tag of the same kind to merge into.',
    'tags.merge.same_tag': 'A tag cannot be merged into itself.',
    'tags.merge.other_kind': 'A tag can only be merged into a tag of the same kind.',
  },
  {
    'tags.errors.not_found': 'Tag niet gevonden.',
    'tags.errors.forbidden': 'Alleen het vrijwilligerscentrum beheert tags.',
    'tags.errors.in_use':
      'Deze tag wordt gebruikt door {organizations} organisatie(s). Voeg hem eerst samen met een andere tag; dan verdwijnt hij.',
    'tags.name.taken': 'Er bestaat al een tag "{name}" van deze soort.',
    'tags.name_en.taken': 'Er bestaat al een tag met de Engelse naam "{name}" van deze soort.',
    'tags.merge.target_unknown': 'Kies een andere tag van dezelfde soort om mee samen te voegen.',
    'tags.merge.same_tag': 'Een tag kan niet met zichzelf worden samengevoegd.',
    'tags.merge.other_kind': 'Een tag kan alleen worden samengevoegd met een tag van dezelfde soort.',
  },
);

/** A key of the tags module's messages. */
export type TagsMessageKey = keyof typeof tagsMessages.en;
