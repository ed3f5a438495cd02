import { useDeferredValue, useMemo } from 'react';

/**
 * `value` once React builds what shows it in the background (a render it can pause between components, so that
 * the page answers a tap meanwhile), and undefined in the render that comes first: an answer of TanStack Query
 * renders at once and whole, and a long list would be one long task. Never an earlier value: until the new one
 * is built, the caller shows its loading state.
 */
export function useBuiltInBackground<T>(value: T): T | undefined {
  const built = useDeferredValue(value);
  return built === value ? value : undefined;
}

/**
 * The same for the answers about one thing (`key`: a club, a day): a newer answer about it is built in the
 * background while the one shown stays (a refetch does not bring the loading state back); an answer about
 * another thing never shows, undefined until the new one is built.
 */
export function useBuiltInBackgroundFor<T>(key: string, value: T | undefined): T | undefined {
  const shown = useDeferredValue(useMemo(() => ({ key, value }), [key, value]));
  return shown.key === key ? shown.value : undefined;
}
