import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@shell/base/bus';
import { FUTURE_DAY, mountGenerator, realAnalysis } from './mount-generator';
import { resetPage } from '../../support/reset-page';
import { setUpWidgetTests } from '../../support/widget-tests';

const NAME = 'ultimate-ai-event-generator';
const test = setUpWidgetTests({ quiet: ['warn'] });

const hint = (root: ShadowRoot) => root.querySelector('.wizard-nav__hint')?.textContent;

describe('<ev-generator> step 1 hint and the tiers’ savings', () => {
  it('names what step 1 still needs, the missing description of "Other" included, in English and Arabic', async () => {
    const expected = {
      en: [
        'To continue, add the event type, the number of guests, the city, the date.',
        'To continue, add a description of your event.',
      ],
      ar: ['للمتابعة أضف: نوع المناسبة، عدد الضيوف، المدينة، التاريخ.', 'للمتابعة أضف: وصف مناسبتك.'],
    } as const;
    for (const language of ['en', 'ar'] as const) {
      setLanguage(language);
      const g = await mountGenerator();
      expect(hint(g.root)).toBe(expected[language][0]);
      await g.fillDetails({ eventType: 'other' });
      expect(g.next().disabled).toBe(true);
      expect(hint(g.root)).toBe(expected[language][1]);
      g.change('customEventType', 'Graduation party');
      expect(g.next().disabled).toBe(false);
      expect(hint(g.root)).toBeUndefined();
      resetPage();
    }
  });

  it('shows no "You save" line on a tier that saves nothing (Essential), and shows it where it saves, in English and Arabic', async () => {
    for (const language of ['en', 'ar'] as const) {
      setLanguage(language);
      const analysis = realAnalysis(language, { eventDate: FUTURE_DAY });
      expect(analysis.pricingAnalysis.tiers.basic.savings).toBe(0);
      test.server.answer(NAME, { status: 200, body: analysis });
      const g = await mountGenerator({ 'api-url': test.server.apiUrl, 'anon-key': 'k' });
      await g.generate();
      await waitFor(() => expect(g.root.querySelector('[data-tier="basic"]')).not.toBeNull(), { timeout: 4000 });
      const label = language === 'en' ? 'You save' : 'توفيرك';
      const facts = (tier: string) => g.root.querySelector(`[data-tier="${tier}"] .tier__facts`)?.textContent ?? '';
      expect(facts('basic')).not.toContain(label);
      expect(g.root.querySelector('[data-tier="basic"] .tier__facts [data-amount="0"]')).toBeNull();
      expect(facts('standard')).toContain(label);
      resetPage();
    }
  });
});
