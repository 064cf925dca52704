import { readPageConfig } from './page-config';

/**
 * Whether the widgets may write to the host document (`<html lang dir>`, the body's rtl/ltr
 * class, a fixed header): only where the page opts in — `<ev-home page>`, where the home view is
 * the page (the company's own site), or the page config's `"page": true` for the site's other
 * pages. Everywhere else they are guests and leave the host's document as its author wrote it.
 * Read from the DOM every time, so two separately built bundles on one page agree.
 */
export function ownsPage(): boolean {
  return document.querySelector('ev-home[page]') !== null || readPageConfig().page === true;
}
