import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingContext } from '../../../src/engine/planner/pricing-context';
import { buildVisualConcepts } from '../../../src/engine/planner/visuals/build-visual-concepts';
import { formArb, makeForm } from './arbitraries';

const decode = (url: string) => decodeURIComponent(url.slice(url.indexOf(',') + 1));
const visuals = (fields: Record<string, unknown>) => {
  const form = makeForm(fields);
  return buildVisualConcepts(form, pricingContext(form));
};

describe('buildVisualConcepts', () => {
  it.each([
    ['Riyadh', '2026-12-20', 'winter', /heaters/, /دفايات/],
    ['Jeddah', '2026-12-20', 'winter', /mild December evening/, /أمسية معتدلة/],
    ['Riyadh', '2027-04-10', 'spring', /mild April evening/, /ورد طبيعي/],
    ['Riyadh', '2027-07-10', 'winter', /air-conditioned hall/, /قاعة مكيّفة/],
    ['Jeddah', '2027-08-10', 'winter', /air-conditioned tents/, /خيام مكيّفة/],
    ['Abha', '2027-07-10', 'winter', /mild July evening/, /أمسية معتدلة/],
  ])(
    'suits every concept to the weather of %s on its date (%s), whatever the form’s season (%s) says',
    (location, eventDate, season, en, ar) => {
      for (const [language, text] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const concepts = visuals({ location, eventDate, season, language }).conceptDescriptions;
        expect(concepts.length).toBeGreaterThan(0);
        for (const concept of concepts) expect(concept.description).toMatch(text);
      }
    },
  );

  it('draws self-contained, well-formed SVG mood boards of a few KB', () => {
    fc.assert(
      fc.property(
        formArb.filter((form) => form.generateVisuals),
        (form) => {
          const result = buildVisualConcepts(form, pricingContext(form));
          expect(result.imageGenerationStatus).toBe('svg');
          expect(result.generatedImages.length).toBeGreaterThan(0);
          for (const image of result.generatedImages) {
            expect(image.url.startsWith('data:image/svg+xml')).toBe(true);
            const svg = decode(image.url);
            expect(svg).toMatch(/^<svg xmlns=['"]http:\/\/www\.w3\.org\/2000\/svg['"][^>]*><title>[^<]+<\/title>/);
            expect(svg.endsWith('</svg>')).toBe(true);
            expect(svg).not.toMatch(/href|url\(|<script|<image/);
            expect(image.url.length).toBeLessThan(12_000);
            expect(Object.keys(result.colorSchemes)).toContain(image.colorScheme);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('escapes the event name inside the SVG', () => {
    const [image] = visuals({ eventType: 'other', customEventType: 'Tom & Jerry <launch>' }).generatedImages;
    expect(decode(image?.url ?? '')).toContain('Tom &amp; Jerry &lt;launch&gt;');
  });

  it('draws the Sadu band and the region’s own motif only with cultural elements on', () => {
    const pathCount = (on: boolean) =>
      (
        decode(visuals({ visualPreferences: { culturalElements: on } }).generatedImages[0]?.url ?? '').match(
          /<path/g,
        ) ?? []
      ).length;
    expect(pathCount(true)).toBeGreaterThan(pathCount(false) + 20);
  });

  it('returns no images and status disabled when visuals are off', () => {
    const result = visuals({ generateVisuals: false });
    expect(result.generatedImages).toEqual([]);
    expect(result.imageGenerationStatus).toBe('disabled');
    expect(Object.keys(result.colorSchemes).length).toBeGreaterThan(0);
  });

  it('picks the Sadu palette for a traditional scheme and the Ramadan palette in Ramadan, named in both languages', () => {
    const result = visuals({ visualPreferences: { colorScheme: 'traditional' }, eventDate: '2026-03-01' });
    expect(Object.keys(result.colorSchemes)).toEqual(['sadu_weave', 'najdi_earth', 'ramadan_lantern']);
    expect(result.colorSchemes.sadu_weave?.name).toEqual({ en: 'Sadu Weave', ar: 'نسيج السدو' });
    expect(result.colorSchemes.sadu_weave?.colors).toEqual(['#9E1B1B', '#E07A1F', '#1C1C1C', '#F2EDE4', '#E3B23C']);
  });
});
