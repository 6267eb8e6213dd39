/**
 * Calls `onVisible` when the returned element comes into view (infinite scroll). The observer is made anew when
 * `generation` changes (a page arrived), so a sentinel that is still in view after a short page asks again.
 */
import { useEffect, useRef } from 'react';

export function useSentinel<T extends Element>(onVisible: () => void, isEnabled: boolean, generation: number) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reason to observe again
  useEffect(() => {
    const node = ref.current;
    if (!isEnabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [isEnabled, generation]);
  return ref;
}
