import { centerFonts } from '@volunteerly/contracts/branding';
import {
  colorPresets,
  isCompleteShadeScale,
  mutedPresets,
  shadeKeys,
  themeShapes,
  type ShadeScale,
  type ThemeShape,
} from '@volunteerly/contracts/theme';
import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { presetScale } from '../../../lib/theme/color-presets.ts';
import { contrastRatio } from '../../../lib/theme/color-contrast.ts';
import { generateShadeScale, isHexColor, toHexColor } from '../../../lib/theme/shade-scale.ts';
import { buildThemeVariables } from '../../../lib/theme/theme-variables.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUpdateCenterProfile } from '../api/update-center-profile.ts';

const brandSlots = ['primary', 'secondary', 'tertiary'] as const;
type BrandSlot = (typeof brandSlots)[number];

/** A brand colour being edited: a preset name, or a custom hex with its (hand-editable) scale. */
interface SlotDraft {
  color: string;
  shades: ShadeScale | null;
}

/** Everything the design page edits. */
interface DesignDraft {
  websiteLogoUrl: string;
  faviconUrl: string;
  slots: Record<BrandSlot, SlotDraft>;
  mutedColor: string;
  backgroundColor: string;
  textColor: string;
  shape: ThemeShape;
  sansFont: string;
  headingFont: string;
}

function draftOf(profile: CenterProfile): DesignDraft {
  const slot = (color: string, shades: unknown): SlotDraft => ({
    color,
    shades: isCompleteShadeScale(shades) ? shades : null,
  });
  return {
    websiteLogoUrl: profile.websiteLogoUrl ?? '',
    faviconUrl: profile.faviconUrl ?? '',
    slots: {
      primary: slot(profile.primaryColor, profile.primaryColorShades),
      secondary: slot(profile.secondaryColor, profile.secondaryColorShades),
      tertiary: slot(profile.tertiaryColor, profile.tertiaryColorShades),
    },
    mutedColor: profile.mutedColor,
    backgroundColor: isHexColor(profile.backgroundColor) ? profile.backgroundColor : '#ffffff',
    textColor: isHexColor(profile.textColor) ? profile.textColor : '#0f172a',
    shape: (themeShapes as readonly string[]).includes(profile.themeConfig.defaultShape)
      ? profile.themeConfig.defaultShape
      : 'rounded',
    sansFont: profile.themeConfig.fonts.sans,
    headingFont: profile.themeConfig.fonts.heading,
  };
}

/** The draft as a profile, for the preview. */
function previewProfile(profile: CenterProfile, draft: DesignDraft): CenterProfile {
  return {
    ...profile,
    primaryColor: draft.slots.primary.color,
    primaryColorShades: draft.slots.primary.shades,
    secondaryColor: draft.slots.secondary.color,
    secondaryColorShades: draft.slots.secondary.shades,
    tertiaryColor: draft.slots.tertiary.color,
    tertiaryColorShades: draft.slots.tertiary.shades,
    mutedColor: draft.mutedColor,
    backgroundColor: draft.backgroundColor,
    textColor: draft.textColor,
    themeConfig: {
      ...profile.themeConfig,
      defaultShape: draft.shape,
      fonts: { sans: draft.sansFont, heading: draft.headingFont },
    },
  };
}

const selectClasses = `${fieldControlLook} block w-full px-3 py-2`;

/** One brand colour: preset or own colour, and the shade scale that follows from it. */
function BrandColorEditor({
  slot,
  draft,
  onChange,
}: {
  slot: BrandSlot;
  draft: SlotDraft;
  onChange: (draft: SlotDraft) => void;
}) {
  const { t } = useTranslation('settings');
  const ids = { kind: useId(), preset: useId(), hex: useId() };
  const custom = isHexColor(draft.color);
  const scale = draft.shades ?? presetScale(draft.color);
  const setCustom = (hex: string) => onChange({ color: hex, shades: generateShadeScale(hex) ?? null });

  return (
    <fieldset className="grid gap-4 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
      <legend className="px-1 font-semibold text-text">{t(`design.slots.${slot}`)}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.kind} className="text-sm font-semibold">
            {t('design.colorKind')}
          </label>
          <select
            id={ids.kind}
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
        </div>
        {custom ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.hex} className="text-sm font-semibold">
              {t('design.ownColor')}
            </label>
            <div className="flex gap-2">
              <input
                id={ids.hex}
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
          </div>
        ) : (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.preset} className="text-sm font-semibold">
              {t('design.preset')}
            </label>
            <select
              id={ids.preset}
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
          </div>
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

