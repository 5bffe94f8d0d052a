import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element is on the screen or within `margin` of it; true at once where that cannot be
 * observed. Never on the server, nor while the app takes the server's HTML over (effects run after).
 * Once near it stays so: what it loads is not thrown away when the visitor scrolls on.
 */
export function useIsNearScreen<Element extends HTMLElement = HTMLDivElement>(
  margin: string,
): [RefObject<Element | null>, boolean] {
  const ref = useRef<Element>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);
  return [ref, isNear];
}
