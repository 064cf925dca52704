import { afterLoadSnippet } from './after-load-snippet';

/** The elements whose cost on a host page `npm run lighthouse -- --host-cost` measures. */
export const HOST_COST_TAGS = ['ev-chat-layla', 'ev-contact', 'ev-generator', 'ev-home'] as const;
export type HostCostTag = (typeof HOST_COST_TAGS)[number];

/** How the page loads the element's entry: a module script in its head, or the after-load snippet. */
export type HostCostEmbed = 'module' | 'after-load';

export type HostCostLanguage = 'en' | 'ar';

export interface HostCostPage {
  /**
   * The page's name in the table: the tag, how it is embedded when that is not the embedding
   * guide's first way, and `ar` on the Arabic article.
   */
  name: string;
  tag: HostCostTag;
  embed: HostCostEmbed;
  lang: HostCostLanguage;
}

/** The plain article's name in each language: what the pages of that language are measured against. */
export const PLAIN: Record<HostCostLanguage, string> = { en: 'plain', ar: 'plain, ar' };

const WAYS: readonly Omit<HostCostPage, 'lang'>[] = [
  { name: 'ev-chat-layla', tag: 'ev-chat-layla', embed: 'after-load' },
  { name: 'ev-chat-layla, module tag', tag: 'ev-chat-layla', embed: 'module' },
  { name: 'ev-contact', tag: 'ev-contact', embed: 'after-load' },
  { name: 'ev-contact, module tag', tag: 'ev-contact', embed: 'module' },
  { name: 'ev-generator', tag: 'ev-generator', embed: 'after-load' },
  { name: 'ev-generator, module tag', tag: 'ev-generator', embed: 'module' },
  { name: 'ev-home', tag: 'ev-home', embed: 'module' },
];

/**
 * Each element docs/embedding.md tells a host page to add, each way it tells (for the chat, the
 * contact form and the generator the after-load snippet is the recommended one, and the goals
 * are theirs; `<ev-home>` fills a first screen and comes by its module tag), on the English article and on the same article
 * marked Arabic (`<html lang="ar" dir="rtl">`), where every element speaks Arabic.
 */
export const HOST_COST_PAGES: readonly HostCostPage[] = (['en', 'ar'] as const).flatMap((lang) =>
  WAYS.map((way) => ({ ...way, lang, name: lang === 'en' ? way.name : `${way.name}, ar` })),
);

/** demo/article.html in `lang`: the Arabic one is the same page marked Arabic, right to left. */
export function articleIn(article: string, lang: HostCostLanguage): string {
  if (lang === 'en') return article;
  if (!article.includes('<html lang="en" dir="ltr">')) throw new Error('the article has lost its <html lang dir>');
  return article.replace('<html lang="en" dir="ltr">', '<html lang="ar" dir="rtl">');
}

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
  { tag, embed, lang = 'en' }: Pick<HostCostPage, 'tag' | 'embed'> & { lang?: HostCostLanguage },
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
  return articleIn(article, lang).replace(HEAD_MARK, head.join('\n    ')).replace(BODY_MARK, body.join('\n'));
}

/** The table's label for a page: its tag as code, then how it is embedded; the plain articles by name. */
export function hostCostLabel(name: string): string {
  if (name === PLAIN.en) return 'plain article';
  if (name === PLAIN.ar) return 'plain article, ar';
  return `+ ${name.replace(/^(ev-[a-z-]+)/, '`<$1>`')}`;
}
