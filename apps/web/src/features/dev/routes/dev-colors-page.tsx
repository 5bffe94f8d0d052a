import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ColorPalette } from '../components/color-palette.tsx';
import { SingleColor } from '../components/single-color.tsx';

const tenantPalettes = ['primary', 'secondary', 'tertiary', 'muted'] as const;
const semanticPalettes = ['info', 'success', 'warning', 'error', 'neutral'] as const;

/** /dev/colors: every palette and shade of the current tenant, read from the applied CSS variables. */
export function DevColorsPage() {
  const { t } = useTranslation('ui');
  return (
    <>
      <PageHeader title={t('dev.colors.title')} description={t('dev.colors.description')} />
      <section aria-labelledby="tenant-colors">
        <h2 id="tenant-colors" className="font-heading text-2xl font-bold">
          {t('dev.colors.tenantHeading')}
        </h2>
        {tenantPalettes.map((name) => (
          <ColorPalette key={name} name={name} title={t(`dev.colors.palettes.${name}`)} />
        ))}
      </section>
      <section aria-labelledby="semantic-colors" className="mt-12">
        <h2 id="semantic-colors" className="font-heading text-2xl font-bold">
          {t('dev.colors.semanticHeading')}
        </h2>
        {semanticPalettes.map((name) => (
          <ColorPalette key={name} name={name} title={t(`dev.colors.palettes.${name}`)} />
        ))}
      </section>
      <section aria-labelledby="page-colors" className="mt-12">
        <h2 id="page-colors" className="font-heading text-2xl font-bold">
          {t('dev.colors.pageHeading')}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-8">
          <SingleColor variable="--color-background" title={t('dev.colors.background')} />
          <SingleColor variable="--color-text" title={t('dev.colors.text')} />
        </ul>
      </section>
    </>
  );
}
