import { waitFor, within } from '@testing-library/react';
import '../../../widgets/home/define';

/** Puts an <ev-home> on the page and returns handles into its shadow root. */
export async function mountHome(attributes: Record<string, string> = {}) {
  const element = document.createElement('ev-home');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot as ShadowRoot;
  // The sections below the first screen are a chunk of their own: the first import transforms them.
  await waitFor(
    () => {
      if (!root.querySelector('h1') || !root.querySelector('#contact')) throw new Error('not rendered yet');
    },
    { timeout: 10_000 },
  );
  const part = <T extends Element = HTMLElement>(name: string) => root.querySelector(`[part~="${name}"]`) as T;
  const parts = (name: string) => [...root.querySelectorAll(`[part~="${name}"]`)];
  return { element, root, view: within(root as unknown as HTMLElement), part, parts };
}
