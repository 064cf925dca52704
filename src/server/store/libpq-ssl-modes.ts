/**
 * `url` with node-postgres asked to read `sslmode` as libpq (psql, Supabase's and most managed
 * Postgres' documentation) reads it. node-postgres 8 otherwise takes `require` for
 * `verify-full`, so `sslmode=require` refuses a server whose certificate no public CA signed,
 * which is what `require` exists to accept. With it: `disable` is plain TCP; `require` encrypts
 * without checking the certificate (or checks it against `sslrootcert` when one is named);
 * `verify-full` checks the chain (against `sslrootcert`, a file path, when named) and the host
 * name. Without `sslmode`, nothing changes: no TLS, as before.
 * @example withLibpqSslModes('postgresql://u:p@db/x?sslmode=require') // '…?sslmode=require&uselibpqcompat=true'
 */
export function withLibpqSslModes(url: string): string {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  if (!params.has('sslmode') || params.has('uselibpqcompat')) return url;
  // Appended as text, not re-serialised through URL, so the rest of the string (a password's
  // escapes) reaches node-postgres byte for byte.
  return `${url}&uselibpqcompat=true`;
}
