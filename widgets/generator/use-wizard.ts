import { useCallback, useState } from 'react';
import { createDefaultForm, type GeneratorForm } from './form-defaults';

export type Step = 1 | 2 | 3 | 4;
export const STEPS: readonly Step[] = [1, 2, 3, 4];

/** The wizard: which step shows and the form values, which survive moving between steps. */
export function useWizard() {
  const [step, setStep] = useState<Step>(1);
  const [form, setForm] = useState<GeneratorForm>(() => createDefaultForm());

  const update = useCallback((patch: Partial<GeneratorForm>) => setForm((current) => ({ ...current, ...patch })), []);
  const next = useCallback(() => setStep((current) => (current < 4 ? ((current + 1) as Step) : current)), []);
  const previous = useCallback(() => setStep((current) => (current > 1 ? ((current - 1) as Step) : current)), []);
  const goTo = useCallback((target: Step) => setStep(target), []);
  const reset = useCallback(() => {
    setForm(createDefaultForm());
    setStep(1);
  }, []);

  return { step, form, update, next, previous, goTo, reset };
}

export type Wizard = ReturnType<typeof useWizard>;
