import { createHash } from 'node:crypto';
import type { Language } from '../../contracts/common';
import type { CompanyFacts } from '../../saudi/company-facts';
import { telHref } from '../../saudi/phone-number';
import { escapeHtml } from '../escape-html';
import { NOTICE_COPY, type NoticeFacts, type NoticeSection } from './privacy-copy';

const STYLE = `
body{margin:0;background:#f7f3e8;color:#1c2333;font:1rem/1.6 "Inter","Segoe UI",system-ui,-apple-system,"Noto Sans Arabic",Tahoma,Arial,sans-serif}
main{max-width:42rem;margin:0 auto;padding:1.5rem 1rem 3rem;background:#fff;min-height:100vh;box-sizing:border-box}
h1{color:#0f2744;font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
h2{color:#0f2744;font-size:1.2rem;margin:1.75rem 0 .5rem}
ul{padding-inline-start:1.25rem}li{margin:.35rem 0}
a{color:#0f4c9c;text-decoration:underline;text-underline-offset:.15em}
a:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
.language{display:inline-block;margin-bottom:1rem;padding:.5rem 0;min-height:44px;box-sizing:border-box}`;

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
    [
      `<h2>${escapeHtml(heading)}</h2>`,
      ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
      items.length > 0 ? `<ul>${items.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>` : '',
    ].join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(copy.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="language" href="?lang=${other}" hreflang="${other}" lang="${other}">${copy.otherLanguage}</a>
<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.intro)}</p>
${copy.sections.map(section).join('\n')}
<h2>${escapeHtml(copy.rightsHeading)}</h2>
<p>${escapeHtml(copy.rights)}</p>
<ul>
<li>${escapeHtml(copy.contactBy.email)}: <a dir="ltr" href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a></li>
<li>${escapeHtml(copy.contactBy.phone)}: <a dir="ltr" href="${escapeHtml(telHref(company.phone))}">${escapeHtml(company.phone)}</a></li>
</ul>
<p>${escapeHtml(copy.answerWithin)}</p>
<p>${escapeHtml(copy.ownPolicy)}</p>
</main>
</body>
</html>
`;
}
