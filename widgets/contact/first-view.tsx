import { renderFirstViews } from '@shell/prerender/render-first-view';
import { CONTACT_WIDGET } from './contact-widget';

/** `<ev-contact>`'s first views, rendered by the build (`ev-first-view:contact`) from its React view. */
export const firstViews = () => renderFirstViews(CONTACT_WIDGET);
