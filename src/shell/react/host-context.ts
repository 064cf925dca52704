import { createContext, useContext } from 'react';

export const HostContext = createContext<HTMLElement | null>(null);

/** The custom element a component renders in, for emitting events from it. */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside an element view (mountWidget)');
  return host;
}
