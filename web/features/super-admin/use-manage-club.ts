import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useAuth } from '../../lib/auth/auth-context';
import { selectClub } from './api';

/** A super admin starts managing a club: the server swaps the club link, the session's admin data refreshes, and the club's dashboard opens. */
export function useManageClub() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectClub,
    onSuccess: async (club) => {
      await auth.refreshGolfClubAdmin();
      auth.setSelectedGolfClubId(club.clubId);
      await queryClient.invalidateQueries({ queryKey: ['club-admin'] });
      toast.success(t('superAdmin.controls.nowManaging', { club: club.clubName }));
      await navigate('/golf-club/dashboard', { state: { forceRefresh: true } });
    },
    onError: (error) =>
      toast.error(
        t('superAdmin.controls.assignFailed', { message: error.message || t('superAdmin.controls.unknownError') }),
      ),
  });
}
