// Not a test file: `npm run typecheck` compiles it, and it fails to compile when the event
// details in the consumer types (types/events.d.ts) drift from what the widgets emit (EvEvents).
import type { EvEventDetails } from '../../../types/events';
import type { EvEvents } from '@shell/base/emit';

type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Each<A, B> = { [K in keyof A | keyof B]: K extends keyof A & keyof B ? Same<A[K], B[K]> : false };

export const sameEventNames: Same<keyof EvEventDetails, keyof EvEvents> = true;
export const sameDetails: Each<EvEventDetails, EvEvents> = {
  'ev-lead-submitted': true,
  'ev-language-change': true,
  'ev-view-change': true,
  'ev-analysis-ready': true,
  'ev-chat-open': true,
  'ev-chat-close': true,
  'ev-lead-captured': true,
};
