import { useEffect, useState } from 'react';

/**
 * The first `step` items at once, then `step` more after each paint: a long row builds up without one
 * long task that would keep the page from answering a tap.
 */
export function useInSteps<T>(items: readonly T[] | undefined, step: number): readonly T[] | undefined {
  const [progress, setProgress] = useState({ items, count: step });
  const count = progress.items === items ? progress.count : step;
  useEffect(() => {
    if (!items || count >= items.length) return;
    const timer = setTimeout(() => setProgress({ items, count: count + step }));
    return () => clearTimeout(timer);
  }, [items, count, step]);
  return items?.slice(0, count);
}
