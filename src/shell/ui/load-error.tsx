import { useLanguage } from '../react/use-language';
import { useStyles } from '../react/use-styles';
import css from '../base/load-error.css?inline';

/**
 * 'An error occurred' (the spec's generic text, §8) with a 'Try again' button, where a part of a
 * widget that loads on demand (the chat panel, the home sections below the fold) could not load.
 */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLanguage();
  useStyles(css);
  return (
    <div className="load-error" role="alert" part="load-error">
      <p className="load-error__text">{t('common.error')}</p>
      <button type="button" className="load-error__retry" part="retry" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
