import type { MiddlewareHandler } from 'hono';

/**
 * No inline scripts, no eval, no inline styles: the widgets adopt constructable stylesheets,
 * which this policy allows. Images may be data: URLs (the planner's SVG mood boards).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
