import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contract/common';
import type {
  PlatformText,
  PlatformTextsPage,
  PlatformTextsQuery,
  SavePlatformText,
} from '../../../contract/platform-texts';
import { api } from '../../lib/api-client';
import { textParts } from '../../../contract/text-parts';
import { i18n } from '../../lib/i18n/i18n';
import { fetchTranslations } from '../../lib/i18n/translation-cache';
import { superAdminKeys } from './api';

const path = '/api/admin/translations';

export const platformTextKeys = [...superAdminKeys.all, 'texts'] as const;

export const platformTextsQuery = (filter: PlatformTextsQuery) =>
  queryOptions({
    queryKey: [...platformTextKeys, filter],
    queryFn: ({ signal }) => api<PlatformTextsPage>(path, { query: { ...filter }, signal }),
    placeholderData: (previous) => previous,
  });

export const savePlatformText = (input: SavePlatformText) => api<PlatformText>(path, { method: 'PUT', body: input });

/**
 * Golfers get changed texts with their next page load (the page's shell asks for the main texts) or when their
 * one-hour copy runs out; the editor gets them at once: both parts of the changed languages are fetched again, which
 * replaces their kept copies, and the interface's loaded texts are replaced.
 */
export async function refreshInterfaceTexts(changed: Language[]) {
  await Promise.all(
    changed.flatMap((language) =>
      textParts.map(async (part) => {
        const texts = await fetchTranslations(language, part);
        if (i18n.hasResourceBundle(language, 'translation'))
          i18n.addResourceBundle(language, 'translation', texts, true, true);
      }),
    ),
  );
}
