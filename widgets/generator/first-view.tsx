import { renderFirstViews } from '@shell/prerender/render-first-view';
import { GENERATOR_WIDGET } from './generator-widget';
import { GeneratorView } from './generator-view';

/**
 * `<ev-generator>`'s first views, rendered by the build (`ev-first-view:generator`): the wizard's
 * first step as GeneratorView draws it (GeneratorWhenShown asks the page, which the build has not).
 */
export const firstViews = () =>
  renderFirstViews({ messages: GENERATOR_WIDGET.messages, render: (config) => <GeneratorView config={config} /> });
