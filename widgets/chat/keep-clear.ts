import { KEEP_CLEAR_ATTRIBUTE } from '@shell/base/keep-clear-attribute';

const GAP = 8;
const EVENTS = ['focusin', 'focusout', 'click', 'keyup', 'scroll', 'resize', 'ev-view-change'] as const;

/**
 * Keeps the floating launcher off the controls a visitor needs: when a primary control (marked
 * with KEEP_CLEAR_ATTRIBUTE in any widget, whatever shadow roots hold it) or the focused control
 * lies under the launcher's corner, the launcher lifts above it, smaller; where there is no room
 * above, it steps aside (hidden) until the control is out from under it. It looks by hit-testing
 * its own place on screen, so it needs to know no widget, and re-checks on focus, scroll, resize
 * and clicks (a step change moves the wizard's buttons).
 *
 * @example
 * const stop = keepClear(container, button); // … stop() when the element leaves the page
 */
export function keepClear(container: HTMLElement, button: HTMLElement): () => void {
  let lift = 0;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    frame = 0;
    timer = undefined;
    if (container.hasAttribute('data-open')) return place(0, false);
    const box = button.getBoundingClientRect();
    // Where the button sits when neither lifted nor shrunk (layout size, not the transformed box):
    // the control it would cover is under that place.
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2 + lift;
    const [w, h] = [button.offsetWidth / 2, button.offsetHeight / 2];
    const home = { left: x - w, right: x + w, top: y - h, bottom: y + h };
    const tops = controlsUnder(home, container).map((control) => control.getBoundingClientRect().top);
    if (tops.length === 0) return place(0, false);
    const needed = home.bottom - Math.min(...tops) + GAP;
    place(needed, home.top - needed < 0);
  };
  // What the container shows now: nothing, unless a previous mount left it lifted.
  let placed = container.hasAttribute('data-clear') ? '' : '0 false';
  const place = (next: number, hidden: boolean) => {
    lift = hidden ? 0 : Math.max(0, Math.round(next));
    // Written only when it changes: a style written after the check's layout read would make the
    // frame lay the whole page out a second time.
    if (`${lift} ${hidden}` === placed) return;
    placed = `${lift} ${hidden}`;
    container.toggleAttribute('data-clear', lift > 0 || hidden);
    container.toggleAttribute('data-clear-hidden', hidden);
    container.style.setProperty('--ev-launcher-lift', `${lift}px`);
  };
  // Checked right after the next frame, when the page's layout is fresh: read inside the frame,
  // the check would make the browser lay the page out early, in the same long task as its paint.
  const schedule = () => {
    if (frame || timer) return;
    frame = requestAnimationFrame(() => {
      timer = setTimeout(check);
    });
  };
  for (const type of EVENTS) addEventListener(type, schedule, { capture: true, passive: true });
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    for (const type of EVENTS) removeEventListener(type, schedule, { capture: true });
  };
}

/** The marked or focused controls under a box: hit-tested at its centre and corners, through open shadow roots. */
function controlsUnder(box: { left: number; right: number; top: number; bottom: number }, own: HTMLElement): Element[] {
  const inset = 2;
  const points = [
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const;
  const focused = deepActiveElement();
  const found = new Set<Element>();
  for (const [x, y] of points) {
    for (const element of elementsAt(document, x, y)) {
      if (own.contains(element)) continue;
      const marked = element.closest(`[${KEEP_CLEAR_ATTRIBUTE}]`);
      if (marked) found.add(marked);
      else if (focused && element === focused) found.add(element);
    }
  }
  return [...found];
}

/** Every element stacked at a point, descending into the open shadow roots it meets. */
function elementsAt(root: Document | ShadowRoot, x: number, y: number, depth = 0): Element[] {
  // A DOM without layout (a test DOM, an old engine) cannot hit-test: the launcher stays put.
  if (typeof root.elementsFromPoint !== 'function') return [];
  const elements = root.elementsFromPoint(x, y);
  if (depth > 4) return elements;
  return elements.flatMap((element) =>
    element.shadowRoot && element.shadowRoot !== root
      ? [element, ...elementsAt(element.shadowRoot, x, y, depth + 1).filter((inner) => inner !== element)]
      : [element],
  );
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === document.body ? null : active;
}
