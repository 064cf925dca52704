import { describe, expect, it } from 'vitest';
import {
  getLanguage,
  LANGUAGE_STORAGE_KEY,
  onLanguageChange,
  restoreLanguageOnPage,
  setLanguage,
} from '@shell/base/bus';
import { getView, onViewChange, setView } from '@shell/first-view/view-bus';
import type { Language } from '@shell/base/language';

/** A host's document as its author wrote it: what a guest widget must leave exactly so. */
function hostDocument() {
  const root = document.documentElement;
  return { lang: root.getAttribute('lang'), dir: root.getAttribute('dir'), body: document.body.className };
}

describe('language bus', () => {
  it('restores a saved language before any default', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect(getLanguage('en')).toBe('ar');
  });

  it('ignores a saved value that is not en or ar and uses the element default, then English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(getLanguage('ar')).toBe('ar');
    expect(getLanguage('de')).toBe('en');
    expect(getLanguage()).toBe('en');
  });

  it("falls back to the page's <html lang> when neither saved nor given", () => {
    document.documentElement.lang = 'ar-SA';
    expect(getLanguage()).toBe('ar');
  });

  it("on a host's page, setLanguage saves and announces the choice but leaves <html lang dir> and the body's classes", () => {
    document.documentElement.lang = 'en-US';
    document.body.className = 'home blog ltr';
    const before = hostDocument();
    const heard: Language[] = [];
    onLanguageChange((language) => heard.push(language));
    setLanguage('ar');
    expect(hostDocument()).toEqual(before);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(getLanguage()).toBe('ar');
    expect(heard).toEqual(['ar']);
    restoreLanguageOnPage();
    expect(hostDocument()).toEqual(before);
  });

  it.each([
    ['<ev-home page> is on it', () => document.body.append(document.createElement('ev-home'))],
    ['its config says "page": true', () => (window.evConfig = { page: true })],
  ])(
    'where the page opts in (%s), setLanguage keeps <html lang dir>, the body class and the saved value in step',
    (_, optIn) => {
      optIn();
      document.querySelector('ev-home')?.setAttribute('page', '');
      document.body.classList.add('ltr');
      setLanguage('ar');
      expect(document.documentElement.lang).toBe('ar');
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.body.classList.contains('rtl')).toBe(true);
      expect(document.body.classList.contains('ltr')).toBe(false);
      expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');

      setLanguage('en');
      expect(document.documentElement.dir).toBe('ltr');
      expect([...document.body.classList]).toEqual(['ltr']);
      expect(getLanguage()).toBe('en');
    },
  );

  it('restores a saved choice onto the document on load only where the page opts in', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    restoreLanguageOnPage();
    expect(hostDocument()).toEqual({ lang: null, dir: null, body: '' });
    window.evConfig = { page: true };
    restoreLanguageOnPage();
    expect([document.documentElement.lang, document.documentElement.dir, document.body.className]).toEqual([
      'ar',
      'rtl',
      'rtl',
    ]);
  });

  it('an <ev-home> without the page attribute is a guest too', () => {
    document.body.append(document.createElement('ev-home'));
    setLanguage('ar');
    expect(hostDocument()).toEqual({ lang: null, dir: null, body: '' });
  });

  it('refuses a language other than en or ar', () => {
    setLanguage('fr' as Language);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });

  it('tells every listener, as a DOM event on document that another bundle would also hear', () => {
    const first: Language[] = [];
    const second: Language[] = [];
    const raw: unknown[] = [];
    const stopFirst = onLanguageChange((language) => first.push(language));
    onLanguageChange((language) => second.push(language));
    document.addEventListener('ev-language-change', (event) => raw.push(event.detail));

    setLanguage('ar');
    stopFirst();
    setLanguage('en');

    expect(first).toEqual(['ar']);
    expect(second).toEqual(['ar', 'en']);
    expect(raw).toEqual([{ language: 'ar' }, { language: 'en' }]);
  });

  it('remembers the choice on the page when storage is unavailable', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('denied');
    };
    try {
      setLanguage('ar');
      expect(getLanguage('en')).toBe('ar');
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});

describe('view bus', () => {
  it('starts on home and announces a switch to the generator', () => {
    const seen: string[] = [];
    onViewChange((view) => seen.push(view));
    expect(getView()).toBe('home');
    setView('generator');
    expect(getView()).toBe('generator');
    expect(seen).toEqual(['generator']);
  });
});
