import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SHOWN, MORE_SHOWN, useShownCount } from './use-shown-count';

describe('useShownCount', () => {
  it('shows the first few of a page, more at each ask, never more than are loaded', () => {
    const { result, rerender } = renderHook(({ key, loaded }) => useShownCount(key, loaded, false), {
      initialProps: { key: 'date=2027-03-28', loaded: 0 },
    });
    expect(result.current).toMatchObject({ shown: 0, hidden: false });
    rerender({ key: 'date=2027-03-28', loaded: 20 });
    expect(result.current).toMatchObject({ shown: FIRST_SHOWN, hidden: true });
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(FIRST_SHOWN + MORE_SHOWN);
    act(() => result.current.showMore());
    act(() => result.current.showMore());
    expect(result.current).toMatchObject({ shown: 20, hidden: false });
    // The next page: its clubs wait for the next ask.
    rerender({ key: 'date=2027-03-28', loaded: 40 });
    expect(result.current).toMatchObject({ shown: FIRST_SHOWN + 3 * MORE_SHOWN, hidden: true });
  });

  it('starts a new search from its first few', () => {
    const { result, rerender } = renderHook(({ key, loaded }) => useShownCount(key, loaded, true), {
      initialProps: { key: 'date=2027-03-28', loaded: 20 },
    });
    expect(result.current.shown).toBe(20);
    rerender({ key: 'date=2027-03-28&regions=Ticino', loaded: 0 });
    rerender({ key: 'date=2027-03-28&regions=Ticino', loaded: 20 });
    expect(result.current).toMatchObject({ shown: FIRST_SHOWN, hidden: true });
  });

  it('shows a list already loaded whole when the golfer comes back from a course page', () => {
    const { result } = renderHook(() => useShownCount('date=2027-03-28', 40, true));
    expect(result.current).toMatchObject({ shown: 40, hidden: false });
  });

  it('shows the first few of a list that came with the page, on the way to it', () => {
    const { result } = renderHook(() => useShownCount('date=2027-03-28', 20, false));
    expect(result.current).toMatchObject({ shown: FIRST_SHOWN, hidden: true });
  });
});
