import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  notificationEventDefinitions,
  notificationEvents,
  type NotificationEvent,
} from '@volunteerly/contracts/notification-events';
import { userLocales, type UserLocale } from '@volunteerly/contracts/users';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectFilter } from '../../../components/ui/select-filter.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useCreateNotificationTemplate } from '../api/create-notification-template.ts';
import { useNotificationTemplates } from '../api/list-notification-templates.ts';
import { useDefaultNotificationTemplate } from '../api/show-default-notification-template.ts';
import { TemplateEditor } from '../components/template-editor.tsx';
import { centerIdParam } from '../hooks/center-id-param.ts';

/** The events a centre may write its own text for (never a security mail). */
const overridableEvents = notificationEvents.filter((event) => notificationEventDefinitions[event].overridable);

function toEvent(value: string | null): NotificationEvent {
  return overridableEvents.find((event) => event === value) ?? 'application_status_changed';
}

function toLocale(value: string | null): UserLocale {
  return userLocales.find((locale) => locale === value) ?? 'nl';
}

/**
 * /notification_templates/add: the centre chooses an event and a language and writes its own
 * version, starting from the default (`?event=…&locale=…&center=…` preselects them; the centre is
 * the user's own on this site when none is named).
 */
export function NotificationTemplateAddPage() {
  const { t } = useTranslation('notification-templates');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list = useNotificationTemplates(centerIdParam(params.get('center')));
  const centerId = list.data?.centerId;
  const key = { event: toEvent(params.get('event')), locale: toLocale(params.get('locale')), centerId };
  const shipped = useDefaultNotificationTemplate(key);
  const create = useCreateNotificationTemplate();
  const existing = list.data?.templates.find(
    (template) => template.event === key.event && template.locale === key.locale && template.overridden,
  );
  const centers = list.data?.centers ?? [];

  const choose = (change: { event?: NotificationEvent; locale?: UserLocale; centerId?: number }) => {
    const next = { ...key, ...change };
    setParams(
      {
        event: next.event,
        locale: next.locale,
        ...(next.centerId === undefined ? {} : { center: String(next.centerId) }),
      },
      { replace: true, preventScrollReset: true },
    );
  };

  let editor;
  if (existing) {
    editor = (
      <Alert color="info" title={t('add.exists')}>
        <Link to={`/notification_templates/${existing.id}/edit`} className="font-semibold underline">
          {t('add.toExisting')}
        </Link>
      </Alert>
    );
  } else if (shipped.isPending || list.isPending) editor = <Spinner label={t('loading')} showLabel />;
  else if (shipped.isError) {
    editor = <LoadFailedAlert title={t('loadFailed')} error={shipped.error} onRetry={() => void shipped.refetch()} />;
  } else if (list.isError) {
    editor = <LoadFailedAlert title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    const template = shipped.data;
    editor = (
      <TemplateEditor
        key={`${key.event}.${key.locale}.${centerId}`}
        templateKey={key}
        variables={template.variables}
        secretVariables={template.secretVariables}
        initial={{
          subject: template.subject,
          htmlBody: template.htmlBody,
          inAppText: template.inAppText,
        }}
        submitLabel={t('add.save')}
        onSave={async (texts) => {
          const created = await create.mutateAsync({ ...key, texts });
          toast.add({ color: 'success', title: t('add.saved') });
          await navigate(`/notification_templates/${created.id}/edit`);
        }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <Link
        to={centerId === undefined ? '/notification_templates' : `/notification_templates?center=${centerId}`}
        className="text-sm font-semibold text-primary-700 underline dark:text-primary-300"
      >
        {t('back')}
      </Link>
      <PageHeader title={t('add.title')} description={t('add.description')} />
      <div className={`grid gap-4 ${centers.length > 1 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {centers.length > 1 && centerId !== undefined && (
          <SelectFilter
            label={t('center')}
            value={String(centerId)}
            onChange={(value) => choose({ centerId: Number(value) })}
          >
            {centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </SelectFilter>
        )}
        <SelectFilter label={t('add.event')} value={key.event} onChange={(value) => choose({ event: toEvent(value) })}>
          {overridableEvents.map((event) => (
            <option key={event} value={event}>
              {t(`events.${event}.name`)}
            </option>
          ))}
        </SelectFilter>
        <SelectFilter
          label={t('add.locale')}
          value={key.locale}
          onChange={(value) => choose({ locale: toLocale(value) })}
        >
          {userLocales.map((locale) => (
            <option key={locale} value={locale}>
              {t(`languages.${locale}`)}
            </option>
          ))}
        </SelectFilter>
      </div>
      {editor}
    </div>
  );
}
