import { CONFIG_PROPS, type ConfigProps, type PrivacyProps } from './config-props';
import { defineOnce, type VersionedConstructor } from './define-once';
import type { PropType } from './element-props';
import { EvElement } from './ev-element';
import { type MountedWidget, mountWidget } from './mount-widget';
import type { WidgetDefinition } from './widget-root';

export type { WidgetDefinition };

/** The constructor defineWidget registers, with the release marker two bundles compare. */
export type WidgetConstructor = VersionedConstructor;

/**
 * Registers `tag` as an EvElement (the shadow root, styles, font, attributes, language and
 * lifecycle every element shares) whose content is a React tree with what every widget renders
 * around its own: the config attributes (CONFIG_PROPS) resolved against the page config, the
 * language provider with the widget's copy and the common one, the error boundary and the host
 * element (`useHost()`). Defining a tag that exists already is a no-op (two bundles on a page).
 * @example defineWidget({ tag: 'ev-contact', messages: { en, ar }, styles: [css], render: (config) => createElement(ContactSection, { config }) })
 */
export function defineWidget<Own extends object = Record<never, never>>(
  definition: WidgetDefinition<Own>,
): WidgetConstructor {
  return defineOnce(
    definition.tag,
    () =>
      class Widget extends EvElement {
        static override readonly props = { ...CONFIG_PROPS, ...definition.props } as Record<string, PropType>;
        static override readonly styles = definition.styles ?? [];
        #widget: MountedWidget<Own> | undefined;

        protected mount(): void {
          this.#widget = mountWidget<Own>(this, this.shadowRoot, definition);
          this.update();
        }

        protected update(): void {
          this.#widget?.render(this.props as ConfigProps & PrivacyProps & Own, this.language);
        }

        protected unmount(): void {
          this.#widget?.unmount();
          this.#widget = undefined;
        }
      },
  );
}
