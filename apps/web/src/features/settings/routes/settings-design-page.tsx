import { centerFonts } from '@volunteerly/contracts/branding';
import { mutedPresets, themeShapes, type ThemeShape } from '@volunteerly/contracts/theme';
import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiProblemsOf } from '../../../lib/api/api-problems.ts';
import { contrastRatio } from '@volunteerly/site/theme/color-contrast';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useUpdateCenterProfile } from '../api/update-center-profile.ts';
import { BrandColorEditor, selectClasses } from '../components/brand-color-editor.tsx';
import { BrandImageField } from '../components/brand-image-field.tsx';
import { DesignPreview, type DesignPreviewParts } from '../components/design-preview.tsx';
import { brandSlots, draftOf, previewProfile, type DesignDraft } from '../components/design-draft.ts';

/**
 * /instellingen/design: the centre's branding — logo, favicon, the three brand
 * colours with generated, hand-editable shade scales, muted/background/text
 * colours, shape and fonts — with a live preview and a WCAG contrast warning.
 * Saving changes this tenant's live site; `onSaved` reloads it.
 */
export function SettingsDesignPage({
  profile,
  appName,
  canEdit,
  onSaved,
  previewParts,
}: {
  profile: CenterProfile;
  /** The site's name, beside the logo in the preview's header. */
  appName: string;
  canEdit: boolean;
  onSaved: () => Promise<unknown>;
  previewParts: DesignPreviewParts;
}) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [problems, setProblems] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useUpdateCenterProfile(onSaved);
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
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
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
        <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
          <BrandImageField
            image="logo"
            value={draft.websiteLogoUrl}
            error={fieldErrors['websiteLogoUrl']}
            onChange={(websiteLogoUrl) => update({ websiteLogoUrl })}
          />
          <BrandImageField
            image="favicon"
            value={draft.faviconUrl}
            error={fieldErrors['faviconUrl']}
            onChange={(faviconUrl) => update({ faviconUrl })}
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
          <Field label={t('design.muted')}>
            {(control) => (
              <select
                {...control}
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
            )}
          </Field>
          {(['background', 'text'] as const).map((which) => {
            const key = which === 'background' ? 'backgroundColor' : 'textColor';
            return (
              <Field key={which} label={t(`design.${which}`)}>
                {(control) => (
                  <div className="flex gap-2">
                    <input
                      {...control}
                      type="color"
                      value={draft[key]}
                      onChange={(event) => update({ [key]: event.target.value })}
                      className="h-10 w-14 cursor-pointer rounded-ui border border-muted-500"
                    />
                    <span className="self-center font-mono text-sm">{draft[key]}</span>
                  </div>
                )}
              </Field>
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
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field label={t('design.shape')}>
            {(control) => (
              <select
                {...control}
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
            )}
          </Field>
          {(['sans', 'heading'] as const).map((which) => (
            <Field key={which} label={t(`design.fonts.${which}`)}>
              {(control) => (
                <select
                  {...control}
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
              )}
            </Field>
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
        <DesignPreview profile={preview} appName={appName} parts={previewParts} />
      </div>
    </div>
  );
}
