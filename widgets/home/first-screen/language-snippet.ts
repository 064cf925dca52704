import { LANGUAGE_STORAGE_KEY } from '@shell/base/bus';
import { fontsOf } from '@shell/first-view/fonts-ready';

/** The class the snippet keeps on `<html>` while the first screen's fonts are on their way. */
export const FONTS_PENDING_CLASS = 'ev-fonts-pending';

/**
 * The inline head script of the company's own pages (dist/ev-home.first-screen.snippet.html),
 * run before the first paint: the visitor's saved language goes onto `<html lang dir>`, the
 * bus's mark (`data-ev-language`) and the title (its `data-en`/`data-ar`), so the first screen
 * the page carries is drawn in it (first-screen-choice.ts); and the first screen's text waits
 * for its fonts (at most 3 s) instead of being drawn in a system face the font then re-wraps.
 * Placed after the first screen's stylesheet, whose @font-face rules it loads.
 */
export function languageSnippet(): string {
  const fonts = { en: fontsOf('en', true), ar: fontsOf('ar', true) };
  return `(function(r,d){var l;try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}\
if(l==="ar"||l==="en"){r.setAttribute("data-ev-language",l);r.lang=l;r.dir=l==="ar"?"rtl":"ltr";\
var t=d.querySelector("title[data-"+l+"]");if(t)d.title=t.getAttribute("data-"+l)}\
else l=/^ar\\b/i.test(r.lang)?"ar":"en";\
d.addEventListener("DOMContentLoaded",function(){d.querySelectorAll("ev-home").forEach(function(h){\
if(h.querySelector(":scope>[data-ev-first-screen="+l+"]"))h.querySelectorAll(":scope>[data-ev-first-screen]:not([data-ev-first-screen="+l+"])").forEach(function(c){c.remove()})})});\
var f=d.fonts;if(!f||!f.load)return;\
var c=${JSON.stringify(FONTS_PENDING_CLASS)},done=function(){r.classList.remove(c)};r.classList.add(c);setTimeout(done,3000);\
Promise.all(${JSON.stringify(fonts)}[l].map(function(x){return f.load(x[0],x[1])})).then(done,done)})(document.documentElement,document);`;
}
