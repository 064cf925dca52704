/** Whether the visitor asked the system for less motion (then no particles, fades or smooth scrolling). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
