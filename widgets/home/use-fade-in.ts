import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** The share of a section that must be on screen before it fades in (spec §9). */
export const FADE_IN_THRESHOLD = 0.1;

/**
 * Fades an element in the first time 10 % of it is visible, then stops watching it, so it never
 * fades out again. With reduced motion (or no IntersectionObserver) it is visible from the start.
 * Spread the result on the element: `<section {...useFadeIn<HTMLElement>()}>`.
 */
export function useFadeIn<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(() => prefersReducedMotion() || typeof IntersectionObserver !== 'function');

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.unobserve(element);
        setVisible(true);
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return { ref, 'data-fade': visible ? 'in' : 'pending' } as const;
}
