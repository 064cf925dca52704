import { useLanguage } from '@shell/react/use-language';

const STAGES = ['details', 'market', 'pricing', 'venues', 'visuals'] as const;

/** The wait and the call: a progress bar with its value and a message for the stage reached. */
export function AnalysisLoading({ progress }: { progress: number }) {
  const { t } = useLanguage();
  const stage = STAGES[Math.min(STAGES.length - 1, Math.floor(progress / 20))] ?? 'details';
  const message = t(`generator.loading.stages.${stage}`);
  return (
    <div className="loading" part="loading" aria-busy="true">
      <p className="loading__title">{t('generator.loading.title')}</p>
      <div
        className="meter progress"
        part="progress"
        role="progressbar"
        aria-label={t('generator.loading.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}% · ${message}`}
      >
        <div className="meter__fill progress__bar" style={{ inlineSize: `${progress}%` }} />
      </div>
      <p className="loading__stage" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
