import type { Page } from 'playwright-core';

/** The colours no brand colour is mixed into: inks and the meaningful status and WhatsApp colours. */
export const UNBRANDED_TOKENS = [
  '--ev-color-text',
  '--ev-color-text-muted',
  '--ev-color-primary-contrast',
  '--ev-color-accent-contrast',
  '--ev-color-success',
  '--ev-color-danger',
  '--ev-color-warning',
  '--ev-color-focus',
  '--ev-color-whatsapp',
  '--ev-color-whatsapp-contrast',
];

export interface Paint {
  /** `<tag>#n element-index.class property` → the computed value. */
  colours: Record<string, string>;
  /** The computed rgb() of each unbranded token, per element. */
  unbranded: string[];
}

/**
 * Every colour Chromium paints inside the shadow roots of `tags`: backgrounds (colours and
 * gradients), borders, text colour where an element has text of its own, SVG fills, strokes and
 * gradient stops, shadows, decorations and form-control accents, of every element that is laid
 * out (opacity aside, so a section waiting to fade in still counts). Images, and colours the data
 * sets (an event palette's swatches), are content, not paint.
 */
export function paintedColours(page: Page, tags: readonly string[]): Promise<Paint> {
  return page.evaluate(
    ({ tags, unbrandedTokens }) => {
      const colours: Record<string, string> = {};
      const unbranded = new Set<string>();
      const transparent = (value: string) => value === 'rgba(0, 0, 0, 0)' || value === 'none' || value === '';
      for (const tag of tags) {
        [...document.querySelectorAll(tag)].forEach((host, hostIndex) => {
          const root = host.shadowRoot as ShadowRoot;
          [...root.querySelectorAll('*')].forEach((element, index) => {
            const laidOut =
              element.localName === 'stop'
                ? (element.closest('svg')?.checkVisibility({ visibilityProperty: true }) ?? false)
                : element.checkVisibility({ visibilityProperty: true });
            if (!laidOut || element.localName === 'img' || element.localName === 'style') return;
            // Visually hidden (a honeypot, a screen reader's label): clipped to nothing.
            if (element.closest('.ev-visually-hidden')) return;
            const style = getComputedStyle(element);
            const own = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
            const found: [string, string][] = [
              ['background-color', style.backgroundColor],
              ['background-image', style.backgroundImage],
              ['box-shadow', style.boxShadow],
            ];
            for (const side of ['top', 'right', 'bottom', 'left']) {
              const width = Number.parseFloat(style.getPropertyValue(`border-${side}-width`));
              if (width > 0 && style.getPropertyValue(`border-${side}-style`) !== 'none') {
                found.push([`border-${side}-color`, style.getPropertyValue(`border-${side}-color`)]);
              }
            }
            if (own) found.push(['color', style.color]);
            if (own && style.textDecorationLine !== 'none')
              found.push(['text-decoration-color', style.textDecorationColor]);
            if (element instanceof HTMLInputElement && /checkbox|radio/.test(element.type)) {
              found.push(['accent-color', style.accentColor]);
            }
            if (element instanceof SVGElement) {
              if (element.localName === 'stop') found.push(['stop-color', style.stopColor]);
              else if (
                !['svg', 'g', 'defs', 'linearGradient', 'radialGradient', 'pattern'].includes(element.localName)
              ) {
                // A line has no inside to fill.
                if (element.localName !== 'line') found.push(['fill', style.fill]);
                found.push(['stroke', style.stroke]);
              }
            }
            const name = `<${tag}>#${hostIndex} ${index}.${element.localName}.${[...element.classList].join('.')}`;
            for (const [property, value] of found) {
              // A colour the data sets on the element (a proposed palette's swatch) is content.
              const fromData = element instanceof HTMLElement && element.style.getPropertyValue(property) !== '';
              if (!transparent(value) && value !== 'auto' && !fromData) colours[`${name} ${property}`] = value;
            }
          });
          const probe = document.createElement('i');
          root.append(probe);
          for (const token of unbrandedTokens) {
            probe.style.color = `var(${token})`;
            unbranded.add(getComputedStyle(probe).color);
          }
          probe.remove();
        });
      }
      return { colours, unbranded: [...unbranded] };
    },
    { tags, unbrandedTokens: UNBRANDED_TOKENS },
  );
}

/**
 * What a re-theme left as it was: colours painted the same on both pages that are not (or are
 * not only made of) the unbranded tokens. Also counts what changed.
 */
export function unchangedPaint(before: Paint, after: Paint) {
  const rgb = (colour: string) =>
    colour
      .match(/\d+(\.\d+)?/g)
      ?.slice(0, 3)
      .join(',');
  const unbranded = new Set([...before.unbranded, ...after.unbranded].map(rgb));
  const colourIn = (value: string) => value.match(/rgba?\([^)]*\)/g) ?? [];
  const unchanged: string[] = [];
  let changed = 0;
  for (const [key, value] of Object.entries(before.colours)) {
    if (!(key in after.colours)) continue;
    if (after.colours[key] !== value) changed++;
    else if (!colourIn(value).every((colour) => unbranded.has(rgb(colour)))) unchanged.push(`${key}: ${value}`);
  }
  return { unchanged, changed };
}
