import { describe, expect, it } from 'vitest';
import { startSite } from '../support/site';

/** Issue 36: the home at its Arabic address, rendered in Arabic by the server, and its inline script allowed by hash. */
describe('the demo home in each language', () => {
  it('serves /ar/ in Arabic with canonical and hreflang links, and / in English with the same alternates', async () => {
    const site = await startSite();
    try {
      const arabic = await (await fetch(`${site.url}/ar/`)).text();
      expect(arabic).toContain('<html lang="ar" dir="rtl">');
      expect(arabic).toContain('<body class="rtl site">');
      expect(arabic).toMatch(/<title [^>]*>فعاليات السعودية · تنظيم الفعاليات في المملكة منذ 2010<\/title>/);
      expect(arabic).toMatch(/\scontent="فعاليات السعودية تخطط وتنفذ/);
      expect(arabic).toContain(`<link rel="canonical" href="${site.url}/ar/" />`);
      expect(arabic).toContain(`<link rel="alternate" hreflang="en" href="${site.url}/" />`);
      expect(arabic).toContain(`<link rel="alternate" hreflang="ar" href="${site.url}/ar/" />`);
      expect(arabic).toContain('data-ev-first-screen="ar"');
      const english = await fetch(`${site.url}/`);
      const html = await english.text();
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain(`<link rel="canonical" href="${site.url}/" />`);
      expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${site.url}/ar/" />`);
      // The snippet that applies the saved language runs under the page's strict policy by its hash alone.
      const policy = english.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
      expect(policy).not.toContain('unsafe-inline');
      expect((await fetch(`${site.url}/ar/nothing-here`)).status).toBe(404);
    } finally {
      await site.dispose();
    }
  });

  it('names the configured SITE_ORIGIN in its links, whatever Host the request wrote', async () => {
    const site = await startSite({ SITE_ORIGIN: 'https://events.example' });
    try {
      const arabic = await (await fetch(`${site.url}/ar/`, { headers: { host: 'evil.example' } })).text();
      expect(arabic).toContain('<link rel="canonical" href="https://events.example/ar/" />');
      expect(arabic).toContain('<link rel="alternate" hreflang="en" href="https://events.example/" />');
      expect(arabic).not.toContain('evil.example');
    } finally {
      await site.dispose();
    }
  });
});
