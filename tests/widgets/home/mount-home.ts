import '../../../widgets/home/define';
import { mountElement, readyWhen } from '../../support/widget-tests';

/** Puts an <ev-home> on the page and returns handles into its shadow root. */
export function mountHome(attributes: Record<string, string> = {}) {
  // The sections below the first screen are a chunk of their own: the first import transforms them.
  return mountElement(
    'ev-home',
    attributes,
    (root) => readyWhen(!!root.querySelector('h1') && !!root.querySelector('#contact')),
    { timeout: 10_000 },
  );
}
