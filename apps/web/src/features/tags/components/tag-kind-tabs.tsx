import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tagKinds, type TagKind } from '../api/tag-types.ts';

/** The three kinds of tag as links that switch the list; the current one is marked for assistive technology. */
export function TagKindTabs({ current, hrefOf }: { current: TagKind; hrefOf: (kind: TagKind) => string }) {
  const { t } = useTranslation('tags');
  return (
    <nav aria-label={t('kinds.label')} className="mb-6 border-b border-muted-200 dark:border-muted-800">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tagKinds.map((kind) => {
          const active = kind === current;
          return (
            <li key={kind}>
              <Link
                to={hrefOf(kind)}
                replace
                aria-current={active ? 'page' : undefined}
                className={`inline-block rounded-t-ui border-b-2 px-4 py-2 font-semibold ${
                  active
                    ? 'border-primary-700 text-primary-800 dark:border-primary-300 dark:text-primary-200'
                    : 'border-transparent text-muted-700 hover:border-muted-400 hover:text-text dark:text-muted-300'
                }`}
              >
                {t(`kinds.${kind}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
