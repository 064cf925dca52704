/** dist/ev-contact.js registers <ev-contact> (a no-op when it is defined already). */
import type { EvElementConstructor, EvContactElement } from './ev-widgets';

export type * from './ev-widgets';
export declare const EvContact: EvElementConstructor<EvContactElement>;
