import type { NotificationAudience, NotificationChannel } from '@volunteerly/contracts/notification-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import type { NotificationPreference } from '../api/notification-types.ts';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences.ts';

const audiences: NotificationAudience[] = ['volunteer', 'organization', 'center', 'account'];

/** One event's channel as a group of radio buttons; a mandatory mail shows why it cannot be switched off. */
function PreferenceRow({
  preference,
  disabled,
  onChange,
}: {
  preference: NotificationPreference;
  disabled: boolean;
  onChange: (channel: NotificationChannel) => void;
}) {
  const { t } = useTranslation('notifications');
  const name = `preference-${preference.event}`;
  return (
    <fieldset className="grid gap-2 px-4 py-4" data-preference={preference.event}>
      <legend className="float-left w-full font-semibold text-text">{t(`events.${preference.event}`)}</legend>
      {preference.mandatory && (
        <p className="clear-left text-sm text-muted-700 dark:text-muted-300">{t('preferences.mandatory')}</p>
      )}
      <div className="clear-left flex flex-wrap gap-x-6 gap-y-2">
        {preference.channels.map((channel) => (
          <label key={channel} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={channel}
              checked={preference.channel === channel}
              disabled={disabled}
              onChange={() => onChange(channel)}
              className="size-5 accent-primary-700"
            />
            {t(`channels.${channel}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /profile-edit/meldingen (issue 15 §3): per event the person can receive, how it reaches them: in
 * the app, by e-mail, both or not at all. Mails that must go (security, confirmations) keep e-mail.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  // The choice shows at once (a controlled radio would flip back until the answer comes).
  const [chosen, setChosen] = useState<Partial<Record<string, NotificationChannel>>>({});

  if (preferences.isPending) return <Spinner label={t('loading')} showLabel />;
  if (preferences.isError) {
    return (
      <LoadFailedAlert title={t('loadFailed')} error={preferences.error} onRetry={() => void preferences.refetch()} />
    );
  }

  const change = async (preference: NotificationPreference, channel: NotificationChannel) => {
    setChosen((current) => ({ ...current, [preference.event]: channel }));
    try {
      await update.mutateAsync([{ event: preference.event, channel }]);
      toast.add({ color: 'success', title: t('preferences.saved') });
    } catch {
      // Shown below; the stored choice shows again.
      setChosen((current) => ({ ...current, [preference.event]: undefined }));
    }
  };
  // Only events with a choice: a mail that always goes and never shows in the app has none.
  const choosable = preferences.data.filter((preference) => preference.channels.length > 1);

  return (
    <div className="grid gap-6">
      <p>{t('preferences.description')}</p>
      {update.isError && (
        <Alert color="danger" live title={t('preferences.saveFailed')}>
          {update.error.message}
        </Alert>
      )}
      {audiences.map((audience) => {
        const group = choosable.filter((preference) => preference.audience === audience);
        if (group.length === 0) return null;
        return (
          <section key={audience} className="grid gap-2">
            <h2 className="font-heading text-xl font-bold">{t(`audiences.${audience}`)}</h2>
            <div className="divide-y divide-muted-200 rounded-ui-lg border border-muted-200 dark:divide-muted-800 dark:border-muted-800">
              {group.map((preference) => (
                <PreferenceRow
                  key={preference.event}
                  preference={{ ...preference, channel: chosen[preference.event] ?? preference.channel }}
                  disabled={update.isPending}
                  onChange={(channel) => void change(preference, channel)}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
