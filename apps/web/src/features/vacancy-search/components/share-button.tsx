import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';

/** Shares a page (`path`, in this app) with the system's share sheet where there is one, else copies its link. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('vacancy-search');

  const handleShare = async () => {
    const url = `${window.location.origin}${path}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects too; there is nothing to tell.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.add({ color: 'success', title: t('share.copied') });
    } catch {
      toast.add({ color: 'danger', title: t('share.copyFailed'), message: url });
    }
  };

  return (
    <Button size="md" variant="outline" onClick={() => void handleShare()}>
      {t('share.label')}
    </Button>
  );
}
