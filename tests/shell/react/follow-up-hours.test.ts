import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Messages } from '@shell/react/create-i18n';
import { ar as chatAr } from '../../../widgets/chat/i18n/ar';
import { en as chatEn } from '../../../widgets/chat/i18n/en';
import { ar as contactAr } from '../../../widgets/contact/i18n/ar';
import { en as contactEn } from '../../../widgets/contact/i18n/en';
import { ar as generatorAr } from '../../../widgets/generator/i18n/ar';
import { en as generatorEn } from '../../../widgets/generator/i18n/en';
import { ar as homeAr } from '../../../widgets/home/i18n/ar';
import { en as homeEn } from '../../../widgets/home/i18n/en';

const WIDGETS = [
  { en: chatEn, ar: chatAr },
  { en: contactEn, ar: contactAr },
  { en: generatorEn, ar: generatorAr },
  { en: homeEn, ar: homeAr },
];
const PROMISES = ['contact.followUp', 'contact.form.success', 'chat.thanks', 'chat.thanksNamed'];

// The setting changed to 48: every copy must follow it.
vi.mock('@saudi/company-facts', async (original) => ({
  ...(await original<typeof import('@saudi/company-facts')>()),
  FOLLOW_UP_HOURS: 48,
}));

function texts(messages: Messages): string[] {
  return Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

describe('the follow-up promise', () => {
  it('is written as a number of hours in no widget copy: every copy takes {followUpHours}', () => {
    for (const widget of WIDGETS) {
      for (const text of [...texts(widget.en), ...texts(widget.ar)]) {
        expect(text).not.toMatch(/\d+\s*(?:hours?|ساعة|ساعات)/);
      }
    }
  });

  it('reads FOLLOW_UP_HOURS in both languages, so changing the setting changes every copy', () => {
    const i18n = { en: createI18n({ en: chatEn, ar: chatAr }, 'en'), ar: createI18n({ en: chatEn, ar: chatAr }, 'ar') };
    expect(i18n.en.t('chat.thanksNamed', { name: 'Sara' })).toContain('Thank you, Sara! ');
    const contact = {
      en: createI18n({ en: contactEn, ar: contactAr }, 'en'),
      ar: createI18n({ en: contactEn, ar: contactAr }, 'ar'),
    };
    for (const key of PROMISES) {
      const widget = key.startsWith('chat.') ? i18n : contact;
      expect(widget.en.t(key, { name: 'Sara' })).toContain('within 48 hours');
      expect(widget.ar.t(key, { name: 'Sara' })).toContain('خلال 48 ساعة');
    }
  });
});
