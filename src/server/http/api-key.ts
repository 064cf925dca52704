import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

/** The key a caller sent, as Supabase clients send it: `apikey` header or `Authorization: Bearer`. */
export function sentKeys(c: Context): string[] {
  const keys: string[] = [];
  const apikey = c.req.header('apikey');
  if (apikey) keys.push(apikey.trim());
  const bearer = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (bearer) keys.push(bearer.trim());
  return keys;
}

const encoder = new TextEncoder();

/** True when any sent key equals `expected`, compared in constant time. */
export function hasKey(c: Context, expected: string): boolean {
  return keyCheck(expected)(c);
}

/**
 * `hasKey` for one expected key, encoded once: the functions check the anon key on every call.
 * @example const hasAnonKey = keyCheck(config.anonKey); if (!hasAnonKey(c)) throw …
 */
export function keyCheck(expected: string): (c: Context) => boolean {
  const want = encoder.encode(expected);
  return (c) =>
    sentKeys(c).some((key) => {
      const got = encoder.encode(key);
      return got.length === want.length && timingSafeEqual(got, want);
    });
}
