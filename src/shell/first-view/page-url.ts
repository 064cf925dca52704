import { readPageConfig } from '../base/page-config';
import { safeUrl } from './safe-url';

/**
 * Where an element's control leads (`home-url`, `generator-url`): its own attribute, else the
 * page config's `homeUrl` / `generatorUrl`, when it is an http(s) URL or a path (safeUrl). Its
 * own module, not page-config's: the chat's facade reads the page config before React and never
 * leads anywhere, so it does not carry this.
 */
export function pageUrl(own: string | null | undefined, key: 'homeUrl' | 'generatorUrl'): string | undefined {
  const fromPage = readPageConfig()[key];
  const attribute = key === 'homeUrl' ? 'home-url' : 'generator-url';
  return safeUrl(own?.trim() ? own : typeof fromPage === 'string' ? fromPage : undefined, attribute);
}
