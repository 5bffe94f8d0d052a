import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { toast, toastColors } from '../../../lib/toast/toast-store.ts';

/** Buttons that raise a toast of every colour, a persistent one and one that only 'clear all' removes. */
export function ToastShowcase() {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-wrap gap-3">
      {toastColors.map((color) => (
        <Button
          key={color}
          size="md"
          variant="outline"
          onClick={() =>
            toast.add({
              color,
              title: t(`dev.components.toasts.titles.${color}`),
              message: t('dev.components.toasts.message'),
            })
          }
        >
          {t(`dev.components.toasts.show.${color}`)}
        </Button>
      ))}
      <Button
        size="md"
        variant="outline"
        onClick={() =>
          toast.add({
            title: t('dev.components.toasts.persistentTitle'),
            message: t('dev.components.toasts.persistentMessage'),
            duration: 0,
          })
        }
      >
        {t('dev.components.toasts.showPersistent')}
      </Button>
      <Button
        size="md"
        variant="outline"
        onClick={() =>
          toast.add({
            title: t('dev.components.toasts.lockedTitle'),
            message: t('dev.components.toasts.lockedMessage'),
            color: 'muted',
            duration: 0,
            closable: false,
          })
        }
      >
        {t('dev.components.toasts.showLocked')}
      </Button>
    </div>
  );
}
