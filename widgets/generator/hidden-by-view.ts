import type { View } from '@shell/base/emit';

/** Whether `view` hides the generator: the home view, on a page that has an `<ev-home>`. */
export function hiddenByView(view: View): boolean {
  return view === 'home' && document.querySelector('ev-home') !== null;
}
