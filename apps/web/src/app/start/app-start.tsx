import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { updateRequestContext } from '../../lib/api/request-context.ts';
import { toLanguage } from '@volunteerly/site/languages';
import { useAppConfig } from '../../lib/tenant/app-config.ts';
import { useCurrentTenant } from '../../features/tenancy/api/get-current-tenant.ts';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { useTenantLook } from './use-tenant-look.ts';

function StartFailure({ error }: { error: unknown }) {
  return (
    <main id="main-content" tabIndex={-1} className="min-h-screen bg-background px-4 text-text outline-none">
      <ErrorScreen error={error} />
    </main>
  );
}

/**
 * Holds the pages back until the app configuration and the current tenant with
 * its centre are loaded; shows a loading state meanwhile and the error screen
 * when either fails (including '[useTenant] No tenant found').
 */
export function AppStart({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation('common');
  const config = useAppConfig();
  const current = useCurrentTenant();
  useTenantLook(config.data, current.data);

  const queryClient = useQueryClient();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const answeredIn = useRef(language);
  useEffect(() => {
    updateRequestContext({ locale: language });
    if (answeredIn.current === language) return;
    answeredIn.current = language;
    // The API names tags, statuses and errors in the request's language: after a switch in place
    // every answer is asked again in the new one (issue 31 §7: Dutch category tiles on an English home).
    void queryClient.invalidateQueries();
  }, [language, queryClient]);

  if (config.isError) return <StartFailure error={config.error} />;
  if (current.isError) return <StartFailure error={current.error} />;
  if (!config.isSuccess || !current.isSuccess) {
    return (
      <main className="min-h-screen bg-background text-text">
        <LoadingScreen />
      </main>
    );
  }
  return children;
}
