/**
 * `<ev-generator>`: the AI event generator view — a four-step wizard (Event Details; Services &
 * Menu; Visual Preferences; Analysis & Results) that calls `ultimate-ai-event-generator` and shows
 * the analysis: four price tiers with a cost chart, market analysis, venues, visual concepts,
 * savings and compliance, in English or Arabic.
 *
 * Visibility follows the page view on the bus: with an `<ev-home>` on the page the element hides
 * itself while the view is 'home' and shows (scrolled into view, focus on the step heading) when
 * it becomes 'generator'; alone on a page it is always shown. Its back-to-home button calls
 * `setView('home')`, which a host page can follow through the `ev-view-change` event.
 *
 * @attr api-url   Base URL of the functions (default: page config, else `${origin}/functions/v1`).
 * @attr anon-key  Public anon key sent as `apikey` and `Authorization: Bearer` (default: page config).
 * @attr lang      `en` | `ar`, used until the visitor picks a language (the saved choice wins);
 *                 changing it later switches the whole page through the bus.
 * @attr phone     Company phone as displayed (default '+966 11 234 5678'; kept for config symmetry).
 * @attr whatsapp  WhatsApp number for wa.me, digits (default '966501234567').
 *
 * @event ev-analysis-ready {analysis} — the full analysis (plain JSON, the function's answer) is
 *                          shown. Bubbles and is composed.
 *
 * @part section, heading, back, language, stepper, banner, panel, step-title, form, step, field,
 *       field-error, fieldset, choice, add-request, requests, nav, previous, next, generate,
 *       loading, progress, error-panel, back-to-edit, retry, results, result-section, tier,
 *       best-value, chart, venue, palette, concept, image, image-fallback, saving, actions,
 *       modify, whatsapp, new-analysis
 *
 * @cssproperty --ev-color-primary, --ev-color-primary-contrast, --ev-color-accent,
 *   --ev-color-accent-strong, --ev-color-accent-contrast, --ev-color-surface, --ev-color-surface-alt,
 *   --ev-color-text, --ev-color-text-muted, --ev-color-border, --ev-color-success,
 *   --ev-color-danger, --ev-color-warning, --ev-color-focus, --ev-font-family,
 *   --ev-font-family-arabic, --ev-font-family-heading, --ev-radius, --ev-radius-small,
 *   --ev-space-1 … --ev-space-8, --ev-shadow, --ev-transition
 */
import { createElement, useMemo } from 'react';
import { resolveConfig } from '../../src/shell/config';
import { defineWidget } from '../../src/shell/define-widget';
import formStyles from './css/form.css?inline';
import frameStyles from './css/generator.css?inline';
import resultStyles from './css/results.css?inline';
import statusStyles from './css/status.css?inline';
import tierStyles from './css/tiers.css?inline';
import { GeneratorView } from './generator-view';

export interface GeneratorElementProps {
  apiUrl?: string;
  anonKey?: string;
  lang?: string;
  phone?: string;
  whatsapp?: string;
}

function GeneratorElement({ apiUrl, anonKey, lang, phone, whatsapp }: GeneratorElementProps) {
  const config = useMemo(
    () => resolveConfig({ apiUrl, anonKey, phone, whatsapp, language: lang }),
    [apiUrl, anonKey, phone, whatsapp, lang],
  );
  return createElement(GeneratorView, { config });
}

export const EvGenerator = defineWidget('ev-generator', GeneratorElement, {
  props: { apiUrl: 'string', anonKey: 'string', lang: 'string', phone: 'string', whatsapp: 'string' },
  styles: [frameStyles, formStyles, statusStyles, resultStyles, tierStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'ev-generator': HTMLElement & GeneratorElementProps;
  }
}
