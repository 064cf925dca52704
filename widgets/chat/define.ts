/**
 * `<ev-chat-layla>`: Layla, the bilingual event-planning assistant — a floating chat button with
 * a tooltip that opens a 500 × 384 px chat panel (full-screen on phones). The visitor picks
 * English or Arabic, talks about their event, and a captured lead is stored by the
 * natural-conversation function. The panel's code and styles load on the first open.
 *
 * @attr lang      `en` | `ar`: the page language for the button and tooltip until the visitor picks
 *                 one (the saved choice wins). The chat's own language is chosen inside the chat.
 * @attr position  `left` | `right` pins the button to that bottom corner; by default bottom right,
 *                 bottom left when the page is RTL.
 * @attr privacy-url  The company's privacy policy, linked where the element asks for contact details
 *                 (default: page config, else the functions server's built-in notice).
 *
 * @event ev-chat-open      {} — the panel opened. Bubbles and is composed, like all below.
 * @event ev-chat-close     {} — the panel closed (the conversation resets 0.3 s later).
 * @event ev-lead-captured  {leadInfo, conversationId} — Layla captured a lead (once per conversation).
 *
 * @part container, launcher, tooltip, panel, header, title, close, messages, message, message-user,
 *       message-bot, link, typing, language-choice, language-button, suggestions, suggestion,
 *       composer, input, send, privacy
 */
import { createElement } from 'react';
import { PRIVACY_PROP, type PrivacyProps } from '../../src/shell/config-props';
import { defineWidget } from '../../src/shell/define-widget';
import { ChatLauncher } from './chat-launcher';
import launcherStyles from './chat-launcher.css?inline';
import { ar } from './i18n/ar';
import { en } from './i18n/en';

export const EvChatLayla = defineWidget<PrivacyProps & { position?: string }>({
  tag: 'ev-chat-layla',
  messages: { en, ar },
  props: { ...PRIVACY_PROP, position: 'string' },
  styles: [launcherStyles],
  render: (config, { position }) => createElement(ChatLauncher, { config, position }),
});
