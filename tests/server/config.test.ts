import { describe, expect, it } from 'vitest';
import { ConfigError, checkSiteOrigins, DEV_ANON_KEY, DEV_SERVICE_KEY, loadConfig } from '../../src/server/config';

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

  it('refuses, in production, a service key equal to the anon key or shorter than 24 characters', () => {
    const key = 'k3y-0f-thirty-characters-xyzwq';
    expect(() => loadConfig({ NODE_ENV: 'production', EV_ANON_KEY: key, EV_SERVICE_KEY: key })).toThrow(
      /EV_SERVICE_KEY: must differ from EV_ANON_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', EV_ANON_KEY: 'abcdefghij0123456789', EV_SERVICE_KEY: key }),
    ).toThrow(/EV_ANON_KEY: must be at least 24 characters in production/);
    const anon = 'abcdefghij0123456789ABCD';
    expect(loadConfig({ NODE_ENV: 'production', EV_ANON_KEY: anon, EV_SERVICE_KEY: key }).serviceKey).toBe(key);
  });

  it('refuses, in production, a long key of few different characters', () => {
    const key = 'k3y-0f-thirty-characters-xyzwq';
    for (const weak of ['a'.repeat(24), 'abcabcabcabcabcabcabcabc', '0123456780123456780123456']) {
      expect(() => loadConfig({ NODE_ENV: 'production', EV_ANON_KEY: weak, EV_SERVICE_KEY: key })).toThrow(
        /EV_ANON_KEY: must hold at least 10 different characters in production/,
      );
    }
  });

  it('counts a trusted proxy in front as a server others reach: the published keys are refused', () => {
    expect(() => loadConfig({ HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' })).toThrow(
      /EV_SERVICE_KEY: must be set to a secret of your own when TRUST_PROXY puts a proxy in front of the server/,
    );
    expect(() =>
      loadConfig({ TRUST_PROXY: 'true', EV_ANON_KEY: 'a'.repeat(24), EV_SERVICE_KEY: DEV_SERVICE_KEY }),
    ).toThrow(/EV_SERVICE_KEY: must be set to a secret of your own/);
    expect(loadConfig({ TRUST_PROXY: 'false' }).serviceKey).toBe(DEV_SERVICE_KEY);
  });

  it('reads SITE_ORIGIN as origins, and requires it or ALLOWED_ORIGINS of a production server', () => {
    expect(loadConfig({ SITE_ORIGIN: 'https://events.example/, https://www.events.example:8443' }).siteOrigins).toEqual(
      ['https://events.example', 'https://www.events.example:8443'],
    );
    expect(() => loadConfig({ SITE_ORIGIN: 'https://events.example/path' })).toThrow(
      /SITE_ORIGIN: "https:\/\/events\.example\/path" is not an origin/,
    );
    expect(() => loadConfig({ SITE_ORIGIN: '*' })).toThrow(/SITE_ORIGIN/);
    const keys = {
      NODE_ENV: 'production',
      EV_ANON_KEY: 'abcdefghij0123456789ABCD',
      EV_SERVICE_KEY: 'k3y-0f-thirty-characters-xyzwq',
    };
    expect(() => checkSiteOrigins(loadConfig(keys))).toThrow(/SITE_ORIGIN: is required in production/);
    expect(() => checkSiteOrigins(loadConfig({ ...keys, SITE_ORIGIN: 'https://events.example' }))).not.toThrow();
    expect(() => checkSiteOrigins(loadConfig({ ...keys, ALLOWED_ORIGINS: 'https://partner.example' }))).not.toThrow();
    expect(() => checkSiteOrigins(loadConfig({}))).not.toThrow();
  });

  it('never lets the published example keys guard a server listening beyond loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/EV_ANON_KEY: must be set to a secret of your own/);
    expect(() => loadConfig({ HOST: '0.0.0.0', EV_ANON_KEY: 'a'.repeat(24), EV_SERVICE_KEY: DEV_SERVICE_KEY })).toThrow(
      /EV_SERVICE_KEY: must be set to a secret of your own when HOST \(0\.0\.0\.0\)/,
    );
    expect(loadConfig({ HOST: '::1' }).serviceKey).toBe(DEV_SERVICE_KEY);
    expect(loadConfig({ HOST: '0.0.0.0', EV_ANON_KEY: 'a'.repeat(24), EV_SERVICE_KEY: 's'.repeat(24) }).host).toBe(
      '0.0.0.0',
    );
  });

  it('splits ALLOWED_ORIGINS and drops trailing slashes', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://a.example/, https://b.example' }).allowedOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it("takes the company's contact details from COMPANY_PHONE, COMPANY_WHATSAPP and COMPANY_EMAIL", () => {
    expect(loadConfig({}).company).toMatchObject({ phone: '+966 11 234 5678', whatsapp: '966501234567' });
    const company = loadConfig({
      COMPANY_PHONE: ' +966 12 555 0000 ',
      COMPANY_WHATSAPP: '+966 55 555 0000',
      COMPANY_EMAIL: 'events@company.example',
    }).company;
    expect(company).toMatchObject({
      phone: '+966 12 555 0000',
      whatsapp: '+966 55 555 0000',
      email: 'events@company.example',
      followUpHours: 24,
    });
  });

  it('reads the cities served from COMPANY_CITIES in any spelling, and refuses a place it does not know', () => {
    expect(loadConfig({}).company.cities).toEqual(expect.arrayContaining(['AlUla', 'NEOM']));
    expect(loadConfig({ COMPANY_CITIES: 'Riyadh, jeddah ,العلا، NEOM' }).company.cities).toEqual([
      'Riyadh',
      'Jeddah',
      'AlUla',
      'NEOM',
    ]);
    expect(() => loadConfig({ COMPANY_CITIES: 'Riyadh, Paris' })).toThrow(
      /COMPANY_CITIES: "Paris" is not a city we know/,
    );
  });

  it('refuses company details that are not a phone number or an email, naming each', () => {
    expect(() =>
      loadConfig({ COMPANY_PHONE: 'ask reception', COMPANY_WHATSAPP: '1'.repeat(40), COMPANY_EMAIL: 'events' }),
    ).toThrow(
      /COMPANY_PHONE: must be a phone number[\s\S]*COMPANY_WHATSAPP: must be at most 32[\s\S]*COMPANY_EMAIL: must be an email/,
    );
  });
});
