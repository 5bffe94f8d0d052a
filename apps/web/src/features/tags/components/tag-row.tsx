import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { Tag } from '../api/tag-types.ts';
import { TagRenameForm } from './tag-rename-form.tsx';
import { describeTagUsage } from './tag-usage.ts';

/** One tag in the list: its name (renamed in place), how many use it, and what the user may do with it. */
export function TagRow({
  tag,
  onDelete,
  onMerge,
}: {
  tag: Tag;
  onDelete: (tag: Tag) => void;
  onMerge: (tag: Tag) => void;
}) {
  const { t } = useTranslation('tags');
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const inUseId = useId();
  const abilities = tag.meta?.abilities ?? {};
  const inUse = tag.usageCount > 0;
  const hasActions = Boolean(abilities.update || abilities.destroy || abilities.merge);

  const closeRename = () => {
    setRenaming(false);
    // Back to where the user started, once the button is there again.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-start font-normal">
        {renaming ? (
          <TagRenameForm tag={tag} onClose={closeRename} />
        ) : (
          <span className="font-semibold">{tag.name}</span>
        )}
      </th>
      <td className="px-4 py-3">{describeTagUsage(tag, t)}</td>
      <td className="px-4 py-3">
        {hasActions && !renaming && (
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap gap-2">
              {abilities.update && (
                <Button ref={renameButton} size="sm" variant="outline" onClick={() => setRenaming(true)}>
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
