/** dist/ev-home.js registers <ev-home> (a no-op when it is defined already). */
import type { EvElementConstructor, EvHomeElement } from './ev-widgets';

export type * from './ev-widgets';
export declare const EvHome: EvElementConstructor<EvHomeElement>;
