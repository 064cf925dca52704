import type { Page } from 'playwright-core';

/**
 * Until every element matching `selector` shows its React view: `<ev-contact>` and
 * `<ev-generator>` draw a first view before React (issue 29), whose nodes the React view then
 * replaces, so a test that reads a node's styles or keeps a handle on it waits for this first.
 */
export function reactView(page: Page, selector: string) {
  return page.waitForFunction((query) => {
    const elements = [...document.querySelectorAll(query)];
    return (
      elements.length > 0 &&
      elements.every((element) => {
        const root = element.shadowRoot;
        return root && root.children.length > 0 && !root.querySelector('[data-ev-first-view]');
      })
    );
  }, selector);
}
