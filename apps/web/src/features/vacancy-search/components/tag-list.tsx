import type { VacancyTag } from '../../../lib/vacancies/vacancy-types.ts';

/** Tags as small labels in a named list. */
export function TagList({ tags, label }: { tags: VacancyTag[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id} className="rounded-full bg-muted-100 px-3 py-1 text-sm text-text dark:bg-muted-800">
          {tag.name}
        </li>
      ))}
    </ul>
  );
}
