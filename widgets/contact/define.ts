/**
 * `<ev-contact>`: the company's contact block — phone, location, why choose us, the contact form
 * that records a lead, and a WhatsApp link with prefilled text — in English or Arabic.
 *
 * @attr privacy-url  The company's privacy policy, linked where the element asks for contact details
 *                 (default: page config, else the functions server's built-in notice).
 *
 * @event ev-lead-submitted {id, receivedAt, source: 'contact-form'} — the lead was recorded.
 *                          Bubbles and is composed.
 *
 * @part section, heading, info, phone, location, reasons, promise, whatsapp, form, field,
 *       field-error, submit, spinner, status, error, privacy
 */
import views from 'ev-first-view:contact';
import { PRIVACY_PROP, type PrivacyProps } from '@shell/base/config-props';
import { defineElement } from '@shell/base/define-element';
import { prerenderedView } from '@shell/first-view/prerendered-view';
import buttons from '@shell/first-view/buttons.css?inline';
import container from '@shell/first-view/inline-size-container.css?inline';

// Drawn from its build-time first view; React and the form load on intent or when the browser is idle.
export const EvContact = defineElement<PrivacyProps>({
  tag: 'ev-contact',
  props: PRIVACY_PROP,
  styles: [container, buttons],
  firstView: prerenderedView(views, { shows: ['phone', 'whatsapp'] }),
  view: () => import('./contact-widget').then((module) => module.CONTACT_WIDGET),
});
