/**
 * Marks a first screen a page carries inside an element before its module arrives, with the
 * language it is in: the element's first screen rendered at build time (the home's:
 * dist/ev-home.first-screen.en.html), as light DOM children the page's stylesheet draws.
 * It is a picture of what the element will render, inert until then.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-ev-first-screen';

/**
 * Goes before the carried first screen: a declarative shadow root that only shows the element's
 * children. With it, the carried screen is drawn through a slot from the first paint, and the
 * element's own shadow root, when its module arrives, is this one (see keepFirstScreen): the
 * screen is never taken out of the page's layout and put back, which the browser would count as
 * a new paint of it.
 */
export const FIRST_SCREEN_SHADOW_ROOT = `<template shadowrootmode="open"><slot ${FIRST_SCREEN_ATTRIBUTE}></slot></template>`;

/** The first screen the page carries inside `host`, if any. */
export function firstScreenOf(host: Element): Element | null {
  return host.querySelector(`:scope > [${FIRST_SCREEN_ATTRIBUTE}]`);
}

/**
 * The shadow root for an element made with `init`: the declarative one the page gave it
 * (FIRST_SCREEN_SHADOW_ROOT) as it is, where the browser's attachShadow would empty it.
 */
export function adoptDeclarativeShadowRoot(
  host: HTMLElement,
  init: ShadowRootInit,
  attach: (init: ShadowRootInit) => ShadowRoot,
): ShadowRoot {
  const declared = host.shadowRoot;
  return declared && declared.mode === init.mode && firstScreenOf(host) ? declared : attach(init);
}

/**
 * Called once the element has its shadow root, which hides its light children: a slot keeps a
 * carried first screen drawn until the element's own render takes over (useFirstScreenHandover),
 * so the page never shows an empty element in between. The page's declarative root has one.
 */
export function keepFirstScreen(host: HTMLElement, root: ShadowRoot): void {
  if (!firstScreenOf(host) || root.querySelector(`slot[${FIRST_SCREEN_ATTRIBUTE}]`)) return;
  const slot = document.createElement('slot');
  slot.setAttribute(FIRST_SCREEN_ATTRIBUTE, '');
  root.prepend(slot);
}
