import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notificationEvents, type NotificationEvent } from '@volunteerly/contracts/notification-events';
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

function toEvent(value: string | null): NotificationEvent {
  return notificationEvents.find((event) => event === value) ?? 'application_status_changed';
}

function toLocale(value: string | null): UserLocale {
  return userLocales.find((locale) => locale === value) ?? 'nl';
}

/**
 * /notification_templates/add: the centre chooses an event and a language and writes its own
 * version, starting from the default (`?event=…&locale=…` preselects them).
 */
export function NotificationTemplateAddPage() {
  const { t } = useTranslation('notification-templates');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const key = { event: toEvent(params.get('event')), locale: toLocale(params.get('locale')) };
  const list = useNotificationTemplates();
  const shipped = useDefaultNotificationTemplate(key);
  const create = useCreateNotificationTemplate();
  const existing = list.data?.find(
    (template) => template.event === key.event && template.locale === key.locale && template.overridden,
  );

  const choose = (change: Partial<typeof key>) =>
    setParams({ ...key, ...change }, { replace: true, preventScrollReset: true });

  let editor;
  if (existing) {
    editor = (
      <Alert color="info" title={t('add.exists')}>
        <Link to={`/notification_templates/${existing.id}/edit`} className="font-semibold underline">
          {t('add.toExisting')}
        </Link>
      </Alert>
    );
  } else if (shipped.isPending) editor = <Spinner label={t('loading')} showLabel />;
  else if (shipped.isError) {
    editor = <LoadFailedAlert title={t('loadFailed')} error={shipped.error} onRetry={() => void shipped.refetch()} />;
  } else {
    const template = shipped.data;
    editor = (
      <TemplateEditor
        key={`${key.event}.${key.locale}`}
        templateKey={key}
        variables={template.variables}
        initial={{
          subject: template.subject,
          htmlBody: template.htmlBody,
          textBody: template.textBody,
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
        to="/notification_templates"
        className="text-sm font-semibold text-primary-700 underline dark:text-primary-300"
      >
        {t('back')}
      </Link>
      <PageHeader title={t('add.title')} description={t('add.description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectFilter label={t('add.event')} value={key.event} onChange={(value) => choose({ event: toEvent(value) })}>
          {notificationEvents.map((event) => (
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
