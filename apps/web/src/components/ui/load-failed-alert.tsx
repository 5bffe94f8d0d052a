import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/api-error.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/** Whether the API refused the asker (403): asking again cannot change the answer. */
export function isForbidden(error: Error): boolean {
  return isApiError(error) && error.statusCode === 403;
}

/**
 * What a page shows when its data could not be loaded: what failed, the
 * reason, and a way to try again. A 403 shows the forbidden message of spec §8
 * instead, without "try again": the role will be refused every time.
 */
export function LoadFailedAlert({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation(['ui', 'common']);
  if (isForbidden(error)) {
    return (
      <Alert color="warning" title={t('errors.forbidden.title', { ns: 'common' })}>
        {t('errors.forbidden.description', { ns: 'common' })}
      </Alert>
    );
  }
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
