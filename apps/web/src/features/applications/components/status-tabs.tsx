import { applicationStatuses, type ApplicationStatus } from '@volunteerly/contracts/applications';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** The status filter as a row of toggle buttons, each with its count ('' is every status). */
export function StatusTabs({
  value,
  counts,
  onChange,
}: {
  value: ApplicationStatus | '';
  counts: Record<ApplicationStatus, number> | undefined;
  onChange: (status: ApplicationStatus | '') => void;
}) {
  const { t } = useTranslation('applications');
  const total = counts ? applicationStatuses.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const options: { status: ApplicationStatus | ''; label: string; count: number | undefined }[] = [
    { status: '', label: t('list.allStatuses'), count: total },
    ...applicationStatuses.map((status) => ({ status, label: t(`statuses.${status}`), count: counts?.[status] })),
  ];
  return (
    <div role="group" aria-label={t('list.statusFilter')} className="mb-6 flex flex-wrap gap-2">
      {options.map((option) => (
        <Button
          key={option.status || 'all'}
          size="sm"
          variant={value === option.status ? 'solid' : 'outline'}
          aria-pressed={value === option.status}
          onClick={() => onChange(option.status)}
        >
          {option.count === undefined
            ? option.label
            : t('list.statusWithCount', { status: option.label, count: option.count })}
        </Button>
      ))}
    </div>
  );
}
