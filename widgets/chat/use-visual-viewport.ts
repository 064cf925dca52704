import { type RefObject, useEffect } from 'react';

/**
 * Mirrors the visual viewport (the part of the page the on-screen keyboard leaves visible) into
 * --ev-chat-viewport-height and --ev-chat-viewport-top on `target`, so the full-screen phone panel
 * keeps its input above the keyboard where 100dvh alone does not.
 */
export function useVisualViewport(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = target.current;
    if (!viewport || !element) return;
    const update = () => {
      element.style.setProperty('--ev-chat-viewport-height', `${viewport.height}px`);
      element.style.setProperty('--ev-chat-viewport-top', `${viewport.offsetTop}px`);
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, [target]);
}
