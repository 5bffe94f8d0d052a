import { useTranslation } from 'react-i18next';
import { colorModes, type ColorMode } from '../../lib/theme/color-mode.ts';
import { useColorMode } from '../../lib/theme/use-color-mode.ts';
import { Icon, type IconName } from './icon.tsx';
import { segmentedControlClasses, segmentedOptionLook } from './segmented-control-classes.ts';

const icons: Record<ColorMode, IconName> = { system: 'computer-desktop', light: 'sun', dark: 'moon' };

/**
 * The colour-mode switch: three toggle buttons (system, light, dark) in a
 * labelled group; the pressed one is the stored preference.
 */
export function ColorModeToggle() {
  const { t } = useTranslation('ui');
  const { mode, setMode } = useColorMode();
  return (
    <div role="group" aria-label={t('colorMode.label')} className={segmentedControlClasses}>
      {colorModes.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === mode}
          title={t(`colorMode.${option}`)}
          onClick={() => setMode(option)}
          className={`p-1.5 ${segmentedOptionLook}`}
        >
          <Icon name={icons[option]} className="size-4" />
          <span className="sr-only">{t(`colorMode.${option}`)}</span>
        </button>
      ))}
    </div>
  );
}
