import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { envelope } from '../../support/functions-test-server';
import { mountContact } from './mount-contact';
import { setUpWidgetTests } from '../../support/widget-tests';

const test = setUpWidgetTests({ clock: 'advancing', quiet: ['warn'] });
const SARA = { name: 'Sara Al-Otaibi', email: 'sara@example.com', message: 'A wedding for 300 guests in Jeddah' };
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const eightSeconds = () => advance(8000);

function mount() {
  return mountContact({ 'api-url': test.server.apiUrl, 'anon-key': 'test-anon-key' });
}

describe('<ev-contact> submission', () => {
  it('goes Sending... → Message Sent! with the form cleared → back to idle after 8 seconds', async () => {
    const form = await mount();
    const submitted: CustomEvent[] = [];
    document.addEventListener('ev-lead-submitted', (event) => submitted.push(event), { once: true });
    form.type(SARA);
    form.send();

    expect(form.submit().textContent).toBe('Sending...');
    expect(form.submit().disabled).toBe(true);
    expect(form.root.querySelector('[part="spinner"]')).not.toBeNull();

    await waitFor(() => expect(form.submit().textContent).toBe('Message Sent!'));
    expect(form.submit().disabled).toBe(true);
    expect(form.root.querySelector('[part="spinner"]')).toBeNull();
    for (const name of ['name', 'email', 'phone', 'message']) expect(form.control(name).value).toBe('');
    expect(form.root.querySelector('[part="status"]')?.textContent).toBe(
      'Success! Thank you, your message has been received. Our team will contact you within 24 hours.',
    );

    await advance(7900);
    expect(form.submit().textContent).toBe('Message Sent!');
    await advance(100);
    expect(form.submit().textContent).toBe('Send Message');
    expect(form.submit().disabled).toBe(false);
    expect(form.root.querySelector('[part="status"]')?.textContent).toBe('');

    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.detail).toEqual({
      id: 'lead-1',
      receivedAt: '2026-03-01T10:00:00.000Z',
      source: 'contact-form',
    });
    expect(submitted[0]?.bubbles && submitted[0]?.composed).toBe(true);
  });

  it('sends the spec lead and notification payloads with the anon key', async () => {
    const form = await mount();
    form.type({ ...SARA, phone: '+966 50 123 4567' });
    form.send();
    await waitFor(() => expect(test.server.callsTo('contact-email-notification')).toHaveLength(1));

    const [lead] = test.server.callsTo('submit-lead');
    expect(lead?.body).toEqual({
      ...SARA,
      phone: '+966 50 123 4567',
      eventType: 'General Inquiry',
      location: 'Not specified',
      guestCount: 'Not specified',
      source: 'contact-form',
      wantsTeamContact: true,
    });
    expect(lead?.headers.apikey).toBe('test-anon-key');
    expect(lead?.headers.authorization).toBe('Bearer test-anon-key');
    expect(test.server.callsTo('contact-email-notification')[0]?.body).toEqual({
      ...SARA,
      phone: '+966 50 123 4567',
      eventType: 'General Inquiry',
      source: 'contact-form',
    });
  });

  it('leaves phone out of both payloads when it is not given', async () => {
    const form = await mount();
    form.type(SARA);
    form.send();
    await waitFor(() => expect(test.server.calls).toHaveLength(2));
    for (const call of test.server.calls) expect(call.body).not.toHaveProperty('phone');
  });

  it('still succeeds, with the notice, when only the email notification fails', async () => {
    test.server.answer('contact-email-notification', { status: 500, body: envelope('internal', 'SMTP down') });
    const form = await mount();
    form.type(SARA);
    form.send();

    await waitFor(() => expect(form.submit().textContent).toBe('Message Sent!'));
    expect(test.server.callsTo('submit-lead')).toHaveLength(1);
    expect(form.root.querySelector('[part="status"]')?.textContent).toContain(
      'Email notification failed, but your message was recorded.',
    );
    await eightSeconds();
    expect(form.root.querySelector('[part="status"]')?.textContent).toBe('');
  });

  it('keeps the typed values and shows the lead error for 8 seconds when the lead fails', async () => {
    test.server.answer('submit-lead', { status: 500, body: envelope('internal', 'database unavailable') });
    const form = await mount();
    const submitted = vi.fn();
    document.addEventListener('ev-lead-submitted', submitted);
    form.type(SARA);
    form.send();

    const message = 'There was an issue submitting your message. Please try again or contact us directly.';
    await waitFor(() => expect(form.root.querySelector('[role="alert"]')?.textContent).toBe(message));
    expect(form.submit().textContent).toBe('Send Message');
    expect(form.submit().disabled).toBe(false);
    expect(form.control('name').value).toBe(SARA.name);
    expect(form.control('message').value).toBe(SARA.message);
    expect(test.server.callsTo('contact-email-notification')).toHaveLength(0);
    expect(submitted).not.toHaveBeenCalled();

    await advance(7900);
    expect(form.root.querySelector('[role="alert"]')?.textContent).toBe(message);
    await advance(100);
    expect(form.root.querySelector('[role="alert"]')?.textContent).toBe('');
    expect(form.control('email').value).toBe(SARA.email);
    document.removeEventListener('ev-lead-submitted', submitted);
  });

  it('thanks a bot that filled the honeypot and sends nothing', async () => {
    const form = await mount();
    form.type({ ...SARA, website: 'https://spam.example' });
    form.send();
    await waitFor(() => expect(form.submit().textContent).toBe('Message Sent!'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(test.server.calls).toHaveLength(0);
  });

  it('refuses empty and malformed fields with messages tied to the inputs, sending nothing', async () => {
    const form = await mount();
    form.type({ email: 'not-an-email', phone: '12' });
    form.send();

    const describedBy = (name: string) => form.control(name).getAttribute('aria-describedby') ?? '';
    const errorOf = (name: string) => form.root.getElementById(describedBy(name))?.textContent;
    expect(errorOf('name')).toBe('Please enter your name.');
    expect(errorOf('email')).toBe('Please enter a valid email address, like name@example.com.');
    expect(errorOf('phone')).toBe('Please enter a valid phone number, like +966 50 123 4567.');
    expect(errorOf('message')).toBe('Please write a message.');
    expect(form.control('email').getAttribute('aria-invalid')).toBe('true');
    expect(form.root.activeElement).toBe(form.control('name'));
    expect(form.submit().textContent).toBe('Send Message');

    form.type({ name: 'Sara' });
    expect(describedBy('name')).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(test.server.calls).toHaveLength(0);
  });

  it('speaks Arabic throughout: validation, Sending..., Message Sent! and the lead error', async () => {
    setLanguage('ar');
    const form = await mount();
    form.send();
    expect(form.root.getElementById(form.control('name').getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'يرجى إدخال اسمك.',
    );

    form.type({ name: 'سارة العتيبي', email: 'sara@example.com', message: 'حفل زفاف في جدة لثلاثمئة ضيف' });
    form.send();
    expect(form.submit().textContent).toBe('جارٍ الإرسال...');
    await waitFor(() => expect(form.submit().textContent).toBe('تم إرسال الرسالة!'));
    expect(form.root.querySelector('[part="status"]')?.textContent).toMatch(/^تم بنجاح! شكراً لك، استلمنا رسالتك/);
    expect(test.server.callsTo('submit-lead')[0]?.body).toMatchObject({
      name: 'سارة العتيبي',
      eventType: 'General Inquiry',
    });

    await eightSeconds();
    test.server.answer('submit-lead', { status: 500, body: envelope('internal', 'down') });
    form.type({ name: 'سارة', email: 'sara@example.com', message: 'سؤال' });
    form.send();
    await waitFor(() =>
      expect(form.root.querySelector('[role="alert"]')?.textContent).toBe(
        'حدثت مشكلة أثناء إرسال رسالتك. يرجى المحاولة مرة أخرى أو التواصل معنا مباشرة.',
      ),
    );
    test.server.reset();
    test.server.answer('contact-email-notification', { status: 503, body: envelope('unavailable', 'later') });
    form.send();
    await waitFor(() =>
      expect(form.root.querySelector('[part="status"]')?.textContent).toContain(
        'تعذّر إرسال إشعار البريد الإلكتروني، لكن رسالتك سُجّلت.',
      ),
    );
  });
});
