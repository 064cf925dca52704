/** The elements whose cost on a host page `npm run lighthouse -- --host-cost` measures. */
export const HOST_COST_TAGS = ['ev-chat-layla', 'ev-contact'] as const;
export type HostCostTag = (typeof HOST_COST_TAGS)[number];

const HEAD_MARK = '<!-- host-cost: head -->';
const BODY_MARK = '<!-- host-cost: body -->';

/**
 * demo/article.html with one element added the way the README tells a host page to: the page
 * config, the element's own entry (and nothing else) from the bundle's origin, and the element
 * at the end of the article (the chat is fixed to a corner wherever it is placed).
 */
export function articleWith(article: string, tag: HostCostTag, bundleOrigin: string, anonKey: string): string {
  if (!article.includes(HEAD_MARK) || !article.includes(BODY_MARK)) {
    throw new Error(`the article has lost its markers (${HEAD_MARK}, ${BODY_MARK})`);
  }
  const config = { apiUrl: `${bundleOrigin}/functions/v1`, anonKey };
  const head = [
    `<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>`,
    `<script type="module" src="${bundleOrigin}/dist/${tag}.js"></script>`,
  ].join('\n    ');
  return article.replace(HEAD_MARK, head).replace(BODY_MARK, `<${tag}></${tag}>`);
}
