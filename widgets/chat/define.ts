/**
 * `<ev-chat-layla>`: Layla, the bilingual event-planning assistant — a floating chat button with
 * a tooltip that opens a 500 × 384 px chat panel (full-screen on phones). The visitor picks
 * English or Arabic, talks about their event, and a captured lead is stored by the
 * natural-conversation function. The panel's code loads on the first open.
 *
 * @attr api-url   Base URL of the functions (default: page config, else `${origin}/functions/v1`).
 * @attr anon-key  Public anon key sent as `apikey` and `Authorization: Bearer` (default: page config).
 * @attr lang      `en` | `ar`: the page language for the button and tooltip until the visitor picks
 *                 one (the saved choice wins). The chat's own language is chosen inside the chat.
 * @attr phone     Company phone as displayed (default '+966 11 234 5678').
 * @attr whatsapp  WhatsApp number for wa.me, digits (default '966501234567').
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
 *
 * @cssproperty --ev-chat-z-index  Stacking level of the button and panel (default 2147483000).
 * @cssproperty --ev-color-primary, --ev-color-primary-contrast, --ev-color-accent,
 *   --ev-color-accent-strong, --ev-color-accent-contrast, --ev-color-surface, --ev-color-surface-alt,
 *   --ev-color-text, --ev-color-text-muted, --ev-color-border, --ev-color-focus, --ev-font-family,
 *   --ev-font-family-arabic, --ev-radius, --ev-radius-small, --ev-space-1 … --ev-space-6,
 *   --ev-shadow, --ev-transition
 */
import { createElement, useMemo } from 'react';
import { resolveConfig } from '../../src/shell/config';
import { defineWidget } from '../../src/shell/define-widget';
import { ChatLauncher } from './chat-launcher';
import launcherStyles from './chat-launcher.css?inline';
import controlStyles from './chat-controls.css?inline';
import panelStyles from './chat-panel.css?inline';

export interface ChatElementProps {
  apiUrl?: string;
  anonKey?: string;
  lang?: string;
  phone?: string;
  whatsapp?: string;
  position?: string;
  privacyUrl?: string;
}

function ChatElement({ apiUrl, anonKey, lang, phone, whatsapp, position, privacyUrl }: ChatElementProps) {
  const config = useMemo(
    () => resolveConfig({ apiUrl, anonKey, phone, whatsapp, privacyUrl, language: lang }),
    [apiUrl, anonKey, phone, whatsapp, privacyUrl, lang],
  );
  return createElement(ChatLauncher, { config, position });
}

export const EvChatLayla = defineWidget('ev-chat-layla', ChatElement, {
  props: {
    apiUrl: 'string',
    anonKey: 'string',
    lang: 'string',
    phone: 'string',
    whatsapp: 'string',
    position: 'string',
    privacyUrl: 'string',
  },
  styles: [launcherStyles, panelStyles, controlStyles],
});

declare global {
  interface HTMLElementTagNameMap {
    'ev-chat-layla': HTMLElement & ChatElementProps;
  }
}
