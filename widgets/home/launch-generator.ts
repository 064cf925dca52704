import { CONFIG_PROPS } from '@shell/base/config-props';
import { pageUrl } from '@shell/first-view/page-url';
import { setView } from '@shell/first-view/view-bus';

/**
 * Opens the event generator from `home` (an `<ev-home>`): with an `<ev-generator>` on the page,
 * the view switches over the bus (it shows itself, `<ev-home>` hides); without one, the visitor
 * goes to `generatorUrl` (the attribute, else the page config's), and without that the generator
 * opens in place: its code is loaded now, on this first request, and an `<ev-generator>` taking
 * the home's settings is put right after the home before the view switches.
 */
export async function launchGenerator(home: HTMLElement, generatorUrl?: string | null): Promise<void> {
  if (!document.querySelector('ev-generator')) {
    const url = pageUrl(generatorUrl, 'generatorUrl');
    if (url) {
      location.assign(url);
      return;
    }
    // The element's public entry, not its internals: what a page would load to place it itself.
    await import('../generator/define');
    home.after(generatorFor(home));
  }
  setView('generator');
  window.scrollTo({ top: 0 });
}

function generatorFor(home: HTMLElement): HTMLElement {
  const generator = document.createElement('ev-generator');
  for (const prop of Object.keys(CONFIG_PROPS)) {
    const attribute = prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const value = home.getAttribute(attribute);
    if (value !== null) generator.setAttribute(attribute, value);
  }
  return generator;
}
