import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useAuthStatus } from '../../../lib/api/session-store.ts';
import { toast } from '../../../lib/toast/toast-store.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { useRemoveFavorite } from '../api/remove-favorite.ts';
import { useSaveFavorite } from '../api/save-favorite.ts';

/** Save or unsave a vacancy (signed in); signed out, a link to sign in that comes back here. */
export function FavoriteButton({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation('vacancy-search');
  const signedIn = useAuthStatus() === 'SIGNED_IN';
  const save = useSaveFavorite();
  const remove = useRemoveFavorite();

  if (!signedIn) {
    const back = `/vacancies/${vacancy.id}`;
    return (
      <ButtonLink to={`/auth/login-1?redirect=${encodeURIComponent(back)}`} size="md" variant="outline">
        {t('favorite.signIn')}
      </ButtonLink>
    );
  }

  const saved = vacancy.isFavorite === true;
  const handleToggle = async () => {
    try {
      if (saved) await remove.mutateAsync(vacancy.id);
      else await save.mutateAsync(vacancy.id);
    } catch (error) {
      toast.add({ color: 'danger', title: t('favorite.failed'), message: (error as Error).message });
    }
  };

  return (
    <Button
      size="md"
      variant={saved ? 'solid' : 'outline'}
      color="primary"
      aria-pressed={saved}
      loading={save.isPending || remove.isPending}
      leading={saved ? <Icon name="check-circle" className="size-4" /> : undefined}
      onClick={() => void handleToggle()}
    >
      {t('favorite.save')}
    </Button>
  );
}
