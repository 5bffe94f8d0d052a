import { digestTokenParameter } from '@volunteerly/contracts/digests';
import { sitePaths } from '@volunteerly/site/site-paths';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDigestSubscription } from '../api/get-digest-subscription.ts';
import { useUnsubscribeFromDigest } from '../api/unsubscribe-from-digest.ts';

/** The way back: the digest setting in the profile (signed-out readers are asked to sign in first). */
function SettingsLink({ label }: { label: string }) {
  return (
    <ButtonLink to={sitePaths.digestSettings} color="primary" variant="outline">
      {label}
    </ButtonLink>
  );
}

/**
 * /periodieke-mail/afmelden?token=…: the page a digest's unsubscribe link opens. Public: the
 * signed token is the proof, no sign-in needed. Opening it changes nothing (mail scanners open
 * links); the reader confirms with a button, then sees the result and the way back in.
 */
export function DigestUnsubscribePage() {
  const { t } = useTranslation('digests');
  const [searchParams] = useSearchParams();
  const token = searchParams.get(digestTokenParameter) ?? '';
  const subscription = useDigestSubscription(token);
  const unsubscribe = useUnsubscribeFromDigest();
  const settingsLink = <SettingsLink label={t('unsubscribe.resubscribe')} />;

  const content = () => {
    if (!token) {
      return (
        <Alert color="danger" title={t('unsubscribe.invalidTitle')} actions={settingsLink}>
          {t('unsubscribe.missingToken')}
        </Alert>
      );
    }
    if (subscription.isPending) return <Spinner label={t('unsubscribe.loading')} showLabel />;
    if (subscription.isError) {
      return (
        <Alert color="danger" title={t('unsubscribe.invalidTitle')} actions={settingsLink}>
          {subscription.error.message}
        </Alert>
      );
    }
    const { appName, frequency } = unsubscribe.data ?? subscription.data;
    if (frequency === 'never') {
      return (
        <Alert color="success" live={unsubscribe.isSuccess} title={t('unsubscribe.doneTitle')} actions={settingsLink}>
          <p>{t('unsubscribe.doneText', { appName })}</p>
          <p className="mt-2">{t('unsubscribe.resubscribeHint')}</p>
        </Alert>
      );
    }
    return (
      <div className="grid gap-4">
        <p>{t(`unsubscribe.current.${frequency}`, { appName })}</p>
        {unsubscribe.isError && (
          <Alert color="danger" live title={t('unsubscribe.failedTitle')}>
            {unsubscribe.error.message}
          </Alert>
        )}
        <div>
          <Button color="primary" size="lg" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
            {t('unsubscribe.confirm')}
          </Button>
        </div>
      </div>
    );
  };

  return (
    <div className="mx-auto w-full max-w-lg">
      <PageHeader title={t('unsubscribe.title')} />
      {content()}
    </div>
  );
}
