import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@shell/react/create-i18n';
import { LanguageProvider } from '@shell/react/language-provider';
import { useLanguage } from '@shell/react/use-language';

const messages = {
  en: { demo: { hello: 'Hello {name}, welcome to {city}', plain: 'Plain' } },
  ar: { demo: { hello: 'مرحباً {name}، أهلاً بك في {city}', plain: 'نص' } },
};

function Missing() {
  return <p data-testid="missing">{useLanguage().t('demo.nowhere')}</p>;
}

function InArabic() {
  const { t } = useTranslation(undefined, { lng: 'ar' });
  return <p data-testid="arabic">{t('demo.plain')}</p>;
}

/** The languages the instance said while Reader rendered: a switch made during render would show first. */
const seen: string[] = [];
function Reader() {
  seen.push(useTranslation().i18n.language);
  return null;
}

describe('createI18n', () => {
  it('fills {name} placeholders from the values given', () => {
    const i18n = createI18n(messages, 'en');
    expect(i18n.t('demo.hello', { name: 'Sara', city: 'Riyadh' })).toBe('Hello Sara, welcome to Riyadh');
    i18n.changeLanguage('ar');
    expect(i18n.t('demo.hello', { name: 'سارة', city: 'جدة' })).toBe('مرحباً سارة، أهلاً بك في جدة');
  });

  it('does not HTML-escape values, since React escapes them when rendering', () => {
    const i18n = createI18n(messages, 'en');
    expect(i18n.t('demo.hello', { name: 'A & B', city: '<x>' })).toBe('Hello A & B, welcome to <x>');
  });

  it('renders a missing key as the key itself and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const i18n = createI18n(messages, 'ar');
    expect(i18n.t('demo.nothing')).toBe('demo.nothing');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('demo.nothing'));
  });

  it('keeps separate instances on separate languages', () => {
    const english = createI18n(messages, 'en');
    const arabic = createI18n(messages, 'ar');
    expect(english.t('demo.plain')).toBe('Plain');
    expect(arabic.t('demo.plain')).toBe('نص');
  });
});

function Greeting() {
  const { t, language, dir } = useLanguage();
  return (
    <p data-testid="greeting" lang={language} dir={dir}>
      {t('demo.hello', { name: 'Sara', city: 'Riyadh' })}
    </p>
  );
}

describe('LanguageProvider and useLanguage', () => {
  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Greeting />)).toThrow(/inside a LanguageProvider/);
  });

  it('renders in the language it is given, and again in the next one', () => {
    const { rerender } = render(
      <LanguageProvider messages={messages} language="en">
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Sara, welcome to Riyadh');
    rerender(
      <LanguageProvider messages={messages} language="ar">
        <Greeting />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('مرحباً Sara، أهلاً بك في Riyadh');
    expect(screen.getByTestId('greeting').getAttribute('dir')).toBe('rtl');
  });

  it('renders a missing key as the key itself in a component, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <LanguageProvider messages={messages} language="ar">
        <Missing />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('missing').textContent).toBe('demo.nowhere');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('demo.nowhere'));
  });

  it('lets a part speak another language than the element (useTranslation with lng), as the chat does', () => {
    render(
      <LanguageProvider messages={messages} language="en">
        <Greeting />
        <InArabic />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Sara, welcome to Riyadh');
    expect(screen.getByTestId('arabic').textContent).toBe('نص');
  });

  it('switches the language after the render that asked for it, never during it', () => {
    seen.length = 0;
    const { rerender } = render(
      <LanguageProvider messages={messages} language="en">
        <Reader />
      </LanguageProvider>,
    );
    rerender(
      <LanguageProvider messages={messages} language="ar">
        <Reader />
      </LanguageProvider>,
    );
    // The render asked for Arabic still read English; the switch then rendered it again in Arabic.
    expect(seen).toEqual(['en', 'en', 'ar']);
  });
});
