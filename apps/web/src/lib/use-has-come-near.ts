/**
 * Whether an element has come within a screen's height of the viewport (once true, it stays): what lies further down a
 * page loads its data or code only when the visitor scrolls towards it, not with the page's first view.
 */
import { useCallback, useRef, useState } from 'react';
import { isDrawnPageRender } from './use-viewport-query';

export function useHasComeNear(): [(node: HTMLElement | null) => void, boolean] {
  const [hasComeNear, setHasComeNear] = useState(isDrawnPageRender);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    // Without IntersectionObserver (old browsers, component tests) everything counts as near.
    if (typeof IntersectionObserver === 'undefined') {
      setHasComeNear(true);
      return;
    }
    const watching = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setHasComeNear(true);
        watching.disconnect();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    watching.observe(node);
    observer.current = watching;
  }, []);
  return [ref, hasComeNear];
}
