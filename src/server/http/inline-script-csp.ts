import { createHash } from 'node:crypto';
import { CONTENT_SECURITY_POLICY } from './security-headers';

/**
 * The policy for one of our own HTML pages: CONTENT_SECURITY_POLICY, with `script-src` allowing
 * exactly the page's inline scripts by their hashes (the first screen's language snippet); JSON
 * data blocks are not scripts and need none. A page without one gets the plain policy.
 * @example pagePolicy('<script>go()</script>') // "… script-src 'self' 'sha256-…'; …"
 */
export function pagePolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  if (hashes.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${[...new Set(hashes)].join(' ')}`);
}
