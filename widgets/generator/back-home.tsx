import { setView } from '@shell/first-view/view-bus';
import { pageUrl } from '@shell/first-view/page-url';
import { useLanguage } from '@shell/react/use-language';

/**
 * "← Back to home", only where there is a home to go back to: with an `<ev-home>` on the page it
 * switches the view over the bus (spec §2); otherwise it is a link to `home-url` (the attribute,
 * else the page config's `homeUrl`). With neither, there is no control: one that did nothing
 * visible would only puzzle the visitor.
 */
export function BackHome({ homeUrl }: { homeUrl?: string | undefined }) {
  const { t } = useLanguage();
  // The build's first view (first-view.tsx), drawn only on a page with no home to go back to.
  if (typeof document === 'undefined') return null;
  const label = (
    <>
      <span className="bar-button__arrow" aria-hidden="true">
        ←
      </span>{' '}
      {t('generator.backHome')}
    </>
  );
  if (document.querySelector('ev-home')) {
    return (
      <button type="button" className="bar-button" part="back" onClick={() => setView('home')}>
        {label}
      </button>
    );
  }
  const href = pageUrl(homeUrl, 'homeUrl');
  if (!href) return null;
  return (
    <a className="bar-button" part="back" href={href}>
      {label}
    </a>
  );
}
