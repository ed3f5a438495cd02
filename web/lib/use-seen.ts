import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element given the returned ref has come into the viewport at least once (a part of the page the
 * golfer has scrolled to). True from the start where the browser cannot tell (no IntersectionObserver).
 */
export function useSeen<T extends Element>() {
  const element = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (seen || !target) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [seen]);
  return { ref: element, seen };
}
