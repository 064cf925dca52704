import { createElement } from 'react';
import type { WidgetConfig } from '../../src/shell/config';
import { GeneratorWhenShown } from './generator-when-shown';
import { ar } from './i18n/ar';
import { en } from './i18n/en';

/** `<ev-generator>`'s React view: its copy and what it renders, loaded after its first view (define.ts). */
export const GENERATOR_WIDGET = {
  messages: { en, ar },
  render: (config: WidgetConfig, { homeUrl }: { homeUrl?: string }) =>
    createElement(GeneratorWhenShown, { config, homeUrl }),
};
