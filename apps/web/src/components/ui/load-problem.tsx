import { isApiError } from '../../lib/api/api-error.ts';
import { ButtonLink } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { LoadFailedAlert } from './load-failed-alert.tsx';

/** What a detail page says when the API answers 404 (unknown, or not the visitor's to see). */
export interface NotFoundText {
  title: string;
  text: string;
  /** Where to go instead, and the link's words. */
  backTo: string;
  backLabel: string;
}

/**
 * A resource that could not be loaded: a 404 reads as 'not found' with a way
 * back (the API answers 404 for what one may not see, too); anything else is
 * the failure with a retry (none for a 403, see LoadFailedAlert).
 */
export function LoadProblem({
  error,
  onRetry,
  loadFailedTitle,
  notFound,
}: {
  error: Error;
  onRetry: () => void;
  loadFailedTitle: string;
  notFound: NotFoundText;
}) {
  if (isApiError(error) && error.statusCode === 404) {
    return (
      <EmptyState
        headingLevel={2}
        title={notFound.title}
        description={notFound.text}
        action={
          <ButtonLink to={notFound.backTo} size="lg" variant="outline">
            {notFound.backLabel}
          </ButtonLink>
        }
      />
    );
  }
  return <LoadFailedAlert title={loadFailedTitle} error={error} onRetry={onRetry} />;
}
