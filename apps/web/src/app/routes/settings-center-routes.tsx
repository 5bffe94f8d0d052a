import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner.tsx';
import { hasRole, useCurrentUser } from '../../lib/auth/current-user.ts';
import type { DesignPreviewParts } from '../../features/settings/components/design-preview.tsx';
import { SettingsDesignPage } from '../../features/settings/routes/settings-design-page.tsx';
import { SettingsFooterPage } from '../../features/settings/routes/settings-footer-page.tsx';
import { currentTenantQueryOptions, useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';
import { VacancyCard } from '../../features/vacancy-search/components/vacancy-card.tsx';
import { AppHeaderPreview } from '../layouts/app-header-preview.tsx';

/**
 * The centre's look and footer pages, composed here because features do not
 * import each other: the tenancy feature holds the current centre's profile,
 * and saving reloads it so the live site of this tenant follows.
 */
function useCenterSettings() {
  const queryClient = useQueryClient();
  const { data: current } = useCurrentTenant();
  const user = useCurrentUser();
  const canEdit =
    hasRole(user.data, 'super_admin') || (current ? hasRole(user.data, 'center_admin', current.center.id) : false);
  const onSaved = () => queryClient.invalidateQueries({ queryKey: currentTenantQueryOptions.queryKey });
  return { current, canEdit, onSaved, loading: !current || user.isPending };
}

// The design preview shows the live header and the search page's vacancy card.
const designPreviewParts: DesignPreviewParts = { Header: AppHeaderPreview, VacancyCard };

/** /instellingen/design. */
export function SettingsDesignRoute() {
  const { current, canEdit, onSaved, loading } = useCenterSettings();
  if (loading || !current) return <Spinner showLabel />;
  return (
    <SettingsDesignPage
      profile={current.center.profile}
      appName={current.tenant.appName}
      canEdit={canEdit}
      onSaved={onSaved}
      previewParts={designPreviewParts}
    />
  );
}

/** /instellingen/footer. */
export function SettingsFooterRoute() {
  const { current, canEdit, onSaved, loading } = useCenterSettings();
  if (loading || !current) return <Spinner showLabel />;
  return <SettingsFooterPage profile={current.center.profile} canEdit={canEdit} onSaved={onSaved} />;
}
