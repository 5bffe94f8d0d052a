import { AccessibilityStatementPage } from '../../features/statements/routes/accessibility-statement-page.tsx';
import { PrivacyStatementPage } from '../../features/statements/routes/privacy-statement-page.tsx';
import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';

/**
 * The `/privacy` page. Composed here because features do not import each other: the tenancy
 * feature knows the centre and its settings, the statements feature how to say them.
 */
export function PrivacyStatementRoute() {
  const { data: current } = useCurrentTenant();
  if (!current) return null;
  const profile = current.center.profile;
  return (
    <PrivacyStatementPage
      appName={current.tenant.appName}
      centerName={current.center.name}
      contact={profile.contact}
      analytics={Boolean(profile.gtagId)}
    />
  );
}

/** The `/toegankelijkheid` page, composed as the privacy statement. */
export function AccessibilityStatementRoute() {
  const { data: current } = useCurrentTenant();
  if (!current) return null;
  return (
    <AccessibilityStatementPage
      appName={current.tenant.appName}
      centerName={current.center.name}
      contact={current.center.profile.contact}
    />
  );
}
