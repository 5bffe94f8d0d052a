import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';

/** An accessible loading state: a status message (announced politely) with a spinner. */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label={t('app.loading')} size="lg" showLabel />
    </div>
  );
}
