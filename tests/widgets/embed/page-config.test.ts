import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../widgets/contact/define';
import '../../../widgets/chat/define';
import { resetPage } from '../../support/reset-page';

afterEach(async () => {
  resetPage();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

function pageConfigScript(config: Record<string, string>) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'ev-config';
  script.textContent = JSON.stringify(config);
  document.head.append(script);
}

async function place(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot as ShadowRoot;
  await waitFor(() => expect(root.querySelector('[part="phone"], [part="launcher"]')).not.toBeNull());
  return { element, root };
}

const phoneOf = (root: ShadowRoot) => root.querySelector('[part="phone"]')?.textContent;
const whatsappOf = (root: ShadowRoot) => root.querySelector<HTMLAnchorElement>('[part="whatsapp"]')?.href ?? '';

describe('page-wide config', () => {
  it('one global object sets phone, whatsapp and language for every element; an attribute wins', async () => {
    window.evConfig = { phone: '+966 12 111 2222', whatsapp: '+966 55 111 2222', language: 'ar' };
    const first = await place('ev-contact');
    const second = await place('ev-contact', { phone: '+966 13 999 0000' });
    const chat = await place('ev-chat-layla');

    expect(phoneOf(first.root)).toBe('+966 12 111 2222');
    expect(whatsappOf(first.root)).toContain('wa.me/966551112222');
    expect(phoneOf(second.root)).toBe('+966 13 999 0000');
    expect(whatsappOf(second.root)).toContain('wa.me/966551112222');
    expect(first.root.querySelector('h2')?.textContent).toBe('تواصل معنا');
    expect(chat.root.querySelector('[part="launcher"]')?.getAttribute('aria-label')).toBe('تحدّث مع ليلى');
  });

  it('one JSON script tag does the same, with the attribute spellings accepted as keys', async () => {
    pageConfigScript({ phone: '+966 14 333 4444', 'anon-key': 'page-key', lang: 'ar' });
    const { root } = await place('ev-contact');
    expect(phoneOf(root)).toBe('+966 14 333 4444');
    expect(root.querySelector('h2')?.textContent).toBe('تواصل معنا');
  });

  it('an attribute changed after mount updates the widget, and removing it falls back to the page config', async () => {
    window.evConfig = { phone: '+966 12 111 2222' };
    const { element, root } = await place('ev-contact', { phone: '+966 13 999 0000', whatsapp: '966500000001' });
    expect(phoneOf(root)).toBe('+966 13 999 0000');

    element.setAttribute('phone', '+966 16 555 6666');
    await waitFor(() => expect(phoneOf(root)).toBe('+966 16 555 6666'));

    element.removeAttribute('phone');
    await waitFor(() => expect(phoneOf(root)).toBe('+966 12 111 2222'));
    element.removeAttribute('whatsapp');
    await waitFor(() => expect(whatsappOf(root)).toContain('wa.me/966501234567'));
  });
});
