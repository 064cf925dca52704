/**
 * `<ev-home>`: the company's whole Home view — header with section navigation, language
 * switch and a small-screen menu; hero; about; six services; the portfolio of past events; the
 * four-step process; the AI generator promo; the contact block of `<ev-contact>`; footer — in
 * English or Arabic (RTL).
 *
 * @attr page           Present (boolean attribute): the home view is this page (the company's own site): the header is
 *                      fixed across the screen and a language switch also sets `<html lang dir>` and the
 *                      body's rtl/ltr class. Without it the element is a guest: its header scrolls with
 *                      it and the host's document is never changed.
 * @attr anon-key       Public anon key for the contact form (default: page config).
 * @attr generator-url  Where the promo button goes when no `<ev-generator>` is on the page (default: page
 *                      config `generatorUrl`; without either the generator opens in place, its code
 *                      loaded on that first click).
 * @attr privacy-url  The company's privacy policy, linked where the element asks for contact details
 *                 (default: page config, else the functions server's built-in notice).
 *
 * @event ev-view-change    {view: 'generator'} — the promo button opened the generator (bus, on document).
 * @event ev-language-change {language} — the header switch changed the page language (bus, on document).
 * @event ev-lead-submitted {id, receivedAt, source: 'contact-form'} — from the contact section.
 *
 * @part home, header, logo, nav, nav-link, menu-button, language-toggle, hero, hero-title,
 *       hero-cta, scroll-cue, about, since, card, services, service, portfolio, project,
 *       project-figure, process, step, excellence, promo, promo-launch, footer, footer-link — plus
 *       the contact section's parts (see ev-contact)
 *
 * @cssproperty --ev-home-header-height  Height of the header (default 4rem).
 */
import { PRIVACY_PROP, type PrivacyProps } from '@shell/base/config-props';
import { defineElement } from '@shell/base/define-element';
import { carriedFirstScreen } from '@shell/first-view/first-screen';
import { HOME_STYLES } from './home-styles';
import { HOME_WIDGET } from './home-widget';

// `page` is read from the attribute itself (owns-page.ts, :host([page]) in the styles), so that
// the other elements on the page and the carried first screen see it too. Its view mounts as it
// arrives, replacing the first screen a page carries (dist/ev-home.first-screen.*.html).
export const EvHome = defineElement<PrivacyProps & { generatorUrl?: string; page?: string }>({
  tag: 'ev-home',
  props: { ...PRIVACY_PROP, generatorUrl: 'string', page: 'string' },
  styles: HOME_STYLES,
  firstView: carriedFirstScreen,
  view: HOME_WIDGET,
});
