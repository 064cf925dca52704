/**
 * `url` when a page may send a visitor there: an http(s) URL or a path. Another scheme (a
 * `javascript:` URL, a typo such as `htps:`) is reported once, naming `setting`, and refused.
 * @example safeUrl('/plan-your-event', 'home-url') // '/plan-your-event'
 * @example safeUrl('javascript:alert(1)', 'home-url') // undefined
 */
export function safeUrl(url: string | null | undefined, setting: string): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  const scheme = trimmed.match(/^([a-z][a-z\d+.-]*):/i)?.[1];
  if (!scheme || /^https?$/i.test(scheme)) return trimmed;
  if (!refused.has(trimmed)) {
    refused.add(trimmed);
    console.warn(`[ev] ${setting} is not an http(s) URL: ${trimmed}`);
  }
  return undefined;
}

const refused = new Set<string>();
