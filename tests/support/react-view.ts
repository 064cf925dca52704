import type { Page } from 'playwright-core';

/**
 * Presses (a synthetic pointerdown) every element matching `selector` and waits until each shows
 * its React view: `<ev-contact>` and `<ev-generator>` draw a first view before React (issue 29),
 * which the React view replaces on the visitor's first press or focus, so a test that reads what
 * only React draws, or keeps a handle on a node, asks for it first.
 */
export async function reactView(page: Page, selector: string) {
  await page.evaluate((query) => {
    for (const element of document.querySelectorAll(query)) element.dispatchEvent(new Event('pointerdown'));
  }, selector);
  await page.waitForFunction((query) => {
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
