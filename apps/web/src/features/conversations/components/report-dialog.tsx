import { conversationLimits } from '@volunteerly/contracts/conversations';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { fieldControlLook } from '../../../components/ui/field-classes.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useReportConversation } from '../api/conversation-actions.ts';

/** Reports a conversation to the centre, and may block the other side with it (confirmed by the button). */
export function ReportDialog({
  conversationId,
  open,
  onClose,
}: {
  conversationId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('conversations');
  const report = useReportConversation();
  const [reason, setReason] = useState('');
  const [block, setBlock] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const blockId = useId();

  const confirm = async () => {
    if (reason.trim() === '') {
      setProblem(t('report.reasonMissing'));
      return;
    }
    try {
      await report.mutateAsync({ conversationId, reason: reason.trim(), block });
      toast.add({ color: 'success', title: block ? t('report.blocked') : t('report.sent') });
      setReason('');
      setBlock(false);
      setProblem(null);
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('report.title')}
      description={t('report.description')}
      footer={
        <>
          <Button type="button" variant="outline" size="md" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="button" color="danger" size="md" loading={report.isPending} onClick={() => void confirm()}>
            {block ? t('report.confirmBlock') : t('report.confirm')}
          </Button>
        </>
      }
    >
      {problem && <Alert color="danger" title={problem} live />}
      <label htmlFor={reasonId} className="font-semibold text-text">
        {t('report.reason')}
      </label>
      <textarea
        id={reasonId}
        rows={3}
        value={reason}
        maxLength={conversationLimits.reasonMax}
        onChange={(event) => setReason(event.target.value)}
        className={`${fieldControlLook} block w-full px-3 py-2`}
      />
      <div className="flex items-start gap-2">
        <input
          id={blockId}
          type="checkbox"
          checked={block}
          onChange={(event) => setBlock(event.target.checked)}
          className="mt-1 size-5"
        />
        <label htmlFor={blockId}>{t('report.block')}</label>
      </div>
    </Dialog>
  );
}
