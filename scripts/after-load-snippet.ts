/**
 * The chat's after-load embed: an inline script that imports an element's entry only once the
 * page has loaded and painted, as chat vendors' own snippets do. The README shows it, the
 * host-cost audit measures it and tests/e2e/chat-facade.test.ts runs it, all from this one text.
 *
 * Why after the paint: Lighthouse's simulation counts every script that is requested and run
 * before the page's largest paint, on a new connection to the bundle's origin, although a real
 * browser never waits for a module script to paint. The idle callback after `load` runs in the
 * idle period after the next frame, so the request starts after that paint. A page that loads
 * later than `load` (a tag manager) still gets the element.
 * @example afterLoadSnippet('https://events.example/dist/ev-chat-layla.js').startsWith('<script>')
 */
export function afterLoadSnippet(entryUrl: string): string {
  return [
    '<script>',
    '  (() => {',
    `    const load = () => import(${JSON.stringify(entryUrl)});`,
    '    const later = () => (window.requestIdleCallback ?? setTimeout)(load);',
    "    document.readyState === 'complete' ? later() : addEventListener('load', later, { once: true });",
    '  })();',
    '</script>',
  ].join('\n');
}
