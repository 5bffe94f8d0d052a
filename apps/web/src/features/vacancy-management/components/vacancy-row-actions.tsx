import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu, type RowAction } from '../../../components/ui/row-actions-menu.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { abilitiesOf } from '../api/vacancy-query-keys.ts';
import { destructiveVacancyActions, useVacancyStatusActions } from './vacancy-status-actions.tsx';

/**
 * A vacancy row's actions in one menu: editing, its applications, the public page of a published
 * one, and the status moves its abilities allow (closing, archiving and deleting ask first).
 */
export function VacancyRowActions({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancy-management');
  const abilities = abilitiesOf(vacancy);
  const { available, request, failure, dialog } = useVacancyStatusActions(vacancy);

  // A table cell has no room for an alert: a failure is told in a toast.
  useEffect(() => {
    if (failure) toast.add({ color: 'danger', title: t('actions.failed'), message: failure });
  }, [failure, t]);

  const links: RowAction[] = [
    ...(abilities.update ? [{ key: 'edit', label: t('rowActions.edit'), to: `/vacancies/${vacancy.id}/edit` }] : []),
    ...(abilities.viewApplications
      ? [
          {
            key: 'applications',
            label: t('rowActions.applications'),
            to: `/applications?vacancy_id=${encodeURIComponent(vacancy.id)}`,
          },
        ]
      : []),
    ...(vacancy.status === 'published'
      ? [{ key: 'view', label: t('rowActions.view'), to: `/vacancies/${vacancy.id}` }]
      : []),
  ];
  const moves: RowAction[] = available.map((action) => ({
    key: action,
    label: t(`actions.${action}`),
    destructive: destructiveVacancyActions.includes(action),
    onSelect: () => request(action),
  }));

  return (
    <>
      <RowActionsMenu name={vacancy.title} actions={[...links, ...moves]} />
      {dialog}
    </>
  );
}
