import { prefersReducedMotion } from './prefers-reduced-motion';
import type { SectionId } from './section-ids';

/**
 * Scrolls the section `id` of this element to just below the fixed header, wherever the element
 * sits on the host page: scrollIntoView moves every scrolling ancestor, and the sections'
 * `scroll-margin-block-start` (the header height, see layout.css) keeps the heading uncovered.
 * Focus follows, so keyboard and screen-reader users land where they asked to go. Returns
 * whether the section is there to scroll to.
 */
export function scrollToSection(root: ShadowRoot | Document | null | undefined, id: SectionId): boolean {
  const target = root?.getElementById(id);
  if (!target) return false;
  // Sections not yet near the screen hold estimated heights (content-visibility, layout.css): lay
  // them all out first, or a smooth scroll would aim at where the estimates put the target.
  target.closest('.home')?.setAttribute('data-laid-out', '');
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
