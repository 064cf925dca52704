import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventAnalysis, EventGeneratorRequest } from '@contracts/event-generator';
import { FunctionError } from '@shell/functions/function-error';
import type { FunctionsClient } from '@shell/functions/functions-client';
import { isOutOfReach } from '@shell/functions/out-of-reach';

/** The pause before the call (spec §4, §9). */
export const ANALYSIS_DELAY_MS = 500;
const TICK_MS = 250;

/** What went wrong, as the panel shows it: the function's error code (told in the widget's own copy), or one of the §8 texts. */
export type AnalysisFailure = { kind: 'function'; code: string } | { kind: 'generic' } | { kind: 'noData' };

export type AnalysisState =
  | { status: 'idle' }
  | { status: 'loading'; progress: number }
  | { status: 'success'; analysis: EventAnalysis; request: EventGeneratorRequest }
  | { status: 'error'; failure: AnalysisFailure; request: EventGeneratorRequest; outOfReach: boolean };

/**
 * idle → loading (0.5 s, then the call, with progress that creeps towards 95 %) → success | error.
 * A newer run or `clear` makes an older answer arrive to nobody.
 */
export function useAnalysis(client: FunctionsClient, onReady: (analysis: EventAnalysis) => void) {
  const [state, setState] = useState<AnalysisState>({ status: 'idle' });
  const run = useRef(0);
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; tick?: ReturnType<typeof setInterval> }>({});

  const stopTimers = useCallback(() => {
    clearTimeout(timers.current.delay);
    clearInterval(timers.current.tick);
  }, []);
  useEffect(() => stopTimers, [stopTimers]);

  const start = useCallback(
    (request: EventGeneratorRequest) => {
      stopTimers();
      const id = ++run.current;
      setState({ status: 'loading', progress: 5 });
      timers.current.tick = setInterval(() => {
        setState((current) =>
          current.status === 'loading' && run.current === id
            ? {
                status: 'loading',
                progress: Math.min(95, current.progress + Math.max(1, Math.round((95 - current.progress) / 6))),
              }
            : current,
        );
      }, TICK_MS);
      timers.current.delay = setTimeout(async () => {
        const outcome = await analyse(client, request);
        if (run.current !== id) return;
        stopTimers();
        if ('analysis' in outcome) {
          setState({ status: 'success', analysis: outcome.analysis, request });
          onReady(outcome.analysis);
        } else {
          setState({ status: 'error', failure: outcome.failure, request, outOfReach: outcome.outOfReach });
        }
      }, ANALYSIS_DELAY_MS);
    },
    [client, onReady, stopTimers],
  );

  const clear = useCallback(() => {
    run.current += 1;
    stopTimers();
    setState({ status: 'idle' });
  }, [stopTimers]);

  return { state, start, clear };
}

async function analyse(
  client: FunctionsClient,
  request: EventGeneratorRequest,
): Promise<{ analysis: EventAnalysis } | { failure: AnalysisFailure; outOfReach: boolean }> {
  try {
    const analysis = await client.call('ultimate-ai-event-generator', request);
    return analysis ? { analysis } : { failure: { kind: 'noData' }, outOfReach: false };
  } catch (error) {
    return { failure: toFailure(error), outOfReach: isOutOfReach(error) };
  }
}

// An empty or unreadable answer is "no data"; an error answer is told by its code in the page
// language (the server's sentence is English); a call that never got an answer (network, timeout)
// gets the generic text of §8, and so does a refused origin, whose message is for the site owner
// (the console has it), not the visitor.
function toFailure(error: unknown): AnalysisFailure {
  if (error instanceof FunctionError) {
    if (error.code === 'invalid_response') return { kind: 'noData' };
    if (error.code === 'forbidden_origin') return { kind: 'generic' };
    if (error.status > 0) return { kind: 'function', code: error.code };
  }
  return { kind: 'generic' };
}
