import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useExportApplications } from '../api/export-applications.ts';
import type { ApplicationFilter } from '../api/list-applications.ts';

/** Downloads the applications that match the current filters as a CSV file. */
export function ExportApplicationsButton({ filter }: { filter: ApplicationFilter }) {
  const { t } = useTranslation('applications');
  const exportApplications = useExportApplications();

  const handleExport = async () => {
    try {
      await exportApplications.mutateAsync(filter);
    } catch (error) {
      toast.add({ color: 'danger', title: t('export.failed'), message: (error as Error).message });
    }
  };

  return (
    <Button size="lg" variant="outline" loading={exportApplications.isPending} onClick={() => void handleExport()}>
      {t('export.label')}
    </Button>
  );
}
