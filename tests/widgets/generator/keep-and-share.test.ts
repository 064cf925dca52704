import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '@saudi/format';
import { type MountedGenerator, mountGenerator, realAnalysis } from './mount-generator';
import { resetPage } from '../../support/reset-page';
import { setUpWidgetTests } from '../../support/widget-tests';

const NAME = 'ultimate-ai-event-generator';
const test = setUpWidgetTests({
  quiet: ['warn'],
  answers: (server) => {
    server.answer(NAME, { status: 200, body: realAnalysis('en') });
    server.answer('submit-lead', { status: 201, body: { id: 'lead-1', receivedAt: '2026-09-01T09:00:00.000Z' } });
  },
});

async function results(attributes: Record<string, string> = {}): Promise<MountedGenerator> {
  const g = await mountGenerator({
    'api-url': test.server.apiUrl,
    'anon-key': 'k',
    phone: '+966 11 555 0000',
    whatsapp: '966551234567',
    ...attributes,
  });
  await g.generate();
  await waitFor(() => expect(g.part('results')).not.toBeNull(), { timeout: 4000 });
  return g;
}
const type = (input: Element, value: string) => act(() => void fireEvent.change(input, { target: { value } }));

describe('<ev-generator> keeps and shares the plan', () => {
  it('says how the analysis was made: the rules and their time, or a language model from their figures', async () => {
    const rules = await results();
    expect(rules.part('method').textContent).toContain('by our pricing rules from Saudi market data, in 12 ms');
    expect(rules.part('method').textContent).not.toContain('language model');
    resetPage();
    test.server.answer(NAME, { status: 200, body: { ...realAnalysis('en'), analysisMethod: 'llm' } });
    const llm = await results();
    expect(llm.part('method').textContent).toContain('worded by an AI language model from those figures');
  });

  it('heads the printed plan with the company, its phone and WhatsApp, and the day of the analysis', async () => {
    const g = await results();
    const header = g.part('print-header').textContent ?? '';
    expect(header).toContain('Saudi Events');
    expect(header).toContain('+966 11 555 0000');
    expect(header).toContain('+966 55 123 4567');
    expect(header).toContain(formatDay(new Date().toISOString().slice(0, 10), 'en'));
  });

  it('emails the plan: sends the generator form it came from with the name and email, says where it went, and fires ev-lead-submitted', async () => {
    const g = await results();
    const submitted = vi.fn();
    document.addEventListener('ev-lead-submitted', submitted);
    g.press(g.part('email'));
    const form = g.part<HTMLFormElement>('email-form');
    expect(form.textContent).toContain('How we handle your data');
    g.press(g.part('email-send'));
    expect(form.querySelectorAll('[part="field-error"]')).toHaveLength(2);
    expect(test.server.callsTo('submit-lead')).toHaveLength(0);

    type(form.querySelector('[name="name"]') as Element, 'Noura');
    type(form.querySelector('[name="email"]') as Element, 'noura@example.sa');
    g.press(g.part('email-send'));
    await waitFor(() => expect(g.part('email-sent')).not.toBeNull());
    expect(g.part('email-sent').textContent).toContain('noura@example.sa');
    const sent = test.server.callsTo('submit-lead')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Noura',
      email: 'noura@example.sa',
      source: 'generator',
      wantsTeamContact: true,
    });
    expect(sent.plan).toEqual(test.server.callsTo(NAME)[0]?.body);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]?.[0].detail).toEqual({
      id: 'lead-1',
      receivedAt: '2026-09-01T09:00:00.000Z',
      source: 'generator',
    });
    document.removeEventListener('ev-lead-submitted', submitted);
  });

  it('keeps what the visitor typed and says so when the plan could not be sent', async () => {
    test.server.answer('submit-lead', { status: 500, body: { error: { code: 'internal_error', message: 'down' } } });
    const g = await results();
    g.press(g.part('email'));
    const form = g.part<HTMLFormElement>('email-form');
    type(form.querySelector('[name="name"]') as Element, 'Noura');
    type(form.querySelector('[name="email"]') as Element, 'noura@example.sa');
    g.press(g.part('email-send'));
    await waitFor(() => expect(form.textContent).toContain('The plan could not be sent.'));
    expect((form.querySelector('[name="email"]') as HTMLInputElement).value).toBe('noura@example.sa');
  });
});
