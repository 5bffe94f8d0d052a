import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ColorModeToggle } from '../../../components/ui/color-mode-toggle.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PerPageSelector, type PerPage } from '../../../components/ui/per-page-selector.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ButtonShowcase } from '../components/button-showcase.tsx';
import { DevSection } from '../components/dev-section.tsx';
import { MapShowcase } from '../components/map-showcase.tsx';
import { ToastShowcase } from '../components/toast-showcase.tsx';

const alertColors = ['info', 'success', 'warning', 'danger'] as const;

/** /dev/components: the UI kit, every primitive in its variants. */
export function DevComponentsPage() {
  const { t } = useTranslation('ui');
  const [perPage, setPerPage] = useState<PerPage>(25);
  return (
    <>
      <PageHeader title={t('dev.components.title')} description={t('dev.components.description')} />
      <DevSection id="buttons" title={t('dev.components.buttons.heading')}>
        <ButtonShowcase />
      </DevSection>
      <DevSection id="fields" title={t('dev.components.fields.heading')}>
        <div className="grid max-w-2xl gap-6">
          <TextField label={t('dev.components.fields.name')} autoComplete="name" />
          <TextField
            label={t('dev.components.fields.email')}
            type="email"
            hint={t('dev.components.fields.emailHint')}
            required
          />
          <TextField
            label={t('dev.components.fields.website')}
            type="url"
            defaultValue="volunteerly"
            error={t('validation.url', { field: t('dev.components.fields.website') })}
          />
          <form onSubmit={(event) => event.preventDefault()} className="flex gap-3">
            <SubmitButton size="lg" />
            <SubmitButton size="lg" pending />
          </form>
        </div>
      </DevSection>
      <DevSection id="alerts" title={t('dev.components.alerts.heading')}>
        <div className="grid gap-4">
          {alertColors.map((color) => (
            <Alert key={color} color={color} title={t(`dev.components.alerts.titles.${color}`)}>
              {t('dev.components.alerts.body')}
            </Alert>
          ))}
        </div>
      </DevSection>
      <DevSection id="empty-state" title={t('dev.components.emptyState.heading')}>
        <EmptyState
          headingLevel={3}
          title={t('dev.components.emptyState.title')}
          description={t('dev.components.emptyState.description')}
          action={
            <Button color="primary" size="lg">
              {t('dev.components.emptyState.action')}
            </Button>
          }
        />
      </DevSection>
      <DevSection id="loading" title={t('dev.components.loading.heading')}>
        <div className="flex flex-wrap items-center gap-8">
          <Spinner size="sm" />
          <Spinner showLabel />
          <Spinner size="lg" showLabel label={t('dev.components.loading.custom')} />
        </div>
      </DevSection>
      <DevSection id="per-page" title={t('dev.components.perPage.heading')}>
        <PerPageSelector value={perPage} onChange={setPerPage} />
        <p className="mt-2 text-sm text-muted-700 dark:text-muted-300">
          {t('dev.components.perPage.current', { count: perPage })}
        </p>
      </DevSection>
      <DevSection id="toasts" title={t('dev.components.toasts.heading')}>
        <ToastShowcase />
      </DevSection>
      <DevSection id="color-mode" title={t('dev.components.colorMode.heading')}>
        <ColorModeToggle />
      </DevSection>
      <DevSection id="map" title={t('dev.components.map.heading')}>
        <MapShowcase />
      </DevSection>
    </>
  );
}
