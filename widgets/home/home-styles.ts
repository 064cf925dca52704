import about from './styles/about.css?inline';
import footer from './styles/footer.css?inline';
import header from './styles/header.css?inline';
import hero from './styles/hero.css?inline';
import layout from './styles/layout.css?inline';
import particles from './styles/particles.css?inline';
import process from './styles/process.css?inline';
import promo from './styles/promo.css?inline';
import services from './styles/services.css?inline';

/** The element's stylesheets, one per section, adopted after the shared tokens and contact.css. */
export const HOME_STYLES = [layout, header, hero, particles, about, services, process, promo, footer];
