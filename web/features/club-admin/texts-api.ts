import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contract/common';
import type { ClubText, ClubTextsPage, ClubTextsQuery, SaveClubText } from '../../../contract/club-texts';
import { api } from '../../lib/api-client';
import { i18n } from '../../lib/i18n/i18n';
import { fetchTranslations } from '../../lib/i18n/translation-cache';
import { clubAdminKeys } from './api';

const path = (clubId: string) => `/api/clubs/${clubId}/admin/translations`;

export const clubTextKeys = (clubId: string) => [...clubAdminKeys.all(clubId), 'texts'] as const;

export const clubTextsQuery = (clubId: string, filter: ClubTextsQuery) =>
  queryOptions({
    queryKey: [...clubTextKeys(clubId), filter],
    queryFn: ({ signal }) => api<ClubTextsPage>(path(clubId), { query: { ...filter }, signal }),
    placeholderData: (previous) => previous,
  });

export const saveClubText = (clubId: string, input: SaveClubText) => api<ClubText>(path(clubId), { method: 'PUT', body: input });

/**
 * Golfers get changed texts when their one-hour cache runs out; the editor gets them at once: the changed
 * languages are fetched again, which replaces their cache entry, and the interface's loaded texts are replaced.
 */
export async function refreshInterfaceTexts(changed: Language[]) {
  await Promise.all(
    changed.map(async (language) => {
      const texts = await fetchTranslations(language);
      if (i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', texts, true, true);
    }),
  );
}
