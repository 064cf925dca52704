/**
 * The after-load embed: an inline script that imports elements' entries only once the page has
 * loaded and painted, as chat vendors' own snippets do. docs/embedding.md shows it, the host-cost
 * audit measures it, the WordPress plugin prints it, and tests/e2e/chat-facade.test.ts and
 * after-load-embed.test.ts run it, all from this one text.
 *
 * Why after the paint: Lighthouse's simulation counts every script that is requested and run
 * before the page's largest paint, on a new connection to the bundle's origin, although a real
 * browser never waits for a module script to paint. A small page can fire `load` before its
 * first frame, and a paint is timed when the screen shows it, a moment after the main thread drew
 * it: an idle callback right after `load` once started the request 1 ms before the page's paint.
 * So the snippet waits for `load`, then two frames (the second starts once the first is shown),
 * then an idle moment. A page that loads later than `load` (a tag manager) still gets the element;
 * a page opened in a background tab draws no frames, and gets it when first shown.
 *
 * Several entries are imported one after the other, in the order given (the order the elements
 * stand on the page): each element draws when its own entry has run, and one drawn above another
 * already there would push it down. One that fails to load does not stop the next. After the
 * first, an entry is a small file; what they share is fetched once.
 * @example afterLoadSnippet('https://events.example/dist/ev-contact.js', 'https://events.example/dist/ev-generator.js')
 */
export function afterLoadSnippet(...entryUrls: string[]): string {
  return [
    '<script>',
    '  (() => {',
    `    const entries = ${JSON.stringify(entryUrls)};`,
    '    const load = () => entries.reduce((loaded, entry) => loaded.finally(() => import(entry)), Promise.resolve());',
    '    const frame = (next) => requestAnimationFrame(next);',
    '    const later = () => frame(() => frame(() => (window.requestIdleCallback ?? setTimeout)(load)));',
    "    document.readyState === 'complete' ? later() : addEventListener('load', later, { once: true });",
    '  })();',
    '</script>',
  ].join('\n');
}
