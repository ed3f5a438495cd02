import { useState } from 'react';

/**
 * The first cards: on a phone the search panel and the map fill the first screen, and the first card begins a
 * screen and a half down (two cards reach past the second screen); on a wide screen they are one row, and the
 * end of the list, within a screen, asks for more at once.
 */
export const FIRST_SHOWN = 2;
/** Cards added each time the end of the list comes near or the golfer asks. */
export const MORE_SHOWN = 6;

/**
 * How many of a list's loaded items to show: a first few, then more with each `showMore` (the end of the list comes
 * near, or the golfer asks), so that a page of 20 clubs is not built, laid out and painted before the golfer
 * scrolls to it. A new list (another `key`) starts again from the first few, even when its first page came with the
 * page's code; `comingBack` (the golfer is back from a course page), a list already loaded is shown whole, so that
 * the place can be found again.
 */
export function useShownCount(key: string, loaded: number, comingBack: boolean) {
  const firstCount = () => (comingBack ? Math.max(FIRST_SHOWN, loaded) : FIRST_SHOWN);
  const [state, setState] = useState(() => ({ key, count: firstCount() }));
  let current = state;
  if (state.key !== key) {
    current = { key, count: firstCount() };
    setState(current);
  }
  return {
    shown: Math.min(current.count, loaded),
    hidden: loaded > current.count,
    showMore: () =>
      setState((previous) => (previous.key === key ? { key, count: previous.count + MORE_SHOWN } : previous)),
  };
}
