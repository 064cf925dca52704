import { lazy, Suspense } from 'react';
import { functionErrorText } from '@shell/ui/function-error-text';
import type { FunctionsClient } from '@shell/functions/functions-client';
import type { Language } from '@shell/base/language';
import { useLanguage } from '@shell/react/use-language';
import { AnalysisError } from './analysis-error';
import { AnalysisLoading } from './analysis-loading';
import type { AnalysisFailure, AnalysisState } from './use-analysis';

// The results are most of the widget's code and only needed after an analysis: a separate chunk.
const ResultsView = lazy(() => import('./results/results-view').then((module) => ({ default: module.ResultsView })));

interface StepResultsProps {
  state: AnalysisState;
  client: FunctionsClient;
  phone: string;
  whatsapp: string;
  privacyHref: string;
  onBackToEdit: () => void;
  onRetry: () => void;
  onModify: () => void;
  onNewAnalysis: () => void;
}

/** Step 4: loading with progress, then the results or the error panel. */
export function StepResults(props: StepResultsProps) {
  const { state, client, phone, whatsapp, privacyHref, onBackToEdit, onRetry, onModify, onNewAnalysis } = props;
  const { t, language } = useLanguage();
  if (state.status === 'error') {
    return (
      <AnalysisError message={failureText(state.failure, t, language)} onBackToEdit={onBackToEdit} onRetry={onRetry} />
    );
  }
  if (state.status !== 'success') return <AnalysisLoading progress={state.status === 'loading' ? state.progress : 0} />;
  return (
    <Suspense fallback={<AnalysisLoading progress={99} />}>
      <ResultsView
        analysis={state.analysis}
        request={state.request}
        client={client}
        phone={phone}
        whatsapp={whatsapp}
        privacyHref={privacyHref}
        onModify={onModify}
        onNewAnalysis={onNewAnalysis}
      />
    </Suspense>
  );
}

/** The text of a failure in the page language (spec §8). */
export function failureText(failure: AnalysisFailure, t: (key: string) => string, language: Language): string {
  if (failure.kind === 'function') return functionErrorText(failure, language);
  return t(failure.kind === 'noData' ? 'generator.errors.noData' : 'generator.errors.generic');
}
