import { useStyles } from '../react/use-styles';
import css from './section-header.css?inline';

/**
 * A section's title (the `heading` part, `id` for the section's aria-labelledby) and its intro,
 * the way every marketing section of the site opens, with its own stylesheet.
 * @example <SectionHeader id="about-title" title={t('home.about.heading')} intro={t('home.about.intro')} />
 */
export function SectionHeader({ id, title, intro }: { id: string; title: string; intro: string }) {
  useStyles(css);
  return (
    <header className="section-header">
      <h2 id={id} className="section-header__title" part="heading">
        {title}
      </h2>
      <p className="section-header__intro">{intro}</p>
    </header>
  );
}
