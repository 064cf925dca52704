import { createElement } from 'react';
import type { WidgetConfig } from '@shell/react/config';
import { viewAfterFirstView } from '@shell/react/mount-after-first-view';
import { ContactSection } from './contact-section';
import { ar } from './i18n/ar';
import { en } from './i18n/en';

/** `<ev-contact>`'s React view: its copy and what it renders, loaded after its first view (define.ts). */
export const CONTACT_WIDGET = viewAfterFirstView({
  messages: { en, ar },
  render: (config: WidgetConfig) => createElement(ContactSection, { config }),
});
