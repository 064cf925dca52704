/** dist/ev-generator.js registers <ev-generator> (a no-op when it is defined already). */
import type { EvElementConstructor, EvGeneratorElement } from './ev-widgets';

export type * from './ev-widgets';
export declare const EvGenerator: EvElementConstructor<EvGeneratorElement>;
