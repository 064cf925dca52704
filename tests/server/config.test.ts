import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ANON_KEY, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8787, dataDir: './data', anonKey: DEV_ANON_KEY, databaseUrl: undefined });
  });

  it('lists every bad variable in one readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ALLOWED_ORIGINS: 'not a url' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ALLOWED_ORIGINS: 'not a url' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/DATABASE_URL:/);
      expect(message).toMatch(/ALLOWED_ORIGINS/);
    }
  });

  it('requires real keys in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/EV_ANON_KEY: is required in production/);
  });

  it('splits ALLOWED_ORIGINS and drops trailing slashes', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example/, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
