import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notificationEvents, type NotificationAudience } from '@volunteerly/contracts/notification-events';
import { userLocales } from '@volunteerly/contracts/users';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { SelectFilter } from '../../../components/ui/select-filter.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNotificationTemplates } from '../api/list-notification-templates.ts';
import type { NotificationTemplate } from '../api/notification-template-types.ts';
import { centerIdParam } from '../hooks/center-id-param.ts';

const audiences: NotificationAudience[] = ['account', 'volunteer', 'organization', 'center'];

/** One event with its template in each language. */
interface EventTemplates {
  event: NotificationTemplate['event'];
  audience: NotificationAudience;
  mandatory: boolean;
  /** A security mail: always sent as the platform words it. */
  fixed: boolean;
  byLocale: NotificationTemplate[];
}

/** Where a template is changed: its own edit page, or the add page (for a centre) starting from the default. */
export function editPathOf(template: NotificationTemplate, centerId?: number): string {
  if (template.overridden) return `/notification_templates/${template.id}/edit`;
  const center = centerId === undefined ? '' : `&center=${centerId}`;
  return `/notification_templates/add?event=${template.event}&locale=${template.locale}${center}`;
}

/** An event's card: its name, what it is for, and each language's status with a link to change it. */
function EventCard({ item, centerId }: { item: EventTemplates; centerId: number | undefined }) {
  const { t } = useTranslation('notification-templates');
  const name = t(`events.${item.event}.name`);
  return (
    <li className="grid min-w-0 gap-2 rounded-ui-lg border border-muted-200 p-4 dark:border-muted-800">
      <h3 className="font-heading text-base font-semibold break-words">{name}</h3>
      <p className="text-sm text-muted-700 dark:text-muted-300">{t(`events.${item.event}.description`)}</p>
      {item.mandatory && <p className="text-sm font-medium">{t('mandatory')}</p>}
      {item.fixed ? (
        <p className="text-sm">
          <span className="mr-2 rounded-full bg-muted-100 px-2 py-0.5 text-xs font-semibold text-muted-800 dark:bg-muted-800 dark:text-muted-100">
            {t('status.fixed')}
          </span>
          {t('fixed')}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {item.byLocale.map((template) => (
            <li key={template.locale} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold">{t(`languages.${template.locale}`)}</span>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  template.overridden
                    ? 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100'
                    : 'bg-muted-100 text-muted-800 dark:bg-muted-800 dark:text-muted-100'
                }`}
              >
                {t(template.overridden ? 'status.overridden' : 'status.default')}
              </span>
              <Link
                to={editPathOf(template, centerId)}
                aria-label={`${t(template.overridden ? 'list.edit' : 'list.customize')}: ${name}, ${t(`languages.${template.locale}`)}`}
                className="font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
              >
                {t(template.overridden ? 'list.edit' : 'list.customize')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * /notification_templates: every message the platform sends, grouped by whom it is for, with the
 * status of its Dutch and English text (default or changed) and a link to change it.
 */
export function NotificationTemplatesPage() {
  const { t } = useTranslation('notification-templates');
  const [params, setParams] = useSearchParams();
  const templates = useNotificationTemplates(centerIdParam(params.get('center')));
  const [search, setSearch] = useState('');
  const centerId = templates.data?.centerId;
  const centers = templates.data?.centers ?? [];

  const events = useMemo<EventTemplates[]>(() => {
    const all = templates.data?.templates ?? [];
    return notificationEvents.flatMap((event) => {
      const byLocale = userLocales
        .map((locale) => all.find((template) => template.event === event && template.locale === locale))
        .filter((template): template is NotificationTemplate => template !== undefined);
      const first = byLocale[0];
      return first
        ? [{ event, audience: first.audience, mandatory: first.mandatory, fixed: !first.overridable, byLocale }]
        : [];
    });
  }, [templates.data]);

  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = events.filter((item) => {
    const haystack = [item.event, t(`events.${item.event}.name`), t(`events.${item.event}.description`)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });

  let content;
  if (templates.isPending) content = <Spinner label={t('loading')} showLabel />;
  else if (templates.isError) {
    content = (
      <LoadFailedAlert title={t('loadFailed')} error={templates.error} onRetry={() => void templates.refetch()} />
    );
  } else if (shown.length === 0) {
    content = <EmptyState title={t('noMatchTitle')} description={t('noMatchText')} />;
  } else {
    content = audiences.map((audience) => {
      const items = shown.filter((item) => item.audience === audience);
      if (items.length === 0) return null;
      return (
        <section key={audience} aria-labelledby={`audience-${audience}`} className="grid gap-3">
          <h2 id={`audience-${audience}`} className="font-heading text-xl font-semibold">
            {t(`audiences.${audience}`)}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((item) => (
              <EventCard key={item.event} item={item} centerId={centerId} />
            ))}
          </ul>
        </section>
      );
    });
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-2 sm:max-w-md">
        {centers.length > 1 && centerId !== undefined && (
          <SelectFilter
            label={t('center')}
            value={String(centerId)}
            onChange={(value) => setParams({ center: value }, { replace: true, preventScrollReset: true })}
          >
            {centers.map((center) => (
              <option key={center.id} value={center.id}>
                {center.name}
              </option>
            ))}
          </SelectFilter>
        )}
        <SearchField label={t('search')} value={search} onChange={setSearch} />
        {templates.isSuccess && (
          <p className="text-sm text-muted-700 dark:text-muted-300" aria-live="polite">
            {t('total', { count: shown.length })}
          </p>
        )}
      </div>
      {content}
    </div>
  );
}
