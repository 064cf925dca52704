import { createElement } from 'react';
import type { WidgetConfig } from '@shell/react/config';
import { viewAfterFirstView } from '@shell/react/mount-after-first-view';
import { GeneratorWhenShown } from './generator-when-shown';
import { ar } from './i18n/ar';
import { en } from './i18n/en';

/** `<ev-generator>`'s React view: its copy and what it renders, loaded after its first view (define.ts). */
export const GENERATOR_WIDGET = viewAfterFirstView<{ homeUrl?: string }>({
  messages: { en, ar },
  render: (config: WidgetConfig, { homeUrl }) => createElement(GeneratorWhenShown, { config, homeUrl }),
});
