import { useSearchParams } from 'react-router';
import { ConfirmPage } from '../../features/auth/routes/confirm-page.tsx';
import { ConfirmApplicationPage } from '../../features/applications/routes/confirm-application-page.tsx';

/**
 * /confirm confirms an account (`confirmation_token`, spec §2) or a guest's
 * application (`application_token`, decision 007): one public address for
 * both links the product mails.
 */
export function ConfirmRoute() {
  const [searchParams] = useSearchParams();
  return searchParams.has('application_token') ? <ConfirmApplicationPage /> : <ConfirmPage />;
}
