/** dist/ev-chat-layla.js registers <ev-chat-layla> (a no-op when it is defined already). */
import type { EvElementConstructor, EvChatLaylaElement } from './ev-widgets';

export type * from './ev-widgets';
export declare const EvChatLayla: EvElementConstructor<EvChatLaylaElement>;
