import type { html } from 'hono/html';

/**
 * A document made with hono's `html` template, as the text a page or a mail carries. The template
 * escapes every value it is given (a nested template, or `raw()` markup of ours, is kept as it is),
 * so a value left unescaped by mistake cannot happen; no value here is a promise.
 * @example htmlText(html`<p>${visitorText}</p>`)
 */
export function htmlText(document: ReturnType<typeof html>): string {
  if (document instanceof Promise) throw new Error('an html template with a promise in it');
  return document.toString();
}
