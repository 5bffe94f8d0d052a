import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast/toast-store.ts';
import { useStartApplicationConversation } from '../api/start-application-conversation.ts';

/** "Send a message": opens the application's conversation, starting it the first time. */
export function ConversationButton({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const start = useStartApplicationConversation();

  const open = async () => {
    try {
      const conversationId = await start.mutateAsync(applicationId);
      await navigate(`/conversations/${conversationId}`);
    } catch (error) {
      toast.add({ color: 'danger', title: (error as Error).message || t('conversation.failed') });
    }
  };

  return (
    <Button type="button" variant="outline" size="md" loading={start.isPending} onClick={() => void open()}>
      {t('conversation.open')}
    </Button>
  );
}