/** The preview: a piece of page in the draft's colours, shape and fonts, without touching the live site. */
function DesignPreview({ profile }: { profile: CenterProfile }) {
  const { t } = useTranslation('settings');
  const style = buildThemeVariables(profile, { highContrast: false }) as CSSProperties;
  return (
    <section
      aria-labelledby="design-preview"
      style={style}
      className="rounded-ui-lg border border-muted-300 bg-background p-5 font-sans text-text"
    >
      <h2 id="design-preview" className="font-heading text-xl font-bold">
        {t('design.preview.title')}
      </h2>
      <p className="mt-2">{t('design.preview.text')}</p>
      <p className="mt-2">
        <a href="#design-preview" className="font-semibold text-primary-700 underline">
          {t('design.preview.link')}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <span className="rounded-ui bg-primary-700 px-4 py-2 font-semibold text-white">
          {t('design.preview.primary')}
        </span>
        <span className="rounded-ui bg-secondary-700 px-4 py-2 font-semibold text-white">
          {t('design.preview.secondary')}
        </span>
        <span className="rounded-ui border border-tertiary-700 px-4 py-2 font-semibold text-tertiary-800">
          {t('design.preview.tertiary')}
        </span>
      </div>
      <div className="mt-4 rounded-ui-lg border border-muted-300 bg-muted-50 p-4 text-muted-800">
        {t('design.preview.card')}
      </div>
    </section>
  );
}

/**
 * /instellingen/design: the centre's branding — logo, favicon, the three brand
 * colours with generated, hand-editable shade scales, muted/background/text
 * colours, shape and fonts — with a live preview and a WCAG contrast warning.
 * Saving changes this tenant's live site; `onSaved` reloads it.
 */
