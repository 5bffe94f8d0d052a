import { shadeKeys } from '@volunteerly/contracts/theme';
import { useTranslation } from 'react-i18next';
import { contrastRatio } from '@volunteerly/site/theme/color-contrast';
import { useCssVariables } from '../hooks/use-css-variables.ts';

/** The label colour with the most contrast on a swatch (black or white); undefined when the value cannot be read. */
function labelColor(value: string): { color: string; ratio: number } | undefined {
  const onWhite = contrastRatio(value, '#ffffff');
  const onBlack = contrastRatio(value, '#000000');
  if (onWhite === undefined || onBlack === undefined) return undefined;
  return onWhite >= onBlack ? { color: '#ffffff', ratio: onWhite } : { color: '#000000', ratio: onBlack };
}

/**
 * The eleven shades of one palette as swatches: the shade's name on the swatch
 * in black or white (whichever contrasts more), its computed value and its
 * contrast against white below.
 */
export function ColorPalette({ name, title }: { name: string; title: string }) {
  const { t } = useTranslation('ui');
  const variables = shadeKeys.map((shade) => `--color-${name}-${shade}`);
  const values = useCssVariables(variables);
  return (
    <section aria-labelledby={`palette-${name}`} className="mt-6">
      <h3 id={`palette-${name}`} className="font-heading text-lg font-semibold">
        {title} <code className="text-sm font-normal text-muted-700 dark:text-muted-300">--color-{name}-*</code>
      </h3>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6 xl:grid-cols-11">
        {shadeKeys.map((shade) => {
          const variable = `--color-${name}-${shade}`;
          const value = values[variable] ?? '';
          const label = labelColor(value);
          const onWhite = contrastRatio(value, '#ffffff');
          return (
            <li key={shade} className="flex flex-col gap-1 text-xs">
              <div
                className="flex h-16 items-end rounded-ui border border-black/10 p-2 font-semibold"
                style={{ backgroundColor: `var(${variable})`, color: label?.color }}
              >
                {label && <span>{shade}</span>}
              </div>
              {!label && <span className="font-semibold">{shade}</span>}
              <span className="font-mono break-all text-muted-700 dark:text-muted-300">
                {value || t('dev.colors.unset')}
              </span>
              {onWhite !== undefined && (
                <span className="text-muted-700 dark:text-muted-300">
                  {t('dev.colors.contrastOnWhite', { ratio: onWhite.toFixed(1) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
