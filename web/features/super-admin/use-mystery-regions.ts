import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveMysteryRegion } from '../../../contract/mystery-regions';
import { superAdminKeys } from './api';
import type { OnFailed } from './hooks';
import {
  createMysteryRegion,
  mysteryRegionsQuery,
  renameMysteryRegion,
  retireMysteryRegion,
} from './mystery-regions-api';

/** The regions clubs choose for their mystery deals, with how many clubs chose each. */
export const useMysteryRegions = () => useQuery(mysteryRegionsQuery());

/**
 * After a change of the list every super-admin list (the regions, the audit log) is read again. This page shows
 * the names the list answers with; golfers read them as texts, within the hour.
 */
function useRefreshRegions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: superAdminKeys.all });
}

/** Adds a region: `onSaved` at once, then the lists are read again. */
export function useCreateMysteryRegion({ onSaved, onFailed }: OnFailed & { onSaved: () => void }) {
  const refresh = useRefreshRegions();
  return useMutation({
    mutationFn: (input: SaveMysteryRegion) => createMysteryRegion(input),
    onSuccess: async () => {
      onSaved();
      await refresh();
    },
    onError: onFailed,
  });
}

/** Renames a region in every language; its key, and so every club's choice, stays. */
export function useRenameMysteryRegion(id: string, { onSaved, onFailed }: OnFailed & { onSaved: () => void }) {
  const refresh = useRefreshRegions();
  return useMutation({
    mutationFn: (input: SaveMysteryRegion) => renameMysteryRegion(id, input),
    onSuccess: async () => {
      onSaved();
      await refresh();
    },
    onError: onFailed,
  });
}

/** Retires a region no club is in (the server refuses one in use, with region_in_use). */
export function useRetireMysteryRegion(id: string, { onRetired, onFailed }: OnFailed & { onRetired: () => void }) {
  const refresh = useRefreshRegions();
  return useMutation({
    mutationFn: () => retireMysteryRegion(id),
    onSuccess: async () => {
      onRetired();
      await refresh();
    },
    onError: onFailed,
  });
}
