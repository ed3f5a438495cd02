import { queryOptions } from '@tanstack/react-query';
import type {
  AssociationAnswer,
  ClubAdminMember,
  ClubAssociations,
  ClubAssociationsView,
  ClubProfile,
  UpdateClubProfile,
} from '../../../contract/club-profile';
import type { ClubTexts, SaveClubTexts } from '../../../contract/club-texts';
import type { Language } from '../../../contract/languages';
import { api } from '../../lib/api-client';
import { clubAdminKeys } from './api';

const base = (clubId: string) => `/api/clubs/${clubId}/admin`;

export const clubProfileKeys = {
  profile: (clubId: string) => [...clubAdminKeys.all(clubId), 'profile'] as const,
  admins: (clubId: string) => [...clubAdminKeys.all(clubId), 'admins'] as const,
  associations: (clubId: string) => [...clubAdminKeys.all(clubId), 'associations'] as const,
  texts: (clubId: string) => [...clubAdminKeys.all(clubId), 'texts'] as const,
};

export const clubProfileQuery = (clubId: string) =>
  queryOptions({
    queryKey: clubProfileKeys.profile(clubId),
    queryFn: ({ signal }) => api<ClubProfile>(`${base(clubId)}/profile`, { signal }),
  });
export const saveClubProfile = (clubId: string, input: UpdateClubProfile) =>
  api<ClubProfile>(`${base(clubId)}/profile`, { method: 'PUT', body: input });

/** The club's own texts for golfers, every language. */
export const clubTextsQuery = (clubId: string) =>
  queryOptions({
    queryKey: clubProfileKeys.texts(clubId),
    queryFn: ({ signal }) => api<ClubTexts>(`${base(clubId)}/texts`, { signal }),
  });
export const saveClubTexts = (clubId: string, language: Language, input: SaveClubTexts) =>
  api<ClubTexts>(`${base(clubId)}/texts/${language}`, { method: 'PUT', body: input });

export function uploadClubImage(clubId: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  return api<ClubProfile>(`${base(clubId)}/profile/image`, { method: 'POST', body: form });
}

export const clubAdminsQuery = (clubId: string) =>
  queryOptions({
    queryKey: clubProfileKeys.admins(clubId),
    queryFn: ({ signal }) => api<ClubAdminMember[]>(`${base(clubId)}/admins`, { signal }),
  });
export const removeClubAdmin = (clubId: string, userId: string) =>
  api<void>(`${base(clubId)}/admins/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const clubAssociationsQuery = (clubId: string) =>
  queryOptions({
    queryKey: clubProfileKeys.associations(clubId),
    queryFn: ({ signal }) => api<ClubAssociationsView>(`${base(clubId)}/associations`, { signal }),
  });
export const saveClubAssociations = (clubId: string, input: ClubAssociations) =>
  api<ClubAssociationsView>(`${base(clubId)}/associations`, { method: 'PUT', body: input });
/** The club's answer to a club that asks to name it in its mystery deals; declining an accepted one withdraws the consent. */
export const answerAssociation = (clubId: string, askingClubId: string, answer: AssociationAnswer) =>
  api<ClubAssociationsView>(`${base(clubId)}/association-requests/${askingClubId}/${answer}`, { method: 'POST' });
