import type { CenterProfile } from '@volunteerly/contracts/theme-schemas';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { buildThemeVariables } from '../../../lib/theme/theme-variables.ts';

/** The preview: a piece of page in the draft's colours, shape and fonts, without touching the live site. */
export function DesignPreview({ profile }: { profile: CenterProfile }) {
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
