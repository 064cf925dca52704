import { lazy, Suspense } from 'react';
import { functionErrorText } from '@shell/ui/function-error-text';
import type { Language } from '@shell/base/language';
import { useLanguage } from '@shell/react/use-language';
import { AnalysisError } from './analysis-error';
import { AnalysisLoading } from './analysis-loading';
import type { ResultsViewProps } from './results/results-view';
import type { AnalysisFailure, AnalysisState } from './use-analysis';

// The results are most of the widget's code and only needed after an analysis: a separate chunk.
const ResultsView = lazy(() => import('./results/results-view').then((module) => ({ default: module.ResultsView })));

/** The results' own props but the analysis (from `state`), and what the error panel does. */
type StepResultsProps = Omit<ResultsViewProps, 'analysis' | 'request'> & {
  state: AnalysisState;
  onBackToEdit: () => void;
  onRetry: () => void;
};

/** Step 4: loading with progress, then the results or the error panel. */
export function StepResults(props: StepResultsProps) {
  const { state, onBackToEdit, onRetry, ...view } = props;
  const { t, language } = useLanguage();
  if (state.status === 'error') {
    return (
      <AnalysisError message={failureText(state.failure, t, language)} onBackToEdit={onBackToEdit} onRetry={onRetry} />
    );
  }
  if (state.status !== 'success') return <AnalysisLoading progress={state.status === 'loading' ? state.progress : 0} />;
  return (
    <Suspense fallback={<AnalysisLoading progress={99} />}>
      <ResultsView analysis={state.analysis} request={state.request} {...view} />
    </Suspense>
  );
}

/** The text of a failure in the page language (spec §8). */
export function failureText(failure: AnalysisFailure, t: (key: string) => string, language: Language): string {
  if (failure.kind === 'function') return functionErrorText(failure, language);
  return t(failure.kind === 'noData' ? 'generator.errors.noData' : 'generator.errors.generic');
}
