/**
 * Filter-evasion strings after the OWASP XSS Filter Evasion Cheat Sheet, plus the same tricks
 * inside Arabic text, and a line-break header injection. Each must be stored verbatim, shown as
 * text and escaped in email.
 */
export const XSS_CORPUS: string[] = [
  '<script>window.__xss = 1</script>',
  '"><script>window.__xss=1</script>',
  "'';!--\"<XSS>=&{()}",
  '<IMG SRC="javascript:window.__xss=1">',
  '<IMG SRC=javascript:window.__xss=1>',
  '<IMG SRC=`javascript:window.__xss=1`>',
  '<img src=x onerror="window.__xss=1">',
  '<svg/onload=window.__xss=1>',
  '<BODY ONLOAD=window.__xss=1>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="jav&#x09;ascript:window.__xss=1">click</a>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<<SCRIPT>window.__xss=1;//<</SCRIPT>',
  "<STYLE>@import'http://xss.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '{{constructor.constructor("window.__xss=1")()}}',
  'javascript:window.__xss=1',
  'مرحبا <script>window.__xss=1</script> نريد حفل زفاف',
  'اسمي <img src=x onerror=window.__xss=1> سارة',
  'حفل في جدة "><svg onload=window.__xss=1> لـ ٣٠٠ ضيف',
  '\u202Egnp.exe<script>window.__xss=1</script>',
];

/** What the contracts store of a visitor's text: the same, without bidi controls (src/contracts/common.ts). */
export const withoutBidi = (text: string) => text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
