import { afterLoadSnippet } from './after-load-snippet';

/** The elements whose cost on a host page `npm run lighthouse -- --host-cost` measures. */
export const HOST_COST_TAGS = ['ev-chat-layla', 'ev-contact'] as const;
export type HostCostTag = (typeof HOST_COST_TAGS)[number];

/** How the page loads the element's entry: a module script in its head, or the after-load snippet. */
export type HostCostEmbed = 'module' | 'after-load';

export interface HostCostPage {
  /** The page's name in the table: the tag, and how it is embedded when that is not the embedding guide's first way. */
  name: string;
  tag: HostCostTag;
  embed: HostCostEmbed;
}

/** Each way docs/embedding.md tells a host page to add an element; the chat's after-load snippet is its recommended one. */
export const HOST_COST_PAGES: readonly HostCostPage[] = [
  { name: 'ev-chat-layla', tag: 'ev-chat-layla', embed: 'after-load' },
  { name: 'ev-chat-layla, module tag', tag: 'ev-chat-layla', embed: 'module' },
  { name: 'ev-contact', tag: 'ev-contact', embed: 'module' },
];

const HEAD_MARK = '<!-- host-cost: head -->';
const BODY_MARK = '<!-- host-cost: body -->';

/**
 * demo/article.html with one element added the way docs/embedding.md tells a host page to: the page
 * config, the element's own entry (and nothing else) from the bundle's origin, either as a module
 * script in the head or with the after-load snippet beside the element, and the element at the
 * end of the article (the chat is fixed to a corner wherever it is placed).
 */
export function articleWith(
  article: string,
  { tag, embed }: Pick<HostCostPage, 'tag' | 'embed'>,
  bundleOrigin: string,
  anonKey: string,
): string {
  if (!article.includes(HEAD_MARK) || !article.includes(BODY_MARK)) {
    throw new Error(`the article has lost its markers (${HEAD_MARK}, ${BODY_MARK})`);
  }
  const config = { apiUrl: `${bundleOrigin}/functions/v1`, anonKey };
  const entry = `${bundleOrigin}/dist/${tag}.js`;
  const head = [`<script type="application/json" id="ev-config">${JSON.stringify(config)}</script>`];
  const body = [`<${tag}></${tag}>`];
  if (embed === 'module') head.push(`<script type="module" src="${entry}"></script>`);
  else body.push(afterLoadSnippet(entry));
  return article.replace(HEAD_MARK, head.join('\n    ')).replace(BODY_MARK, body.join('\n'));
}

/** The table's label for a page: its tag as code, then how it is embedded. */
export function hostCostLabel(name: string): string {
  return `+ ${name.replace(/^(ev-[a-z-]+)/, '`<$1>`')}`;
}
