import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRIVACY_PAGE_CSP, privacyPage } from '../../../src/server/privacy/privacy-page';
import { companyFacts } from '../../../src/saudi';

const company = companyFacts({ phone: '+966 11 555 0000', email: 'privacy@company.sa' });

describe('the built-in privacy notice', () => {
  it('states in English what is kept, for how long, who else handles it and how to ask', () => {
    const html = privacyPage('en', { retentionDays: 180, fullRequestMetaHours: 24, llm: false }, company);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('180 days after you sent them');
    expect(html).toContain('kept in full for 24 hours');
    expect(html).toContain('Personal Data Protection Law');
    expect(html).toContain('href="mailto:privacy@company.sa"');
    expect(html).toContain('href="tel:+966115550000"');
    expect(html).toContain('href="?lang=ar" hreflang="ar" lang="ar"');
    expect(html).not.toContain('artificial-intelligence');
  });

  it('states it in Arabic, right to left, with the Arabic count forms, and names the AI service when one writes replies', () => {
    const html = privacyPage('ar', { retentionDays: 365, fullRequestMetaHours: 24, llm: true }, company);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('بعد 365 يومًا من إرسالها');
    expect(html).toContain('لمدة 24 ساعة');
    expect(html).toContain('خدمة ذكاء اصطناعي');
    expect(privacyPage('ar', { retentionDays: 7, fullRequestMetaHours: 24, llm: false }, company)).toContain(
      'بعد 7 أيام',
    );
    expect(privacyPage('ar', { retentionDays: 2, fullRequestMetaHours: 24, llm: false }, company)).toContain(
      'بعد يومين',
    );
  });

  it('allows exactly its own inline style and nothing else', () => {
    const html = privacyPage('en', { retentionDays: 365, fullRequestMetaHours: 24, llm: false }, company);
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(PRIVACY_PAGE_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(PRIVACY_PAGE_CSP).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes the configured company details', () => {
    const html = privacyPage(
      'en',
      { retentionDays: 365, fullRequestMetaHours: 24, llm: false },
      companyFacts({ email: 'a"><script>@x.sa' }),
    );
    expect(html).not.toContain('"><script>');
  });
});
