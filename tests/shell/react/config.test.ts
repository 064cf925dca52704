import { describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '@shell/react/config';

function pageConfig(json: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'ev-config';
  script.textContent = json;
  document.head.append(script);
}

describe('resolveConfig', () => {
  it('uses the local defaults when the page sets nothing', () => {
    expect(resolveConfig()).toEqual({
      apiUrl: `${location.origin}/functions/v1`,
      anonKey: 'ev-local-anon-key',
      phone: '+966 11 234 5678',
      whatsapp: '966501234567',
      hostContact: {},
    });
  });

  it('reads the page-wide JSON config element, resolving a relative apiUrl against the page', () => {
    pageConfig('{"apiUrl":"/api/fn/","anonKey":"page-key","language":"ar","whatsapp":"+966 55 000 1111"}');
    expect(resolveConfig()).toMatchObject({
      apiUrl: `${location.origin}/api/fn`,
      anonKey: 'page-key',
      language: 'ar',
      whatsapp: '+966 55 000 1111',
    });
  });

  it('lets window.evConfig override the JSON element and element attributes override both', () => {
    pageConfig('{"anonKey":"from-json","phone":"+966 11 000 0000"}');
    window.evConfig = { anonKey: 'from-window' };
    expect(resolveConfig().anonKey).toBe('from-window');
    expect(resolveConfig({ anonKey: 'from-attribute', phone: '' })).toMatchObject({
      anonKey: 'from-attribute',
      phone: '+966 11 000 0000',
    });
  });

  it('ignores broken JSON and a language other than en or ar', () => {
    pageConfig('{not json');
    expect(resolveConfig().anonKey).toBe('ev-local-anon-key');
    expect(resolveConfig({ language: 'fr' }).language).toBeUndefined();
  });

  it('reports the contact details the host set, and only those, for Layla to state', () => {
    pageConfig('{"phone":"+966 12 000 0000","whatsapp":"055 000 1111","email":"team@events.example"}');
    expect(resolveConfig().hostContact).toEqual({
      phone: '+966 12 000 0000',
      whatsapp: '055 000 1111',
      email: 'team@events.example',
    });
    expect(resolveConfig({ phone: '+966 13 222 2222' }).hostContact.phone).toBe('+966 13 222 2222');
    expect(resolveConfig({ phone: '+966 13 222 2222' }).phone).toBe('+966 13 222 2222');
  });

  it('shows a contact detail the contract would refuse but does not send it, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageConfig('{"phone":"call our office","email":"not an email"}');
    const config = resolveConfig();
    expect(config.phone).toBe('call our office');
    expect(config.hostContact).toEqual({});
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
