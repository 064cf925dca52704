import { setView } from '../../src/shell/view-bus';

/**
 * Opens the event generator: with an `<ev-generator>` on the page, the view switches over the
 * bus (it shows itself, `<ev-home>` hides); without one, `generatorUrl` says where it lives.
 * With neither, the switch is still announced, for a host page that handles it itself.
 */
export function launchGenerator(generatorUrl?: string | null): void {
  if (!document.querySelector('ev-generator') && generatorUrl) {
    location.assign(generatorUrl);
    return;
  }
  setView('generator');
  window.scrollTo({ top: 0 });
}
