/**
 * `<ev-chat-layla>`: Layla, the bilingual event-planning assistant — a floating chat button with
 * a tooltip that opens a 500 × 384 px chat panel (full-screen on phones). The visitor picks
 * English or Arabic, talks about their event, and a captured lead is stored by the
 * natural-conversation function. Until a visitor shows interest, the page gets only the button (a
 * facade, a few KB, no React): React and the chat load on pointer over or focus on the button,
 * on a click (the loading panel shows at once and the chat opens when ready) or on `open()`.
 *
 * @attr lang      `en` | `ar`: the page language for the button and tooltip until the visitor picks
 *                 one (the saved choice wins). The chat's own language is chosen inside the chat.
 * @attr position  `left` | `right` pins the button to that bottom corner; by default bottom right,
 *                 bottom left when the page is RTL.
 * @attr privacy-url  The company's privacy policy, linked where the element asks for contact details
 *                 (default: page config, else the functions server's built-in notice).
 * @attr preload   `idle` loads the chat once the page has loaded and the browser is idle, so the
 *                 first open needs no network; by default it loads only on the visitor's intent.
 *
 * @event ev-chat-open      {} — the panel opened. Bubbles and is composed, like all below.
 * @event ev-chat-close     {} — the panel closed (the conversation resets 0.3 s later).
 * @event ev-lead-captured  {leadInfo, conversationId} — Layla captured a lead (once per conversation).
 *
 * @part container, launcher, tooltip, panel, header, title, close, messages, message, message-user,
 *       message-bot, link, typing, language-choice, language-button, suggestions, suggestion,
 *       composer, input, send, privacy
 */
import { PRIVACY_PROP, type PrivacyProps } from '@shell/base/config-props';
import { defineElement } from '@shell/base/define-element';
import loadErrorStyles from '@shell/base/load-error.css?inline';
import type { MountedChat } from './chat-app';
import launcherStyles from './chat-launcher.css?inline';
import { type ChatLauncher, launcherFirstView } from './launcher';

// Its first view is the launcher, drawn without React; the chat loads on the visitor's intent.
export const EvChatLayla = defineElement<
  PrivacyProps & { position?: string; preload?: string },
  ChatLauncher,
  MountedChat
>({
  tag: 'ev-chat-layla',
  props: { ...PRIVACY_PROP, position: 'string', preload: 'string' },
  styles: [launcherStyles, loadErrorStyles],
  firstView: launcherFirstView,
  view: () => import('./chat-app').then((module) => module.CHAT_APP),
  methods: ['open'],
});
