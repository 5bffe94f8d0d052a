import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadFailedAlert } from '../../../components/ui/load-failed-alert.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';

/** A user that could not be loaded: 'not found' for a 404, otherwise the error with a retry (never for a 403). */
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
  return <LoadFailedAlert title={t('detail.loadFailed')} error={error} onRetry={onRetry} />;
}
