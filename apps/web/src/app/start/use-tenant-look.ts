import type { AppConfig } from '@volunteerly/contracts/tenancy';
import { useEffect } from 'react';
import { startCenterAnalytics } from '../../lib/analytics/gtag.ts';
import { applyTheme } from '../../lib/theme/apply-theme.ts';
import type { CurrentTenant } from '../../features/tenancy/api/current-tenant.ts';
import { setFavicon } from '../document/head-tags.ts';
import { useAppNameInTitle } from '../../lib/document/use-document-title.ts';

/**
 * App start after mounting (spec §4): theme (reapplied whenever the profile or
 * the flags change), the centre's analytics when it has an id, favicon and the
 * app name in the document title.
 */
export function useTenantLook(config: AppConfig | undefined, current: CurrentTenant | undefined): void {
  const profile = current?.center.profile ?? null;
  const highContrast = current?.tenant.highContrast ?? false;
  const isPublic = current?.tenant.public ?? false;
  const staging = config?.staging ?? false;

  useEffect(() => {
    applyTheme({ profile, highContrast, isPublic, staging });
  }, [profile, highContrast, isPublic, staging]);

  const gtagId = profile?.gtagId;
  useEffect(() => startCenterAnalytics(gtagId), [gtagId]);

  const faviconUrl = profile?.faviconUrl;
  useEffect(() => setFavicon(faviconUrl), [faviconUrl]);

  useAppNameInTitle(current?.tenant.appName);
}
