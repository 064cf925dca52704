import { fireEvent } from '@testing-library/react';
import '../../../widgets/contact/define';
import { mountElement, readyWhen } from '../../support/widget-tests';

/** Puts an <ev-contact> on the page, pressed so its React view replaces its first view, and returns handles into it. */
export async function mountContact(attributes: Record<string, string>) {
  const mounted = await mountElement(
    'ev-contact',
    attributes,
    (root) => readyWhen(!!root.querySelector('form') && !root.querySelector('[data-ev-first-view]')),
    { press: true },
  );
  const { root } = mounted;
  const control = (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
  return {
    ...mounted,
    control,
    submit: () => root.querySelector('[part="submit"]') as HTMLButtonElement,
    type(values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) fireEvent.change(control(name), { target: { value } });
    },
    send() {
      fireEvent.submit(root.querySelector('form') as HTMLFormElement);
    },
  };
}
