import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useDeleteNotificationTemplate } from '../api/delete-notification-template.ts';
import { useNotificationTemplate } from '../api/show-notification-template.ts';
import { useUpdateNotificationTemplate } from '../api/update-notification-template.ts';
import { TemplateEditor } from '../components/template-editor.tsx';

/** /notification_templates/{id}/edit: the centre changes its own template, or resets it to the default. */
export function NotificationTemplateEditPage() {
  const { t } = useTranslation('notification-templates');
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const template = useNotificationTemplate(id);
  const update = useUpdateNotificationTemplate();
  const reset = useDeleteNotificationTemplate(id);
  const [confirming, setConfirming] = useState(false);

  const confirmReset = async () => {
    try {
      await reset.mutateAsync();
      toast.add({ color: 'success', title: t('reset.done') });
      setConfirming(false);
      await navigate('/notification_templates');
    } catch (error) {
      setConfirming(false);
      toast.add({
        color: 'danger',
        title: t('reset.failed'),
        message: error instanceof Error ? error.message : undefined,
        duration: 0,
      });
    }
  };

  let content;
  let title = t('edit.title');
  if (template.isPending) content = <Spinner label={t('loading')} showLabel />;
  else if (template.isError) {
    content =
      isApiError(template.error) && template.error.statusCode === 404 ? (
        <EmptyState title={t('edit.notFound')} action={<Link to="/notification_templates">{t('back')}</Link>} />
      ) : (
        <LoadFailedAlert title={t('loadFailed')} error={template.error} onRetry={() => void template.refetch()} />
      );
  } else {
    const data = template.data;
    title = `${t(`events.${data.event}.name`)} (${t(`languages.${data.locale}`)})`;
    content = (
      <TemplateEditor
        key={data.id}
        templateKey={{ event: data.event, locale: data.locale, centerId: data.volunteerCenterId ?? undefined }}
        variables={data.variables}
        secretVariables={data.secretVariables}
        initial={{ subject: data.subject, htmlBody: data.htmlBody, inAppText: data.inAppText }}
        submitLabel={t('edit.save')}
        onSave={async (texts) => {
          await update.mutateAsync({ id: data.id, texts });
          toast.add({ color: 'success', title: t('edit.saved') });
        }}
        actions={
          <Button type="button" variant="outline" color="danger" onClick={() => setConfirming(true)}>
            {t('edit.reset')}
          </Button>
        }
      />
    );
  }

  return (
    <div className="grid gap-6">
      <Link
        to={
          template.data?.volunteerCenterId
            ? `/notification_templates?center=${template.data.volunteerCenterId}`
            : '/notification_templates'
        }
        className="text-sm font-semibold text-primary-700 underline dark:text-primary-300"
      >
        {t('back')}
      </Link>
      <PageHeader title={title} />
      {content}
      <ConfirmDialog
        open={confirming}
        title={t('reset.title')}
        message={t('reset.message')}
        confirmLabel={t('reset.confirm')}
        cancelLabel={t('cancel')}
        pending={reset.isPending}
        destructive
        onConfirm={() => void confirmReset()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
