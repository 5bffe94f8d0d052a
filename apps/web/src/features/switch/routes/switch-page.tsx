import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { getRequestContext } from '../../../lib/api/request-context.ts';
import { useAppConfig } from '../../../lib/tenant/app-config.ts';
import { switchTenant } from '../../../lib/tenant/switch-tenant.ts';

/** `/switch`: choose one of the configured tenants (for multi-tenant demos and native wrappers). */
export function SwitchPage() {
  const { t } = useTranslation('common');
  const { data: config } = useAppConfig();
  const currentKey = getRequestContext().tenantKey;
  const tenants = config?.tenants ?? [];
  return (
    <div className="mx-auto flex min-h-screen max-w-xl flex-col justify-center px-4 py-12">
      <PageHeader title={t('switch.title')} description={t('switch.description')} />
      {tenants.length === 0 ? (
        <p className="mt-6">{t('switch.empty')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {tenants.map((tenant) => (
            <li key={tenant.key}>
              <Button
                type="button"
                block
                color="primary"
                variant={tenant.key === currentKey ? 'solid' : 'outline'}
                aria-current={tenant.key === currentKey ? 'true' : undefined}
                onClick={() => switchTenant(tenant.key)}
              >
                {tenant.appName}
                {tenant.key === currentKey && <span className="sr-only"> ({t('switch.current')})</span>}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
