import { fireEvent, waitFor, within } from '@testing-library/react';
import '../../../widgets/contact/define';

/** Puts an <ev-contact> on the page and returns handles into its shadow root. */
export async function mountContact(attributes: Record<string, string>) {
  const element = document.createElement('ev-contact');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot as ShadowRoot;
  // Its first view draws at once; a press in it loads the React view, which replaces it.
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await waitFor(() => {
    if (!root.querySelector('form') || root.querySelector('[data-ev-first-view]')) throw new Error('not rendered yet');
  });
  const view = within(root as unknown as HTMLElement);
  const control = (name: string) => root.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;
  const submit = () => root.querySelector('[part="submit"]') as HTMLButtonElement;
  return {
    element,
    root,
    view,
    control,
    submit,
    type(values: Record<string, string>) {
      for (const [name, value] of Object.entries(values)) fireEvent.change(control(name), { target: { value } });
    },
    send() {
      fireEvent.submit(root.querySelector('form') as HTMLFormElement);
    },
  };
}
