import { describe, expect, it } from 'vitest';
import { denoEnv, PROJECT_DENO_DIR } from '../../scripts/deno';

describe('denoEnv', () => {
  it('gives Deno the project’s cache and the system’s certificate store, and nothing else of the environment', () => {
    const env = denoEnv({}, { PATH: '/usr/bin', HOME: '/root', DATABASE_URL: 'postgresql://secret', AWS_SECRET: 'x' });
    expect(env).toEqual({
      PATH: '/usr/bin',
      HOME: '/root',
      NO_COLOR: '1',
      DENO_DIR: PROJECT_DENO_DIR,
      DENO_TLS_CA_STORE: 'system,mozilla',
    });
  });

  it('takes the cache from EV_DENO_DIR and a CA file from NODE_EXTRA_CA_CERTS or SSL_CERT_FILE', () => {
    const env = denoEnv(
      { LOG_LEVEL: 'warn' },
      { EV_DENO_DIR: '/tmp/deno-here', SSL_CERT_FILE: '/etc/ssl/certs/ca-certificates.crt' },
    );
    expect(env.DENO_DIR).toBe('/tmp/deno-here');
    expect(env.DENO_CERT).toBe('/etc/ssl/certs/ca-certificates.crt');
    expect(env.LOG_LEVEL).toBe('warn');
  });

  it('names no CA file that is not there', () => {
    expect(denoEnv({}, { NODE_EXTRA_CA_CERTS: '/nowhere/ca.pem' }).DENO_CERT).toBeUndefined();
  });
});
