import { useDeferredValue } from 'react';

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
