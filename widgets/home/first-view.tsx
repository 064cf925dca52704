import { renderFirstViews } from '@shell/prerender/render-first-view';
import { firstScreenFiles } from './first-screen/render-first-screen';
import { HomeLayout } from './home-layout';
import { HOME_WIDGET } from './home-widget';

// The particles are placed by style attributes, which a strict CSP refuses in markup (React sets
// them through the DOM): decoration only, so the first screen goes without them.
const PARTICLES = /<div class="particles" aria-hidden="true">(?:<span [^>]*><\/span>)*<\/div>/g;

/**
 * `<ev-home>`'s first views, rendered by the build like every element's (`ev-first-view:home`):
 * its header and hero as HomeLayout draws them, without the sections below.
 */
export const firstViews = () =>
  renderFirstViews(
    { messages: HOME_WIDGET.messages, render: () => <HomeLayout onNavigate={() => {}} /> },
    { omit: PARTICLES },
  );

/**
 * What the build writes to dist/ for a page to carry these first views inside `<ev-home>`
 * (carriedFirstScreen): the markup in each language and in both, its stylesheet and the head
 * snippet. `fonts`: each bundled face's file, by name.
 */
export const pageFiles = (fonts: Record<string, string>) => firstScreenFiles(firstViews(), fonts);
