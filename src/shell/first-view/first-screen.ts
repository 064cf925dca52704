import type { Drawing, FirstView } from '../base/define-element';

/**
 * Marks a first screen a page carries inside an element before its module arrives, with the
 * language it is in: the element's first screen rendered at build time (the home's:
 * dist/ev-home.first-screen.html, one per language), as light DOM children the page's stylesheet draws.
 * It is a picture of what the element will render, inert until then.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-ev-first-screen';

/**
 * Goes before the carried first screen: a declarative shadow root that only shows the element's
 * children. With it, the carried screen is drawn through a slot from the first paint, and the
 * element's own shadow root, when its module arrives, is this one (see openShadowRoot): the
 * screen is never taken out of the page's layout and put back, which the browser would count as
 * a new paint of it.
 */
export const FIRST_SCREEN_SHADOW_ROOT = `<template shadowrootmode="open"><slot ${FIRST_SCREEN_ATTRIBUTE}></slot></template>`;

/**
 * The first screen the page carries inside `host`, if any: the one in `language` where the page
 * carries one per language (the page's stylesheet shows the visitor's), else the first.
 */
export function firstScreenOf(host: Element, language?: string): Element | null {
  const copy = `:scope > [${FIRST_SCREEN_ATTRIBUTE}`;
  return host.querySelector(`${copy}="${language}"]`) ?? host.querySelector(`${copy}]`);
}

/**
 * `<ev-home>`'s first view: the first screen a page carries inside it, rendered at build time from
 * the element's own components (widgets/home/first-view.tsx, written to dist/ by the first views'
 * build plugin). The element keeps it on show through its shadow root (openShadowRoot) and its
 * view, which mounts at once, replaces it (useFirstScreenHandover).
 */
export const carriedFirstScreen: FirstView<Drawing> = {
  openRoot: openShadowRoot,
  draw: (element) => ({ mount: element.takeOver, update() {}, unmount() {} }),
};

/**
 * The element's open shadow root. With a first screen the page carries, the page's declarative
 * root (FIRST_SCREEN_SHADOW_ROOT) is kept as it is, where attachShadow would empty it; a root the
 * element attaches itself gets the same slot, which keeps the carried screen drawn (its light
 * children are hidden otherwise) until the element's own render takes over
 * (useFirstScreenHandover): the page never shows an empty element in between.
 */
export function openShadowRoot(host: HTMLElement): ShadowRoot {
  const carried = firstScreenOf(host);
  if (carried && host.shadowRoot?.mode === 'open') return host.shadowRoot;
  const root = host.attachShadow({ mode: 'open' });
  if (carried) {
    const slot = document.createElement('slot');
    slot.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
    root.prepend(slot);
  }
  return root;
}
