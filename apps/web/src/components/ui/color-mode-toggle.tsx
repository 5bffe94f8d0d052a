import { useTranslation } from 'react-i18next';
import { colorModes, type ColorMode } from '../../lib/theme/color-mode.ts';
import { useColorMode } from '../../lib/theme/use-color-mode.ts';
import { Icon, type IconName } from './icon.tsx';

const icons: Record<ColorMode, IconName> = { system: 'computer-desktop', light: 'sun', dark: 'moon' };

/**
 * The colour-mode switch: three toggle buttons (system, light, dark) in a
 * labelled group; the pressed one is the stored preference.
 */
export function ColorModeToggle() {
  const { t } = useTranslation('ui');
  const { mode, setMode } = useColorMode();
  return (
    <div
      role="group"
      aria-label={t('colorMode.label')}
      className="inline-flex rounded-full border border-muted-300 p-0.5 dark:border-muted-700"
    >
      {colorModes.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === mode}
          title={t(`colorMode.${option}`)}
          onClick={() => setMode(option)}
          className="rounded-full p-1.5 text-muted-700 hover:bg-muted-100 aria-pressed:bg-primary-700 aria-pressed:text-white dark:text-muted-200 dark:hover:bg-muted-800 dark:aria-pressed:bg-primary-300 dark:aria-pressed:text-neutral-950"
        >
          <Icon name={icons[option]} className="size-4" />
          <span className="sr-only">{t(`colorMode.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
