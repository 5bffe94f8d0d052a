import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** What a page shows when its data could not be loaded: what failed, the reason, and a way to try again. */
export function LoadFailedAlert({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <Alert
      color="danger"
      title={title}
      actions={
        <Button size="md" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
