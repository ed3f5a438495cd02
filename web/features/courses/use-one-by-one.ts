import { useEffect, useMemo, useState } from 'react';

/**
 * The items one more at a time, each in a task of its own, up to `limit`: a long row builds up without a long
 * task that would keep the page from answering a tap. A new list starts again from its first item.
 */
export function useOneByOne<T>(items: readonly T[] | undefined, limit = Infinity): readonly T[] | undefined {
  const [progress, setProgress] = useState({ items, count: 1 });
  const count = progress.items === items ? progress.count : 1;
  useEffect(() => {
    if (!items || count >= Math.min(items.length, limit)) return;
    const timer = setTimeout(() => setProgress({ items, count: count + 1 }));
    return () => clearTimeout(timer);
  }, [items, count, limit]);
  // The same list from one render to the next until it grows: what depends on it (the row watching its first and
  // last card) runs again only then.
  return useMemo(() => items?.slice(0, count), [items, count]);
}
