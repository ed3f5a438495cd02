import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Its children once the browser has painted what came before them (the fallback until then): a screen
 * shows its top at once and builds the rest in tasks of their own, so that it answers taps meanwhile. They are
 * built as a transition, which React does in slices of a few milliseconds, not in one task however many they are.
 */
export function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before its paint; a task queued from there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}
