import { emit } from './emit';
import { directionOf, isLanguage, type Language } from './language';
import { ownsPage } from './owns-page';

/** localStorage key of the visitor's language (spec §3, §9). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';

// State lives in the DOM and localStorage, never only in this module, because two separately
// built bundles on one page each get their own copy of this module.
const LANGUAGE_MARK = 'data-ev-language';

/**
 * The page language: the saved choice, else the one set earlier on this page, else `fallback`
 * (an element's or the page config's default), else the page's `<html lang>`, else English.
 */
export function getLanguage(fallback?: string | null): Language {
  const root = document.documentElement;
  for (const candidate of [readSaved(), root.getAttribute(LANGUAGE_MARK), fallback, primaryTag(root.lang)]) {
    if (isLanguage(candidate)) return candidate;
  }
  return 'en';
}

/**
 * Switches every element on the page: the saved choice, then the event; `<html lang dir>` and
 * the body class too where the widgets own the page (ownsPage), never on a host's page.
 */
export function setLanguage(language: Language): void {
  if (!isLanguage(language)) return;
  document.documentElement.setAttribute(LANGUAGE_MARK, language);
  if (ownsPage()) applyLanguageToDocument(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode, sandboxed iframe); the page still switches.
  }
  emit(document, 'ev-language-change', { language });
}

/**
 * On an element's load: a saved choice goes back onto the document (spec §4) where the widgets
 * own the page; on a host's page, and without a saved choice, the document is left alone.
 */
export function restoreLanguageOnPage(): void {
  if (isLanguage(readSaved()) && ownsPage()) applyLanguageToDocument(getLanguage());
}

/** Calls `listener` on every language switch from any bundle; returns the unsubscribe. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  const handler = (event: CustomEvent<{ language: Language }>) => {
    if (isLanguage(event.detail?.language)) listener(event.detail.language);
  };
  document.addEventListener('ev-language-change', handler);
  return () => document.removeEventListener('ev-language-change', handler);
}

function applyLanguageToDocument(language: Language): void {
  const root = document.documentElement;
  const dir = directionOf(language);
  root.lang = language;
  root.dir = dir;
  document.body?.classList.remove(dir === 'rtl' ? 'ltr' : 'rtl');
  document.body?.classList.add(dir);
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function primaryTag(lang: string): string {
  return lang.split('-')[0]?.toLowerCase() ?? '';
}
