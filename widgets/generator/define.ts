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
 * @attr phone     Company phone as displayed (default '+966 11 234 5678'; kept for config symmetry).
 *
 * @event ev-analysis-ready {analysis} — the full analysis (plain JSON, the function's answer) is
 *                          shown. Bubbles and is composed.
 *
 * @part section, heading, back, language, stepper, banner, panel, step-title, form, step, field,
 *       field-error, fieldset, choice, add-request, requests, nav, previous, next, generate,
 *       loading, progress, error-panel, back-to-edit, retry, results, result-section, tier,
 *       best-value, chart, venue, palette, concept, image, image-fallback, saving, actions,
 *       modify, whatsapp, new-analysis
 */
import views from 'ev-first-view:generator';
import { defineFirstViewWidget } from '../../src/shell/define-first-view-widget';
import buttons from '../../src/shell/buttons.css?inline';
import container from '../../src/shell/inline-size-container.css?inline';
import { getView, onViewChange } from '../../src/shell/view-bus';
import formStyles from './css/form.css?inline';
import frameStyles from './css/generator.css?inline';
import statusStyles from './css/status.css?inline';
import { hiddenByView } from './hidden-by-view';

// Drawn from its build-time first view (the wizard's first step); React and the wizard load on
// intent (pointer over it, focus in it, a click on a control) or when the browser is idle.
export const EvGenerator = defineFirstViewWidget({
  tag: 'ev-generator',
  styles: [container, buttons, frameStyles, formStyles, statusStyles],
  firstViews: views,
  visibility: { shown: () => !hiddenByView(getView()), follow: onViewChange },
  load: () => import('./generator-widget').then((module) => module.GENERATOR_WIDGET),
});
