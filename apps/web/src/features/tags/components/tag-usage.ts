import type { TFunction } from 'i18next';
import type { Tag } from '../api/tag-types.ts';

/**
 * What uses a tag, by sort ('3 organisaties en 28 vacatures'), or that nothing does: a count of every
 * use under one word said '36 organisaties' for a tag on 8 organisations (issue 14 §4).
 */
export function describeTagUsage(tag: Tag, t: TFunction<'tags'>): string {
  const parts = [
    tag.organizationCount > 0 ? t('list.organizationUsage', { count: tag.organizationCount }) : undefined,
    tag.vacancyCount > 0 ? t('list.vacancyUsage', { count: tag.vacancyCount }) : undefined,
  ].filter((part): part is string => part !== undefined);
  if (parts.length === 0) return t('list.unused');
  return parts.join(t('list.usageAnd'));
}
