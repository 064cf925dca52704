import { emit, type View } from '../base/emit';

// The view's half of the bus (bus.ts carries the language), apart so that the chat's facade, which
// loads the language half before any React, does not carry what only the home and the generator use.
// Its state lives on <html>, as the language's does, for two separately built bundles on one page.
const VIEW_MARK = 'data-ev-view';

/** The current view of the site (home or the event generator). */
export function getView(): View {
  return document.documentElement.getAttribute(VIEW_MARK) === 'generator' ? 'generator' : 'home';
}

export function setView(view: View): void {
  document.documentElement.setAttribute(VIEW_MARK, view);
  emit(document, 'ev-view-change', { view });
}

export function onViewChange(listener: (view: View) => void): () => void {
  const handler = (event: CustomEvent<{ view: View }>) => listener(event.detail.view);
  document.addEventListener('ev-view-change', handler);
  return () => document.removeEventListener('ev-view-change', handler);
}
