import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ColumnHeader, DataTable } from '../../../components/ui/table.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { clearSession } from '../../../lib/api/session-store.ts';
import { userScopedQueryKeys } from '../../../lib/auth/sign-out.ts';
import { resetOrganizations } from '../../../lib/organizations/organizations-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useEndAllSessions } from '../api/end-all-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions, type DeviceSession } from '../api/list-sessions.ts';

function useDateFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

const badgeClasses = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/** /auth/token: the devices the user is signed in on; sign one out, or all of them. */
export function SessionsPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useSessions();
  const endSession = useEndSession();
  const endAll = useEndAllSessions();
  const formatDate = useDateFormat();
  const [ending, setEnding] = useState<DeviceSession>();
  const [endingAll, setEndingAll] = useState(false);

  // 'Chrome op Linux', as the API read it from the user agent; never the raw agent string.
  const deviceName = ({ browser, operatingSystem }: DeviceSession) =>
    browser && operatingSystem
      ? t('sessions.deviceName', { browser, operatingSystem })
      : (browser ?? operatingSystem ?? t('sessions.unknownDevice'));

  // This browser's session is gone: forget it locally and go to sign-in.
  const leave = async () => {
    clearSession();
    resetOrganizations();
    for (const queryKey of userScopedQueryKeys) queryClient.removeQueries({ queryKey: [...queryKey] });
    await navigate('/inloggen', { replace: true });
  };

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      await endSession.mutateAsync(ending.id);
    } catch (error) {
      toast.add({ color: 'danger', title: t('sessions.signOutFailed'), message: (error as Error).message });
      setEnding(undefined);
      return;
    }
    const wasCurrent = ending.current;
    setEnding(undefined);
    toast.add({ color: 'success', title: t('sessions.signedOutToast') });
    if (wasCurrent) await leave();
  };

  const confirmEndAll = async () => {
    try {
      await endAll.mutateAsync();
    } catch (error) {
      toast.add({ color: 'danger', title: t('sessions.signOutFailed'), message: (error as Error).message });
      setEndingAll(false);
      return;
    }
    setEndingAll(false);
    await leave();
  };

  const list = sessions.data ?? [];
  return (
    <>
      <PageHeader
        title={t('sessions.title')}
        description={t('sessions.description')}
        actions={
          list.length > 0 && (
            <Button color="danger" variant="outline" size="lg" onClick={() => setEndingAll(true)}>
              {t('sessions.signOutEverywhere')}
            </Button>
          )
        }
      />
      {sessions.isPending ? (
        <Spinner label={t('sessions.loading')} showLabel />
      ) : sessions.isError ? (
        <LoadFailedAlert
          title={t('sessions.loadFailedTitle')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('sessions.emptyTitle')} description={t('sessions.emptyText')} />
      ) : (
        <DataTable
          caption={t('sessions.caption')}
          columns={
            <>
              <ColumnHeader>{t('sessions.device')}</ColumnHeader>
              <ColumnHeader>{t('sessions.createdAt')}</ColumnHeader>
              <ColumnHeader>{t('sessions.lastUsedAt')}</ColumnHeader>
              <ColumnHeader align="end">
                <span className="sr-only">{t('sessions.actions')}</span>
              </ColumnHeader>
            </>
          }
        >
          {list.map((session) => (
            <tr key={session.id} data-session-id={session.id}>
              <th scope="row" className="max-w-md px-4 py-3 text-start font-normal">
                <span className="block break-words">{deviceName(session)}</span>
                <span className="mt-1 flex flex-wrap gap-1">
                  {session.current && (
                    <span
                      className={`${badgeClasses} bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100`}
                    >
                      {t('sessions.thisDevice')}
                    </span>
                  )}
                  {session.impersonated && (
                    <span
                      className={`${badgeClasses} bg-warning-100 text-warning-900 dark:bg-warning-900 dark:text-warning-100`}
                    >
                      {t('sessions.impersonated')}
                    </span>
                  )}
                </span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(session.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(session.lastUsedAt)}</td>
              <td className="px-4 py-3 text-end">
                <Button
                  size="sm"
                  variant="outline"
                  color="danger"
                  aria-label={t('sessions.signOutDeviceLabel', { device: deviceName(session) })}
                  onClick={() => setEnding(session)}
                >
                  {t('sessions.signOutDevice')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <ConfirmDialog
        open={ending !== undefined}
        title={t('sessions.confirmTitle')}
        message={
          ending?.current
            ? t('sessions.confirmMessageThisDevice')
            : t('sessions.confirmMessage', { device: ending ? deviceName(ending) : '' })
        }
        confirmLabel={t('sessions.signOutDevice')}
        pending={endSession.isPending}
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(undefined)}
      />
      <ConfirmDialog
        open={endingAll}
        title={t('sessions.confirmEverywhereTitle')}
        message={t('sessions.confirmEverywhereMessage')}
        confirmLabel={t('sessions.signOutEverywhere')}
        pending={endAll.isPending}
        onConfirm={() => void confirmEndAll()}
        onCancel={() => setEndingAll(false)}
      />
    </>
  );
}
