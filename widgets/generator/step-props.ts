import type { GeneratorForm } from './form-defaults';

/** What every form step receives: the values and a way to change some of them. */
export interface StepProps {
  form: GeneratorForm;
  update: (patch: Partial<GeneratorForm>) => void;
}
