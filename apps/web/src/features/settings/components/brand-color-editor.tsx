import { colorPresets, shadeKeys } from '@volunteerly/contracts/theme';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { presetScale } from '@volunteerly/site/theme/color-presets';
import { generateShadeScale, isHexColor, toHexColor } from '@volunteerly/site/theme/shade-scale';
import { type BrandSlot, type SlotDraft } from './design-draft.ts';

export const selectClasses = `${fieldControlLook} block w-full px-3 py-2`;

/** One brand colour: preset or own colour, and the shade scale that follows from it. */
export function BrandColorEditor({
  slot,
  draft,
  onChange,
}: {
  slot: BrandSlot;
  draft: SlotDraft;
  onChange: (draft: SlotDraft) => void;
}) {
  const { t } = useTranslation('settings');
  const custom = isHexColor(draft.color);
  const scale = draft.shades ?? presetScale(draft.color);
  const setCustom = (hex: string) => onChange({ color: hex, shades: generateShadeScale(hex) ?? null });

  return (
    <fieldset className="grid gap-4 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
      <legend className="px-1 font-semibold text-text">{t(`design.slots.${slot}`)}</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label={t('design.colorKind')}>
          {(control) => (
            <select
              {...control}
              className={selectClasses}
              value={custom ? 'custom' : 'preset'}
              onChange={(event) =>
                event.target.value === 'custom'
                  ? setCustom(toHexColor(scale?.['600'] ?? '') ?? '#2563eb')
                  : onChange({ color: colorPresets[0], shades: null })
              }
            >
              <option value="preset">{t('design.kinds.preset')}</option>
              <option value="custom">{t('design.kinds.custom')}</option>
            </select>
          )}
        </Field>
        {custom ? (
          <Field label={t('design.ownColor')}>
            {(control) => (
              <div className="flex gap-2">
                <input
                  {...control}
                  type="color"
                  value={draft.color}
                  onChange={(event) => setCustom(event.target.value)}
                  className="h-10 w-14 cursor-pointer rounded-ui border border-muted-500"
                />
                <input
                  aria-label={t('design.hexOf', { slot: t(`design.slots.${slot}`) })}
                  value={draft.color}
                  onChange={(event) => isHexColor(event.target.value) && setCustom(event.target.value)}
                  className={`${fieldControlLook} w-32 px-3 py-2 font-mono`}
                />
              </div>
            )}
          </Field>
        ) : (
          <Field label={t('design.preset')}>
            {(control) => (
              <select
                {...control}
                className={selectClasses}
                value={draft.color}
                onChange={(event) => onChange({ color: event.target.value, shades: null })}
              >
                {colorPresets.map((preset) => (
                  <option key={preset} value={preset}>
                    {t(`design.presets.${preset}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {scale && (
        <div>
          <p className="text-sm font-semibold">{custom ? t('design.shadesEditable') : t('design.shadesPreset')}</p>
          <ul className="mt-2 grid grid-cols-6 gap-2 sm:grid-cols-11">
            {shadeKeys.map((key) => (
              <li key={key} className="flex flex-col items-center gap-1 text-xs">
                {custom && draft.shades ? (
                  <input
                    type="color"
                    aria-label={t('design.shadeLabel', { slot: t(`design.slots.${slot}`), shade: key })}
                    value={draft.shades[key]}
                    onChange={(event) =>
                      onChange({ ...draft, shades: { ...draft.shades!, [key]: event.target.value } })
                    }
                    className="h-10 w-full cursor-pointer rounded-ui border border-muted-500"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="block h-10 w-full rounded-ui border border-muted-300"
                    style={{ backgroundColor: scale[key] }}
                  />
                )}
                <span>{key}</span>
              </li>
            ))}
          </ul>
          {custom && (
            <Button size="sm" variant="ghost" className="mt-2" onClick={() => setCustom(draft.color)}>
              {t('design.regenerate')}
            </Button>
          )}
        </div>
      )}
    </fieldset>
  );
}
