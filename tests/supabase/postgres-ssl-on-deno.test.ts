import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdgeFunctions } from '../support/edge-functions';
import { encryptedConnections, postgresCertificate, postgresUrl } from '../support/postgres-tls';
import { type SupabaseDatabase, createSupabaseDatabase } from '../support/supabase-database';
import { needs } from '../support/needs';
import { ANON_KEY, validLead } from '../support/test-server';

/**
 * `sslmode=verify-full` with a CA file in SUPABASE_DB_URL, honoured by the submit-lead Edge
 * Function on Deno as uploaded (sslmode=require runs under the whole contract suite, in
 * functions-on-deno.test.ts). Needs DATABASE_URL on a PostgreSQL with `ssl = on`.
 */
describe('sslmode=verify-full in SUPABASE_DB_URL, on Deno', needs('PostgreSQL'), () => {
  let database: SupabaseDatabase;
  let certificate: Awaited<ReturnType<typeof postgresCertificate>>;
  beforeAll(async () => {
    database = (await createSupabaseDatabase()) as SupabaseDatabase;
    certificate = await postgresCertificate();
  });
  afterAll(() => database?.drop());

  /** Starts submit-lead on `databaseUrl`, submits one lead, and says how that went. */
  async function submitOver(databaseUrl: string) {
    const edge = await startEdgeFunctions({ SUPABASE_DB_URL: databaseUrl }, ['submit-lead']);
    try {
      const response = await fetch(`${edge.functionsUrl}/submit-lead`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: ANON_KEY },
        body: JSON.stringify(validLead({ name: 'Verified Over TLS' })),
      });
      const name = new URL(database.url).pathname.slice(1);
      return {
        status: response.status,
        body: await response.json(),
        encrypted: await encryptedConnections(process.env.DATABASE_URL ?? '', name),
      };
    } finally {
      await edge.close();
    }
  }

  it('connects by the name the server’s certificate carries, checked against that certificate', async (context) => {
    if (!certificate.loopbackName) context.skip('the certificate names no host that leads to this machine');
    const url = postgresUrl(
      database.url,
      { sslmode: 'verify-full', sslrootcert: certificate.caFile },
      certificate.loopbackName,
    );
    const { status, encrypted } = await submitOver(url);
    expect(status).toBe(201);
    expect(encrypted.length).toBeGreaterThan(0);
    expect(encrypted.every(Boolean)).toBe(true);
  });

  it('refuses a host name the certificate does not carry: the function cannot start and says so', async () => {
    const url = postgresUrl(database.url, { sslmode: 'verify-full', sslrootcert: certificate.caFile }, '127.0.0.1');
    const { status, body } = await submitOver(url);
    expect(status).toBe(500);
    expect(body).toEqual({
      error: { code: 'internal_error', message: 'This function cannot start; its logs say why' },
    });
  });
});
