import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { mountContact } from './mount-contact';

describe('<ev-contact> content', () => {
  it('shows the heading, the phone as a tel: link, Riyadh, four reasons and the 24-hour promise', async () => {
    const { root, view } = await mountContact({});
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Get in Touch');
    const phone = root.querySelector('[part="phone"]') as HTMLAnchorElement;
    expect(phone.textContent).toBe('+966 11 234 5678');
    expect(phone.getAttribute('href')).toBe('tel:+966112345678');
    expect(root.querySelector('[part="location"]')?.textContent).toBe('Riyadh, Saudi Arabia');
    const reasons = [...root.querySelectorAll('[part="reasons"] li')].map((li) => li.textContent);
    expect(reasons).toHaveLength(4);
    expect(reasons[0]).toContain('since 2010');
    expect(root.querySelector('[part="promise"]')?.textContent).toBe('Our team will contact you within 24 hours.');
  });

  it('marks name, email and message Required and phone Optional with the Saudi placeholder', async () => {
    const { view, control } = await mountContact({});
    expect(view.getByLabelText(/Full name/).getAttribute('name')).toBe('name');
    expect(view.getByText('Full name').textContent).toContain('(Required)');
    expect(view.getByText('Email address').textContent).toContain('(Required)');
    expect(view.getByText('Message').textContent).toContain('(Required)');
    expect(view.getByText('Phone number').textContent).toContain('(Optional)');
    expect(control('email').getAttribute('type')).toBe('email');
    expect(control('message').tagName).toBe('TEXTAREA');
    expect(control('message').getAttribute('rows')).toBe('4');
    expect(control('phone').getAttribute('placeholder')).toBe('+966 XX XXX XXXX');
    expect(control('name').getAttribute('aria-required')).toBe('true');
    expect(control('phone').getAttribute('aria-required')).toBe('false');
  });

  it('hides the honeypot from people: aria-hidden, out of the tab order, no autofill', async () => {
    const { control } = await mountContact({});
    const honeypot = control('website');
    expect(honeypot.getAttribute('tabindex')).toBe('-1');
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')?.className).toContain('ev-visually-hidden');
  });

  it('links to WhatsApp with the page-language message encoded, in a new tab without opener', async () => {
    const { root } = await mountContact({ whatsapp: '+966 55 123 4567' });
    const link = () => root.querySelector('[part="whatsapp"]') as HTMLAnchorElement;
    expect(link().getAttribute('href')).toBe(
      `https://wa.me/966551234567?text=${encodeURIComponent('Hello! I would like to ask about planning an event with your team.')}`,
    );
    expect(link().getAttribute('href')).toContain('Hello!%20I%20would');
    expect(link().target).toBe('_blank');
    expect(link().rel).toBe('noopener noreferrer');

    act(() => setLanguage('ar'));
    expect(link().getAttribute('href')).toBe(
      `https://wa.me/966551234567?text=${encodeURIComponent('مرحباً! أودّ الاستفسار عن تنظيم مناسبة مع فريقكم.')}`,
    );
  });

  it('renders everything in Arabic, right to left, when Arabic was saved', async () => {
    localStorage.setItem('preferred-language', 'ar');
    const { root, view } = await mountContact({ lang: 'en' });
    const section = root.querySelector('[part="section"]') as HTMLElement;
    expect(section.getAttribute('dir')).toBe('rtl');
    expect(section.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.hasAttribute('dir')).toBe(false); // a guest leaves the host's document alone
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('تواصل معنا');
    expect(root.querySelector('[part="location"]')?.textContent).toBe('الرياض، المملكة العربية السعودية');
    expect(view.getByText('الاسم الكامل').textContent).toContain('(مطلوب)');
    expect(view.getByText('رقم الجوال').textContent).toContain('(اختياري)');
    expect(root.querySelector('[part="submit"]')?.textContent).toBe('إرسال الرسالة');
    expect(root.querySelector('[part="promise"]')?.textContent).toBe('سيتواصل معك فريقنا خلال 24 ساعة.');
    expect(root.textContent).not.toMatch(/contact\.[a-z]/);
  });

  it('uses its lang attribute when nothing was saved, and follows a switch from the page', async () => {
    const { root } = await mountContact({ lang: 'ar' });
    const heading = () => root.querySelector('[part="heading"]')?.textContent;
    expect(heading()).toBe('تواصل معنا');
    act(() => setLanguage('en'));
    expect(heading()).toBe('Get in Touch');
    expect(root.querySelector('[part="section"]')?.getAttribute('dir')).toBe('ltr');
  });

  it('shows the phone given by attribute', async () => {
    const { root } = await mountContact({ phone: '+966 12 345 6789' });
    expect(root.querySelector('[part="phone"]')?.getAttribute('href')).toBe('tel:+966123456789');
  });
});
