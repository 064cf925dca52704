import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLibpqSslModes } from '../../src/server/store/libpq-ssl-modes';
import { openPostgres } from '../../src/server/store/postgres-sql';
import { needs } from '../support/needs';
import { createScratchDatabase } from '../support/postgres';
import { encryptedConnections, postgresCertificate, postgresUrl } from '../support/postgres-tls';
import { startTestServer, validLead } from '../support/test-server';

describe('withLibpqSslModes', () => {
  it('asks node-postgres for libpq’s reading of sslmode, once, and leaves a URL without sslmode alone', () => {
    expect(withLibpqSslModes('postgresql://u:p%40ss@db:5432/x?sslmode=require')).toBe(
      'postgresql://u:p%40ss@db:5432/x?sslmode=require&uselibpqcompat=true',
    );
    expect(withLibpqSslModes('postgresql://u@db/x?sslmode=disable&uselibpqcompat=true')).toBe(
      'postgresql://u@db/x?sslmode=disable&uselibpqcompat=true',
    );
    expect(withLibpqSslModes('postgresql://u@db/x')).toBe('postgresql://u@db/x');
  });
});

/**
 * `sslmode` in DATABASE_URL against the PostgreSQL of DATABASE_URL with `ssl = on` (CI turns it
 * on with Debian's self-signed snakeoil certificate). Skipped without DATABASE_URL.
 */
describe('sslmode in DATABASE_URL, on Node', needs('PostgreSQL'), () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let certificate: Awaited<ReturnType<typeof postgresCertificate>>;
  const database = () => new URL(scratch?.url ?? '').pathname.slice(1);
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    certificate = await postgresCertificate();
  });
  afterAll(() => scratch?.drop());

  /** Opens a pool on `url`, says whether its connection is encrypted, closes it. */
  async function encrypted(url: string): Promise<boolean> {
    const sql = await openPostgres(url, { max: 1 });
    try {
      return (await sql.query<{ ssl: boolean }>('select ssl from pg_stat_ssl where pid = pg_backend_pid()'))[0]
        ?.ssl as boolean;
    } finally {
      await sql.close();
    }
  }

  it('stores a lead submitted through the Node server over sslmode=require, every connection encrypted', async () => {
    const server = await startTestServer({ DATABASE_URL: postgresUrl(scratch?.url ?? '', { sslmode: 'require' }) });
    try {
      const response = await server.call('submit-lead', validLead({ name: 'ليلى عبر TLS' }));
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await server.deps.store.leads.list()).map((lead) => lead.id)).toContain(id);
      const connections = await encryptedConnections(process.env.DATABASE_URL ?? '', database());
      expect(connections.length).toBeGreaterThan(0);
      expect(connections.every(Boolean)).toBe(true);
    } finally {
      await server.dispose();
    }
  });

  it('sslmode=disable connects in the clear', async () => {
    expect(await encrypted(postgresUrl(scratch?.url ?? '', { sslmode: 'disable' }))).toBe(false);
  });

  it('sslmode=verify-full refuses a certificate no CA it trusts signed (the self-signed one, no sslrootcert)', async () => {
    await expect(encrypted(postgresUrl(scratch?.url ?? '', { sslmode: 'verify-full' }))).rejects.toThrow(
      /self[- ]signed/i,
    );
  });

  it('sslmode=verify-full with the certificate as sslrootcert refuses a host name the certificate does not carry', async () => {
    const url = postgresUrl(
      scratch?.url ?? '',
      { sslmode: 'verify-full', sslrootcert: certificate.caFile },
      '127.0.0.1',
    );
    await expect(encrypted(url)).rejects.toThrow(/does not match|altnames/i);
  });

  it('sslmode=verify-full with the certificate as sslrootcert connects by the name it carries', async (context) => {
    if (!certificate.loopbackName) context.skip('the certificate names no host that leads to this machine');
    const url = postgresUrl(
      scratch?.url ?? '',
      { sslmode: 'verify-full', sslrootcert: certificate.caFile },
      certificate.loopbackName,
    );
    expect(await encrypted(url)).toBe(true);
  });
});
