import { createElement } from 'react';
import { reactView } from '@shell/react/react-view';
import { HomePage } from './home-page';
import { ar } from './i18n/ar';
import { en } from './i18n/en';

/** `<ev-home>`'s React view: its copy and what it renders, mounted as the element arrives (define.ts). */
export const HOME_WIDGET = reactView<{ generatorUrl?: string }>({
  messages: { en, ar },
  render: (config, { generatorUrl }) => createElement(HomePage, { config, generatorUrl }),
});
