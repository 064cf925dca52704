import type { Page } from 'playwright-core';

/**
 * What is wrong with the layout of the widget `selector` as drawn now, one line per fault:
 * - an element that sticks out of the widget (or, inside a fixed layer, out of the viewport),
 * - an in-flow element wider than the box it sits in (its card, its column),
 * - a box that cuts off its own content (overflow hidden or scrolled, scrollWidth > clientWidth),
 * - a line of text outside the widget or outside a box that clips it.
 * Decorations that a box clips on purpose (no text in them) are not faults. Tolerance 1 px.
 */
export function auditLayout(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((host) => {
    const TOLERANCE = 1;
    const problems: string[] = [];
    const root = host.shadowRoot;
    if (!root) return [`${host.localName} has no shadow root`];
    const viewport = new DOMRect(0, 0, innerWidth, innerHeight);
    const hostRect = host.getBoundingClientRect();

    const label = (element: Element) => {
      const path: string[] = [];
      for (let node: Element | null = element; node && path.length < 3; node = node.parentElement) {
        const part = node.getAttribute('part');
        const name = part ? `[part="${part}"]` : node.classList[0] ? `.${node.classList[0]}` : node.localName;
        path.unshift(name);
      }
      return path.join(' > ');
    };
    const round = (rect: DOMRect) =>
      `${Math.round(rect.left)}..${Math.round(rect.right)} × ${Math.round(rect.top)}..${Math.round(rect.bottom)}`;
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.clipPath.startsWith('inset(50%')) {
        return false;
      }
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    const chain = (element: Element) => {
      const list: Element[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) list.push(node);
      return list;
    };
    const allShown = (element: Element) => chain(element).every(shown);
    const inFixedLayer = (element: Element) =>
      chain(element).some((node) => getComputedStyle(node).position === 'fixed');
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflowX !== 'visible' || style.overflowY !== 'visible';
    };
    // The boxes that can cut `element` off: those that clip, up to the first scroller (what lies
    // past a scroller is scrolled, and the scroller's own box is judged on its own), and never
    // beyond a fixed layer (the viewport is its frame, not its ancestors).
    const clippersOf = (element: Element) => {
      const found: Element[] = [];
      for (const node of chain(element)) {
        if (node !== element && clips(node)) found.push(node);
        const style = getComputedStyle(node);
        if (style.position === 'fixed') break;
        if (node !== element && ['auto', 'scroll'].includes(style.overflowY)) break;
      }
      return found;
    };
    // A data table may scroll sideways (WCAG 1.4.10 exempts it) when the scroller is a named
    // region the keyboard can reach; anything else that scrolls sideways is cut off.
    const isScrollRegion = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
      element.getAttribute('tabindex') === '0' &&
      (element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby'));
    const hidesVertically = (element: Element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowY);
    const frameOf = (element: Element) => (inFixedLayer(element) ? viewport : hostRect);
    const outside = (inner: DOMRect, outer: DOMRect, vertical = false) =>
      inner.left < outer.left - TOLERANCE ||
      inner.right > outer.right + TOLERANCE ||
      (vertical && (inner.top < outer.top - TOLERANCE || inner.bottom > outer.bottom + TOLERANCE));
    const intersect = (a: DOMRect, b: DOMRect) => {
      const left = Math.max(a.left, b.left);
      const top = Math.max(a.top, b.top);
      return new DOMRect(
        left,
        top,
        Math.max(0, Math.min(a.right, b.right) - left),
        Math.max(0, Math.min(a.bottom, b.bottom) - top),
      );
    };
    // The part of a box its clipping ancestors let through.
    const visiblePart = (element: Element) =>
      clippersOf(element).reduce(
        (rect, ancestor) => intersect(rect, ancestor.getBoundingClientRect()),
        element.getBoundingClientRect(),
      );

    if (host.scrollWidth > host.clientWidth + TOLERANCE) {
      problems.push(`${host.localName} is wider inside (${host.scrollWidth}) than itself (${host.clientWidth})`);
    }
    for (const element of root.querySelectorAll('*')) {
      if (!allShown(element)) continue;
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const seen = visiblePart(element);
      if (seen.width > 0 && outside(seen, frameOf(element))) {
        problems.push(
          `${label(element)} sticks out of ${inFixedLayer(element) ? 'the viewport' : 'the widget'}: ${round(seen)}`,
        );
      }
      const parent = element.parentElement;
      if (parent && (style.position === 'static' || style.position === 'relative') && !clips(parent)) {
        const box = parent.getBoundingClientRect();
        if (outside(rect, box))
          problems.push(`${label(element)} is wider than its box: ${round(rect)} in ${round(box)}`);
      }
      if (
        style.overflowX !== 'visible' &&
        element.scrollWidth > element.clientWidth + TOLERANCE &&
        !isScrollRegion(element)
      ) {
        problems.push(`${label(element)} cuts off its content: ${element.scrollWidth} in ${element.clientWidth} px`);
      }
      if (
        (style.overflowY === 'hidden' || style.overflowY === 'clip') &&
        element.scrollHeight > element.clientHeight + TOLERANCE
      ) {
        problems.push(
          `${label(element)} cuts off its content: ${element.scrollHeight} in ${element.clientHeight} px high`,
        );
      }
    }

    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !allShown(parent)) continue;
      range.selectNodeContents(node);
      const frame = frameOf(parent);
      const clippers = clippersOf(parent);
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        const text = node.textContent.trim().slice(0, 40);
        // Text scrolled out of a scroller is not on screen; what is on screen must be in the frame.
        const scroller = clippers.at(-1);
        const onScreen =
          scroller && isScrollRegion(scroller) ? intersect(line, scroller.getBoundingClientRect()) : line;
        if (onScreen.width > 0 && outside(onScreen, frame))
          problems.push(`text "${text}" runs outside the ${frame === viewport ? 'viewport' : 'widget'}`);
        // Text scrolled out of a vertical scroller (the chat's messages) is not cut off; hidden is.
        const clipper = clippers.find(
          (box) => !isScrollRegion(box) && outside(line, box.getBoundingClientRect(), hidesVertically(box)),
        );
        if (clipper) problems.push(`text "${text}" is clipped by ${label(clipper)}`);
      }
    }
    return [...new Set(problems)];
  });
}
