import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { languages } from '../../../contract/languages';
import type { PlatformTextsQuery, SavePlatformText } from '../../../contract/platform-texts';
import { auditQuery } from './api';
import type { OnFailed } from './hooks';
import { platformTextKeys, platformTextsQuery, refreshInterfaceTexts, savePlatformText } from './platform-texts-api';

// Apart from hooks.ts: the texts' fetch layer loads the app's own i18n instance, which only the texts editor needs.

/** One page of the platform's texts as the filter asks; the last page stays shown while the next is on its way. */
export const usePlatformTexts = (filter: PlatformTextsQuery) => useQuery(platformTextsQuery(filter));

/**
 * Saves a platform text: `onSaved` at once, then the texts' list, the audit log and the interface's texts of
 * the changed languages are read again (the interface's failing changes nothing), then `onRefreshed`.
 */
export function useSavePlatformText({
  onSaved,
  onRefreshed,
  onFailed,
}: OnFailed & { onSaved: () => void; onRefreshed: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePlatformText) => savePlatformText(input),
    onSuccess: async (_saved, input) => {
      onSaved();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: platformTextKeys }),
        queryClient.invalidateQueries({ queryKey: auditQuery().queryKey }),
        refreshInterfaceTexts(languages.filter((language) => input.values[language] !== undefined)).catch(
          () => undefined,
        ),
      ]);
      onRefreshed();
    },
    onError: onFailed,
  });
}