export function SettingsDesignPage({
  profile,
  canEdit,
  onSaved,
}: {
  profile: CenterProfile;
  canEdit: boolean;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [problems, setProblems] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useUpdateCenterProfile(onSaved);
  const ids = { muted: useId(), background: useId(), text: useId(), shape: useId(), sans: useId(), heading: useId() };
  const preview = useMemo(() => previewProfile(profile, draft), [profile, draft]);
  const contrast = contrastRatio(draft.textColor, draft.backgroundColor) ?? 21;

  if (!canEdit) {
    return (
      <Alert color="warning" title={t('noAccessTitle')}>
        {t('noAccessText')}
      </Alert>
    );
  }

  const update = (changes: Partial<DesignDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const handleSave = async () => {
    setProblems([]);
    setFieldErrors({});
    try {
      await save.mutateAsync({
        websiteLogoUrl: draft.websiteLogoUrl.trim() || null,
        faviconUrl: draft.faviconUrl.trim() || null,
        primaryColor: draft.slots.primary.color,
        primaryColorShades: draft.slots.primary.shades,
        secondaryColor: draft.slots.secondary.color,
        secondaryColorShades: draft.slots.secondary.shades,
        tertiaryColor: draft.slots.tertiary.color,
        tertiaryColorShades: draft.slots.tertiary.shades,
        mutedColor: draft.mutedColor,
        backgroundColor: draft.backgroundColor,
        textColor: draft.textColor,
        themeConfig: { defaultShape: draft.shape, fonts: { sans: draft.sansFont, heading: draft.headingFont } },
      });
      toast.add({ color: 'success', title: t('design.saved') });
    } catch (error) {
      const { fields, general } = apiProblemsOf(error, ['websiteLogoUrl', 'faviconUrl']);
      // The API's messages for these fields name a pattern; the page says it in words.
      setFieldErrors(Object.fromEntries(Object.keys(fields).map((name) => [name, t('design.urlInvalid')])));
      setProblems(general.length > 0 || Object.keys(fields).length === 0 ? [t('design.saveRefused')] : []);
      if (fields['websiteLogoUrl'] || fields['faviconUrl']) {
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      }
    }
  };

  return (
    <div className="grid gap-8 xl:grid-cols-[1fr_22rem]">
      <form
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSave();
        }}
      >
        <h2 className="font-heading text-2xl font-semibold">{t('sections.design.title')}</h2>
        {problems.length > 0 && (
          <Alert color="danger" live title={t('saveFailed')}>
            {problems.join(' ')}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('design.logoUrl')}
            hint={t('design.urlHint')}
            value={draft.websiteLogoUrl}
            error={fieldErrors['websiteLogoUrl']}
            onChange={(event) => update({ websiteLogoUrl: event.target.value })}
          />
          <TextField
            label={t('design.faviconUrl')}
            hint={t('design.urlHint')}
            value={draft.faviconUrl}
            error={fieldErrors['faviconUrl']}
            onChange={(event) => update({ faviconUrl: event.target.value })}
          />
        </div>
        {brandSlots.map((slot) => (
          <BrandColorEditor
            key={slot}
            slot={slot}
            draft={draft.slots[slot]}
            onChange={(slotDraft) => update({ slots: { ...draft.slots, [slot]: slotDraft } })}
          />
        ))}
        <fieldset className="grid gap-4 rounded-ui-lg border border-muted-200 p-4 sm:grid-cols-3 dark:border-muted-800">
          <legend className="px-1 font-semibold text-text">{t('design.baseColors')}</legend>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.muted} className="text-sm font-semibold">
              {t('design.muted')}
            </label>
            <select
              id={ids.muted}
              className={selectClasses}
              value={draft.mutedColor}
              onChange={(event) => update({ mutedColor: event.target.value })}
            >
              {mutedPresets.map((preset) => (
                <option key={preset} value={preset}>
                  {t(`design.presets.${preset}`)}
                </option>
              ))}
            </select>
          </div>
          {(['background', 'text'] as const).map((which) => {
            const key = which === 'background' ? 'backgroundColor' : 'textColor';
            return (
              <div key={which} className="flex flex-col gap-1.5">
                <label htmlFor={ids[which]} className="text-sm font-semibold">
                  {t(`design.${which}`)}
                </label>
                <div className="flex gap-2">
                  <input
                    id={ids[which]}
                    type="color"
                    value={draft[key]}
                    onChange={(event) => update({ [key]: event.target.value })}
                    className="h-10 w-14 cursor-pointer rounded-ui border border-muted-500"
                  />
                  <span className="self-center font-mono text-sm">{draft[key]}</span>
                </div>
              </div>
            );
          })}
        </fieldset>
        <div role="status" aria-live="polite">
          {contrast < 4.5 && (
            <Alert color="warning" title={t('design.contrastTitle')}>
              {t('design.contrastText', { ratio: contrast.toFixed(1) })}
            </Alert>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.shape} className="text-sm font-semibold">
              {t('design.shape')}
            </label>
            <select
              id={ids.shape}
              className={selectClasses}
              value={draft.shape}
              onChange={(event) => update({ shape: event.target.value as ThemeShape })}
            >
              {themeShapes.map((shape) => (
                <option key={shape} value={shape}>
                  {t(`design.shapes.${shape}`)}
                </option>
              ))}
            </select>
          </div>
          {(['sans', 'heading'] as const).map((which) => (
            <div key={which} className="flex flex-col gap-1.5">
              <label htmlFor={ids[which]} className="text-sm font-semibold">
                {t(`design.fonts.${which}`)}
              </label>
              <select
                id={ids[which]}
                className={selectClasses}
                value={which === 'sans' ? draft.sansFont : draft.headingFont}
                onChange={(event) =>
                  update(which === 'sans' ? { sansFont: event.target.value } : { headingFont: event.target.value })
                }
              >
                {centerFonts.map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" color="primary" size="lg" loading={save.isPending}>
            {t('design.save')}
          </Button>
          <Button variant="outline" size="lg" onClick={() => setDraft(draftOf(profile))}>
            {t('design.reset')}
          </Button>
        </div>
      </form>
      <div className="xl:sticky xl:top-24 xl:self-start">
        <DesignPreview profile={preview} />
      </div>
    </div>
  );
}
