import { createHash } from 'node:crypto';
import type { Language } from '../../contracts/common';
import type { CompanyFacts } from '../../saudi/company-facts';
import { telHref } from '../../saudi/phone-number';
import { starMarkSvg } from '../../brand/star-mark';
import { html, raw } from 'hono/html';
import { htmlText } from '../html-text';
import { NOTICE_COPY, type NoticeFacts, type NoticeSection } from './privacy-copy';

// The site's look (src/shell/base/tokens.css): navy and gold, the company's mark in a header bar,
// the text on a white card over sand. Its faces where the visitor has them: the page loads nothing.
const STYLE = `
body{margin:0;background:#f7f3e8;color:#1c2333;font:1rem/1.6 "Inter","Noto Sans Arabic","Segoe UI",system-ui,-apple-system,Tahoma,Arial,sans-serif}
html[lang="ar"] body{font-family:"Noto Sans Arabic","Inter","Segoe UI",Tahoma,Arial,sans-serif;line-height:1.75}
.bar{background:#0f2744;color:#fff;box-shadow:0 8px 24px rgba(11,29,51,.3)}
.bar__inner{display:flex;align-items:center;justify-content:space-between;gap:.75rem;max-width:46rem;margin:0 auto;padding:.625rem 1rem}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;font-size:1.1rem}
.brand svg{flex:none}
.language{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;border:1px solid #c9a227;border-radius:999px;color:#fff;font-weight:600;text-decoration:none;box-sizing:border-box}
main{max-width:42rem;margin:1.5rem auto 2.5rem;padding:1.75rem 1.25rem 2rem;background:#fff;border:1px solid #e6dcc4;border-radius:.75rem;box-shadow:0 10px 30px rgba(15,39,68,.12);box-sizing:border-box}
@media (max-width:44rem){main{margin:0;border-radius:0;border-inline:0}}
h1{color:#0f2744;font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
h1::after{content:"";display:block;width:3.5rem;height:3px;margin-top:.75rem;border-radius:2px;background:#c9a227}
h2{color:#0f2744;font-size:1.2rem;margin:1.75rem 0 .5rem}
ul{padding-inline-start:1.25rem}li{margin:.35rem 0}
a{color:#0f4c9c;text-decoration:underline;text-underline-offset:.15em}
a:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.bar a{color:#fff}
footer{padding:1.25rem 1rem 2rem;text-align:center;font-size:.9rem;color:#4d5566}`;

/** The company's mark (the site's header and favicon), 32 px, decorative beside the name. */
const MARK = starMarkSvg({ ground: '#0f2744', star: '#c9a227' }).replace(
  'width="48" height="48"',
  'width="32" height="32" aria-hidden="true" focusable="false"',
);

/** The inline style's hash, so the page's policy allows exactly it and nothing else inline. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** No scripts at all, this one style, nothing framed, nothing submitted. */
export const PRIVACY_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The built-in privacy notice the widgets link to when the page sets no `privacy-url`: one
 * language per page (`?lang=ar` is Arabic, right to left) with a link to the other, stating the
 * configured retention and the company's contact details for requests.
 * @example privacyPage('ar', { retentionDays: 365, fullRequestMetaHours: 24, llm: false }, facts)
 */
export function privacyPage(language: Language, facts: NoticeFacts, company: CompanyFacts): string {
  const copy = NOTICE_COPY[language](facts);
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const section = ({ heading, paragraphs = [], items = [] }: NoticeSection) =>
    html`<h2>${heading}</h2>
${paragraphs.map(
  (text) => html`<p>${text}</p>
`,
)}${items.length > 0 ? html`<ul>${items.map((text) => html`<li>${text}</li>`)}</ul>` : ''}`;
  // The style and the mark are ours, and the style's hash is in the policy: both go in as they are.
  return htmlText(html`<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${copy.title}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header class="bar"><div class="bar__inner">
<span class="brand">${raw(MARK)}${copy.brand}</span>
<a class="language" href="?lang=${other}" hreflang="${other}" lang="${other}">${copy.otherLanguage}</a>
</div></header>
<main>
<h1>${copy.title}</h1>
<p>${copy.intro}</p>
${copy.sections.map(section)}
<h2>${copy.rightsHeading}</h2>
<p>${copy.rights}</p>
<ul>
<li>${copy.contactBy.email}: <a dir="ltr" href="mailto:${company.email}">${company.email}</a></li>
<li>${copy.contactBy.phone}: <a dir="ltr" href="${telHref(company.phone)}">${company.phone}</a></li>
</ul>
<p>${copy.answerWithin}</p>
<p>${copy.ownPolicy}</p>
</main>
<footer>© ${new Date().getUTCFullYear()} ${copy.brand}</footer>
</body>
</html>
`);
}
