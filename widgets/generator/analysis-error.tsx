import { useLanguage } from '@shell/react/use-language';

interface AnalysisErrorProps {
  message: string;
  onBackToEdit: () => void;
  onRetry: () => void;
}

/** The error panel of §8: what went wrong, then back to edit (step 3) or try the same call again. */
export function AnalysisError({ message, onBackToEdit, onRetry }: AnalysisErrorProps) {
  const { t } = useLanguage();
  return (
    <div className="error-panel" part="error-panel">
      <p className="error-panel__title">{t('generator.errors.panelTitle')}</p>
      <p className="error-panel__message" dir="auto">
        {message}
      </p>
      <div className="actions">
        <button type="button" className="button button--secondary" part="back-to-edit" onClick={onBackToEdit}>
          {t('generator.errors.backToEdit')}
        </button>
        <button type="button" className="button button--primary" part="retry" onClick={onRetry}>
          {t('generator.errors.tryAgain')}
        </button>
      </div>
    </div>
  );
}
