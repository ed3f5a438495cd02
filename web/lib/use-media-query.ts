import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; the component renders again when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `lg` breakpoint: the navigation bar shows its desktop part from here on. */
export const WIDE_SCREEN = '(min-width: 64rem)';
