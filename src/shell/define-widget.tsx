import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { adoptStyles } from './adopt-styles';
import { ErrorBoundary } from './error-boundary';
import { HostContext } from './host-context';
import hostReset from './host-reset.css?inline';
import { withHostFriendlyLifecycle } from './r2wc-lifecycle';
import tokens from './tokens.css?inline';
import { VERSION } from './version';

type PropType = 'string' | 'number' | 'boolean' | 'json';

export interface WidgetOptions<P> {
  /** camelCase prop → type; r2wc maps each to its kebab-case attribute (apiUrl ↔ api-url). */
  props: { [K in keyof P]-?: PropType };
  /** CSS texts (`import css from './x.css?inline'`), adopted after the shared tokens. */
  styles?: readonly string[];
}

/** The constructor defineWidget registers, with the release marker two bundles compare. */
export type WidgetConstructor = CustomElementConstructor & { readonly evVersion: string };

/**
 * Registers `tag` as a custom element rendering `Component` in an open shadow root, with the
 * host-page reset, the tokens and `styles` adopted before the first render, an error boundary, and the host element
 * available through `useHost()`. Defining a tag that exists already is a no-op (two bundles on a page).
 * A moved element keeps its React tree, and a removed attribute clears its prop (see r2wc-lifecycle).
 */
export function defineWidget<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: WidgetOptions<P>,
): WidgetConstructor {
  const existing = customElements.get(tag) as Partial<WidgetConstructor> | undefined;
  if (existing) {
    if (existing.evVersion !== VERSION) {
      console.info(`[ev] <${tag}> is already defined by version ${existing.evVersion ?? 'unknown'}; keeping it`);
    }
    return existing as WidgetConstructor;
  }

  const Root = (props: P & { container?: ShadowRoot }) => {
    const { container, ...rest } = props;
    return (
      <HostContext.Provider value={(container?.host as HTMLElement | undefined) ?? null}>
        <ErrorBoundary>
          <Component {...(rest as P)} />
        </ErrorBoundary>
      </HostContext.Provider>
    );
  };
  const Base = withHostFriendlyLifecycle(
    r2wc(Root, { shadow: 'open', props: options.props as never }) as never,
    options.props as Record<string, PropType>,
  ) as unknown as typeof HTMLElement;
  const cssTexts = [hostReset, tokens, ...(options.styles ?? [])];

  class Widget extends Base {
    static readonly evVersion = VERSION;
    constructor() {
      super();
      if (this.shadowRoot) adoptStyles(this.shadowRoot, cssTexts);
    }
  }
  customElements.define(tag, Widget);
  return Widget;
}
