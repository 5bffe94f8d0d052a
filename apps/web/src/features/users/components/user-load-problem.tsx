import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';

/** A user that could not be loaded: 'not found' for a 404, otherwise the error with a retry. */
export function UserLoadProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('users');
  if (isApiError(error) && error.statusCode === 404) {
    return (
      <EmptyState
        title={t('detail.notFoundTitle')}
        description={t('detail.notFoundText')}
        action={
          <Link to="/users" className="font-semibold text-primary-700 underline dark:text-primary-300">
            {t('detail.backToList')}
          </Link>
        }
      />
    );
  }
  return (
    <Alert
      color="danger"
      title={t('detail.loadFailed')}
      actions={
        <Button size="md" variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
