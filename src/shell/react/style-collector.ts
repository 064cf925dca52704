import { createContext } from 'react';

/**
 * Where useStyles also reports its stylesheet while rendering, when something listens: the build,
 * rendering an element's first view to markup, where effects never run and so nothing is adopted.
 */
export const StyleCollector = createContext<((css: string) => void) | null>(null);
