import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import { Suspense, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { segmentedControlClasses, segmentedOptionLook } from '../../../components/ui/segmented-control-classes.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buildThemeVariables } from '@volunteerly/site/theme/theme-variables';
import type { VacancySummary } from '../../../lib/vacancies/vacancy-types.ts';
import { previewVacancy } from './design-preview-vacancy.ts';

/**
 * The live parts the preview shows, handed in by the app (a feature does not import another
 * feature or the app's layout): the site header and the search page's vacancy card.
 */
export interface DesignPreviewParts {
  Header: ComponentType<{ appName: string; logoUrl: string | null }>;
  VacancyCard: ComponentType<{ vacancy: VacancySummary; headingLevel?: 2 | 3 }>;
}

type PreviewMode = 'light' | 'dark';

/** The site's colour mode now, so the preview starts in the mode the coordinator looks at. */
function currentMode(): PreviewMode {
  return typeof document !== 'undefined' && document.documentElement.dataset['colorMode'] === 'dark' ? 'dark' : 'light';
}

/** The draft's theme on the preview's box; in dark mode the page colours the site uses in dark mode. */
function previewStyle(profile: CenterProfile, mode: PreviewMode): CSSProperties {
  const variables = buildThemeVariables(profile, { highContrast: false });
  if (mode === 'dark') {
    // As styles.css does for <body> in dark mode, from the draft's own grey.
    variables['--color-background'] = 'var(--color-muted-950)';
    variables['--color-text'] = 'var(--color-muted-100)';
  }
  return variables as CSSProperties;
}

/**
 * The preview: the real site header (with the draft's logo, tabs and pill buttons) and a real vacancy
 * card, in the draft's colours, shape and fonts, light or dark, without touching the live site. The
 * theme is set on the preview's box only; the box is inert (a picture: nothing in it can be used).
 */
export function DesignPreview({
  profile,
  appName,
  parts,
}: {
  profile: CenterProfile;
  appName: string;
  parts: DesignPreviewParts;
}) {
  const { t, i18n } = useTranslation('settings');
  const [mode, setMode] = useState<PreviewMode>(currentMode);
  const { Header, VacancyCard } = parts;
  const vacancy = previewVacancy(t, i18n.resolvedLanguage ?? i18n.language);
  return (
    <section aria-labelledby="design-preview" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="design-preview" className="font-heading text-xl font-bold">
          {t('design.preview.title')}
        </h2>
        <div role="group" aria-label={t('design.preview.mode')} className={segmentedControlClasses}>
          {(['light', 'dark'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              className={`px-3 py-1 text-sm font-semibold ${segmentedOptionLook}`}
            >
              {t(`design.preview.modes.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t('design.preview.text')}</p>
      <div
        data-testid="design-preview"
        data-color-mode={mode}
        // A light preview on a dark page: the dark variant stops at this box (styles.css).
        data-light-island={mode === 'light' ? '' : undefined}
        style={previewStyle(profile, mode)}
        inert
        className="overflow-hidden rounded-ui-lg border border-muted-300 bg-background font-sans text-text dark:border-muted-700"
      >
        <Header appName={appName} logoUrl={profile.websiteLogoUrl || null} />
        <div className="grid gap-4 p-4">
          <div className="flex flex-wrap gap-2">
            <Button color="primary" size="lg">
              {t('design.preview.apply')}
            </Button>
            <Button variant="outline" color="secondary" size="lg">
              {t('design.preview.save')}
            </Button>
          </div>
          <Suspense fallback={<Spinner />}>
            <VacancyCard vacancy={vacancy} headingLevel={3} />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
