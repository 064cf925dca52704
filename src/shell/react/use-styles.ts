import { useContext, useInsertionEffect } from 'react';
import { adoptStyles } from '../base/adopt-styles';
import { HostContext } from './host-context';
import { StyleCollector } from './style-collector';

/**
 * Lets a component carry its own stylesheet: a shared one (src/shell/ui) or a part of a widget
 * that loads on demand. The first time it renders in an element, `css` is added to that
 * element's shadow root, after the sheets already there, ahead of layout and paint, so nothing
 * shows unstyled. A widget that adjusts a shared component does it with a more specific selector.
 * @example import css from './form-field.css?inline'; // then, in the component: useStyles(css);
 */
export function useStyles(css: string): void {
  const host = useContext(HostContext);
  useContext(StyleCollector)?.(css);
  useInsertionEffect(() => {
    if (host?.shadowRoot) adoptStyles(host.shadowRoot, [css]);
  }, [host, css]);
}
