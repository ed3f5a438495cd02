import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { favoritesQuery } from '../../../lib/auth/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { cn } from '../../../lib/cn';
import { setFavorite } from '../api';

/** The heart: checked against the user's favourites, disabled while checking or toggling. */
export function FavoriteButton({
  clubId,
  clubName,
  className,
}: {
  clubId: string;
  clubName: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const favorites = useQuery(favoritesQuery(Boolean(user)));
  const isFavorite = Boolean(favorites.data?.some((club) => club.id === clubId));
  const toggle = useMutation({
    mutationFn: () => setFavorite(clubId, !isFavorite),
    onSuccess: async () => {
      toast.success(isFavorite ? t('favorites.removed') : t('favorites.added'));
      await queryClient.invalidateQueries({ queryKey: favoritesQuery(true).queryKey });
    },
    onError: () => toast.error(t('favorites.failed')),
  });
  const busy = Boolean(user) && (favorites.isPending || toggle.isPending);
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={
        isFavorite ? t('favorites.removeLabel', { club: clubName }) : t('favorites.addLabel', { club: clubName })
      }
      disabled={busy}
      onClick={(event) => {
        event.preventDefault();
        if (!user) return void toast.error(t('favorites.loginRequired'));
        toggle.mutate();
      }}
      className={cn(
        'inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm transition hover:scale-105 disabled:cursor-wait disabled:opacity-60',
        className,
      )}
    >
      <Heart className={cn('h-5 w-5', isFavorite && 'fill-red-500 text-red-500')} aria-hidden="true" />
    </button>
  );
}
