/**
 * `<ev-generator>`: the AI event generator view — a four-step wizard (Event Details; Services &
 * Menu; Visual Preferences; Analysis & Results) that calls `ultimate-ai-event-generator` and shows
 * the analysis: four price tiers with a cost chart, market analysis, venues, visual concepts,
 * savings and compliance, in English or Arabic.
 *
 * Visibility follows the page view on the bus: with an `<ev-home>` on the page the element hides
 * itself while the view is 'home' and shows (scrolled into view, focus on the step heading) when
 * it becomes 'generator'; alone on a page it is always shown. "Back to home" shows only where
 * there is a home: with an `<ev-home>` on the page it calls `setView('home')` (a host page can
 * follow it through the `ev-view-change` event); alone, it is a link to `home-url`.
 *
 * Beyond the spec's three result actions (modify, WhatsApp, new analysis), the results offer two
 * ways to keep and share the plan: "Print or save as PDF" (a print layout: the company's name,
 * phone and the day of the analysis on top, every section open, one a page, no controls) and
 * "Email me this plan" (submit-lead with source 'generator': the server plans again from the form
 * and emails the plan to the visitor, and the lead with the plan attached to the team).
 *
 * @attr home-url  Where "Back to home" leads when no `<ev-home>` is on the page (default: page
 *                 config `homeUrl`; without either there is no back control).
 * @attr phone     Company phone as displayed (default '+966 11 234 5678'), offered when the server
 *                 is out of reach and printed on the plan.
 * @attr privacy-url  The company's privacy policy, linked where the element asks for contact details
 *                 (default: page config, else the functions server's built-in notice).
 *
 * @event ev-analysis-ready {analysis} — the full analysis (plain JSON, the function's answer) is
 *                          shown. Bubbles and is composed.
 * @event ev-lead-submitted {id, receivedAt, source: 'generator'} — the plan was emailed and the
 *                          lead recorded. Bubbles and is composed.
 *
 * @part section, heading, back, language, stepper, banner, panel, step-title, form, step, field,
 *       field-error, fieldset, choice, add-request, requests, nav, previous, next, generate,
 *       loading, progress, error-panel, back-to-edit, retry, results, result-section, tier,
 *       best-value, chart, venue, palette, concept, image, image-fallback, saving, method, actions,
 *       modify, print, email, whatsapp, new-analysis, email-form, email-send, email-sent, privacy,
 *       print-header
 */
import views from 'ev-first-view:generator';
import { PRIVACY_PROP, type PrivacyProps } from '@shell/base/config-props';
import { defineElement } from '@shell/base/define-element';
import { prerenderedView } from '@shell/first-view/prerendered-view';
import buttons from '@shell/first-view/buttons.css?inline';
import container from '@shell/first-view/inline-size-container.css?inline';
import { pageUrl } from '@shell/first-view/page-url';
import { seasonOfMonth } from '@saudi/season-of';
import { getView, onViewChange } from '@shell/first-view/view-bus';
import formStyles from './css/form.css?inline';
import frameStyles from './css/generator.css?inline';
import statusStyles from './css/status.css?inline';
import { hiddenByView } from './hidden-by-view';

// Drawn from its build-time first view (the wizard's first step); React and the wizard load on
// intent (pointer over it, focus in it, a click on a control) or when the browser is idle.
export const EvGenerator = defineElement<{ homeUrl?: string } & PrivacyProps>({
  tag: 'ev-generator',
  props: { homeUrl: 'string', ...PRIVACY_PROP },
  styles: [container, buttons, frameStyles, formStyles, statusStyles],
  firstView: prerenderedView(views, {
    // The first view has no back control: a page with a home to go back to gets the React view at once.
    drawable: (host) =>
      !document.querySelector('ev-home') && !pageUrl(host.getAttribute('home-url') ?? undefined, 'homeUrl'),
    // The build drew its own month's season; the visitor's today decides it, as a default (not a choice).
    prepare: (view) => {
      const season = seasonOfMonth(new Date().getMonth() + 1);
      for (const radio of view.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
        if (['winter', 'spring', 'summer', 'autumn'].includes(radio.value))
          radio.defaultChecked = radio.value === season;
      }
    },
    visibility: { shown: () => !hiddenByView(getView()), follow: onViewChange },
  }),
  view: () => import('./generator-widget').then((module) => module.GENERATOR_WIDGET),
});
