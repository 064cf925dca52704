import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import { planEvent } from '@engine/planner';
import { eventGeneratorRequestSchema, type EventAnalysis } from '@contracts';
import '../../../widgets/generator/define';
import type { Language } from '@contracts/constants';
import { mountElement, readyWhen } from '../../support/widget-tests';

/** A day a year from now, so it is never in the past. */
export const FUTURE_DAY = `${new Date().getFullYear() + 1}-01-15`;

/** A real analysis from the planner, as the function would answer it. */
export function realAnalysis(language: Language, overrides: Record<string, unknown> = {}): EventAnalysis {
  const form = eventGeneratorRequestSchema.parse({
    eventType: 'wedding',
    guestCount: 300,
    location: 'Riyadh',
    season: 'winter',
    eventDate: FUTURE_DAY,
    currentDate: new Date().toISOString(),
    language,
    ...overrides,
  });
  return { ...planEvent(form), processingTime: 12 };
}

/** Puts an <ev-generator> on the page, pressed so its React view replaces its first view, and returns handles into it. */
export async function mountGenerator(attributes: Record<string, string> = {}) {
  // Behind <ev-home>'s home view the element stays hidden, drawing nothing, until it is first shown.
  const mounted = await mountElement(
    'ev-generator',
    attributes,
    (root, element) => {
      readyWhen(!root.querySelector('[data-ev-first-view]'), 'first view still on show');
      readyWhen(!!root.querySelector('[part="stepper"]') || element.hidden === true);
    },
    { press: true },
  );
  await vi.dynamicImportSettled(); // hidden, the React view draws nothing to wait for
  const { element, root } = mounted;
  const part = <T extends Element = HTMLButtonElement>(name: string) => root.querySelector(`[part~="${name}"]`) as T;
  const control = (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement;
  const radio = (group: string, value: string) =>
    root.querySelector(`fieldset[data-name="${group}"] input[value="${value}"]`) as HTMLInputElement;
  const change = (name: string, value: string) =>
    act(() => void fireEvent.change(control(name), { target: { value } }));
  const next = () => root.querySelector('button[type="submit"]') as HTMLButtonElement;
  return {
    ...mounted,
    element,
    root,
    part,
    control,
    radio,
    change,
    next,
    step: () => Number(root.querySelector('[aria-current="step"]')?.getAttribute('data-step')),
    stepTitle: () => part('step-title').textContent,
    banner: () => part('banner').textContent,
    choose: (group: string, value: string) => act(() => void fireEvent.click(radio(group, value))),
    press: (button: Element) => act(() => void fireEvent.click(button)),
    async fillDetails(values: { eventType?: string; guestCount?: string; location?: string; eventDate?: string } = {}) {
      const filled = { eventType: 'wedding', guestCount: '300', location: 'Riyadh', eventDate: FUTURE_DAY, ...values };
      act(() => void fireEvent.click(radio('eventType', filled.eventType)));
      change('guestCount', filled.guestCount);
      change('location', filled.location);
      change('eventDate', filled.eventDate);
    },
    /** Fills step 1 and goes on through the steps to Generate: the analysis is asked for. */
    async generate(values: Parameters<MountedGeneratorFill>[0] = {}) {
      await this.fillDetails(values);
      for (let step = 1; step <= 3; step++) this.submit();
    },
    /** Submits the current step's form (Next, or Generate on step 3). */
    submit: () => act(() => void fireEvent.submit(root.querySelector('form') as HTMLFormElement)),
  };
}

export type MountedGenerator = Awaited<ReturnType<typeof mountGenerator>>;
type MountedGeneratorFill = (values?: {
  eventType?: string;
  guestCount?: string;
  location?: string;
  eventDate?: string;
}) => Promise<void>;
