import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountContact } from './mount-contact';
import { resetPage } from '../../support/reset-page';

afterEach(async () => {
  resetPage();
  vi.restoreAllMocks();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

const linkOf = (root: ShadowRoot) => root.querySelector<HTMLAnchorElement>('[part="privacy"] a');

describe('<ev-contact> privacy notice at collection', () => {
  it('says under the submit button what the details are for and links the built-in notice in the page language', async () => {
    const { root } = await mountContact({ 'api-url': 'https://events.example/functions/v1', lang: 'ar' });
    const notice = root.querySelector('[part="privacy"]') as HTMLElement;
    expect(notice.previousElementSibling?.getAttribute('part')).toBe('submit');
    expect(notice.textContent).toBe(
      'نستخدم هذه البيانات فقط للرد عليك بشأن فعاليتك. كيف نتعامل مع بياناتك (يفتح في نافذة جديدة)',
    );
    expect(linkOf(root)?.href).toBe('https://events.example/functions/v1/privacy?lang=ar');
    expect(linkOf(root)?.target).toBe('_blank');
  });

  it('links the page’s privacyUrl (or privacy-url) from the page config, and an attribute wins', async () => {
    window.evConfig = { 'privacy-url': 'https://company.example/privacy' } as never;
    const fromPage = await mountContact({});
    expect(linkOf(fromPage.root)?.href).toBe('https://company.example/privacy');
    const own = await mountContact({ 'privacy-url': '/legal/privacy' });
    expect(linkOf(own.root)?.href).toBe(`${location.origin}/legal/privacy`);
  });

  it('refuses a privacy-url that is not http(s), warns once and links the built-in notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root, element } = await mountContact({ 'privacy-url': 'javascript:alert(1)', lang: 'en' });
    expect(linkOf(root)?.href).toBe(`${location.origin}/functions/v1/privacy?lang=en`);
    element.setAttribute('phone', '+966 12 000 0000');
    await waitFor(() => expect(root.querySelector('[part="phone"]')?.textContent).toBe('+966 12 000 0000'));
    expect(warn.mock.calls.filter(([message]) => String(message).includes('privacy-url'))).toHaveLength(1);
  });
});
