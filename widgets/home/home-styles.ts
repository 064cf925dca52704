import buttons from '@shell/first-view/buttons.css?inline';
import container from '@shell/first-view/inline-size-container.css?inline';
import header from './styles/header.css?inline';
import hero from './styles/hero.css?inline';
import layout from './styles/layout.css?inline';
import particles from './styles/particles.css?inline';

/** The first screen's stylesheets; the sections below the fold bring their own (below-fold.tsx). */
export const HOME_STYLES = [container, buttons, layout, header, hero, particles];
