import { useTranslation } from 'react-i18next';
import { useCssVariables } from '../hooks/use-css-variables.ts';

/** One named colour (background or text) with its computed value. */
export function SingleColor({ variable, title }: { variable: string; title: string }) {
  const { t } = useTranslation('ui');
  const value = useCssVariables([variable])[variable] ?? '';
  return (
    <li className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="size-12 shrink-0 rounded-ui border border-black/20"
        style={{ backgroundColor: `var(${variable})` }}
      />
      <span className="flex flex-col text-sm">
        <span className="font-semibold">{title}</span>
        <code className="text-muted-700 dark:text-muted-300">
          {variable}: {value || t('dev.colors.unset')}
        </code>
      </span>
    </li>
  );
}
