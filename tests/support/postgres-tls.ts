import { X509Certificate } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import pg from 'pg';

/**
 * The certificate the PostgreSQL of DATABASE_URL serves (Debian's self-signed snakeoil one in CI,
 * so it is its own CA: the file to name as `sslrootcert`), and the name in it to connect by for
 * `verify-full`, when that name leads to this machine's loopback (undefined otherwise).
 */
export async function postgresCertificate(): Promise<{ caFile: string; loopbackName: string | undefined }> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ ssl_cert_file: string }>('show ssl_cert_file').finally(() => client.end());
  const caFile = rows[0]?.ssl_cert_file ?? '';
  const certificate = new X509Certificate(await readFile(caFile));
  const names = (certificate.subjectAltName ?? '').split(', ').flatMap((entry) => entry.match(/^DNS:(.+)$/)?.[1] ?? []);
  for (const name of names) {
    const { address } = await lookup(name).catch(() => ({ address: '' }));
    if (address.startsWith('127.') || address === '::1') return { caFile, loopbackName: name };
  }
  return { caFile, loopbackName: undefined };
}

/** `url` with query parameters added (sslmode, sslrootcert…) and, if given, another host. */
export function postgresUrl(url: string, params: Record<string, string>, host?: string): string {
  const result = new URL(url);
  if (host) result.hostname = host;
  for (const [key, value] of Object.entries(params)) result.searchParams.set(key, value);
  return result.toString();
}

/**
 * Whether each connection other than the caller's to `database` is encrypted: one entry per
 * connection, so `[]` means nobody is connected and `[true, true]` two encrypted pools' clients.
 */
export async function encryptedConnections(adminUrl: string, database: string): Promise<boolean[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ssl: boolean }>(
      `select s.ssl from pg_stat_activity a join pg_stat_ssl s using (pid)
       where a.datname = $1 and a.pid <> pg_backend_pid() order by a.pid`,
      [database],
    );
    return rows.map((row) => row.ssl);
  } finally {
    await client.end();
  }
}
