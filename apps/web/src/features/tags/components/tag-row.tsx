import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Tag } from '../api/tag-types.ts';
import { describeTagUsage } from './tag-usage.ts';

/** The tag's name in the other language than the page's (or that it has no English name yet). */
function OtherName({ tag }: { tag: Tag }) {
  const { t, i18n } = useTranslation('tags');
  const className = 'block text-sm text-muted-700 dark:text-muted-300';
  if (!tag.nameEn) return <span className={className}>{t('names.noEnglish')}</span>;
  const english = i18n.resolvedLanguage !== 'en';
  return (
    <span className={className}>
      {english ? t('names.english') : t('names.dutch')}{' '}
      <span lang={english ? 'en' : 'nl'}>{english ? tag.nameEn : tag.nameNl}</span>
    </span>
  );
}

/** One tag in the list: its names, how many use it, and what the user may do with it. */
export function TagRow({
  tag,
  onEdit,
  onDelete,
  onMerge,
}: {
  tag: Tag;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
  onMerge: (tag: Tag) => void;
}) {
  const { t } = useTranslation('tags');
  const inUseId = useId();
  const abilities = tag.meta?.abilities ?? {};
  const inUse = tag.usageCount > 0;
  const hasActions = Boolean(abilities.update || abilities.destroy || abilities.merge);

  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-start font-normal">
        <span className="font-semibold">{tag.name}</span> <OtherName tag={tag} />
      </th>
      <td className="px-4 py-3">{describeTagUsage(tag, t)}</td>
      <td className="px-4 py-3">
        {hasActions && (
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap gap-2">
              {abilities.update && (
                <Button size="sm" variant="outline" onClick={() => onEdit(tag)}>
                  {t('rename.button')}
                  <span className="sr-only">: {tag.name}</span>
                </Button>
              )}
              {abilities.merge && (
                <Button size="sm" variant="outline" onClick={() => onMerge(tag)}>
                  {t('merge.button')}
                  <span className="sr-only">: {tag.name}</span>
                </Button>
              )}
              {abilities.destroy && (
                <Button
                  size="sm"
                  variant="outline"
                  color="danger"
                  disabled={inUse}
                  aria-describedby={inUse ? inUseId : undefined}
                  onClick={() => onDelete(tag)}
                >
                  {t('delete.button')}
                  <span className="sr-only">: {tag.name}</span>
                </Button>
              )}
            </div>
            {abilities.destroy && inUse && (
              <p id={inUseId} className="text-sm text-muted-700 dark:text-muted-300">
                {t('delete.inUse', { usage: describeTagUsage(tag, t) })}
              </p>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}
