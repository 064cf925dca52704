import { LIMITS } from '@contracts/constants';
import { type GeneratorForm, localDay } from './form-defaults';

/** The i18n key of a problem, for the wizard to show in the page language. */
export type ProblemKey =
  | 'generator.errors.required'
  | 'generator.errors.customType'
  | 'generator.errors.pastDate'
  | 'generator.errors.guestCount'
  | 'generator.errors.budget';

/** The guest count as a whole number from 1 to the contract's maximum, else null. */
export function parseGuestCount(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const count = Number(text);
  return count >= 1 && count <= LIMITS.guestCount ? count : null;
}

/** Whether `day` (YYYY-MM-DD) is before the visitor's today (spec §5). */
export function isPastDate(day: string, now: Date = new Date()): boolean {
  return day !== '' && day < localDay(now);
}

/** A budget bound as typed: empty is none; otherwise a whole number of riyals in range, else NaN. */
export function parseBudget(value: string): number | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const amount = Number(text);
  return Number.isInteger(amount) && amount >= 0 && amount <= LIMITS.budget ? amount : Number.NaN;
}

/** The step-1 details still missing (or unusable), in the order step 1 asks for them. */
export type MissingDetail = 'eventType' | 'customEventType' | 'guestCount' | 'location' | 'eventDate';

/**
 * What step 1 still needs before Next, for the hint under it: a description as soon as "Other"
 * is chosen without one.
 *
 * @example
 * missingDetails({ ...form, eventType: 'other', customEventType: '' }); // ['customEventType', …]
 */
export function missingDetails(form: GeneratorForm): MissingDetail[] {
  const missing: MissingDetail[] = [];
  if (!form.eventType) missing.push('eventType');
  if (form.eventType === 'other' && !form.customEventType.trim()) missing.push('customEventType');
  if (parseGuestCount(form.guestCount) === null) missing.push('guestCount');
  if (!form.location.trim()) missing.push('location');
  if (!form.eventDate) missing.push('eventDate');
  return missing;
}

/**
 * Whether the wizard may leave `step`: step 1 needs eventType, a valid guest count, location and
 * eventDate (and a description for 'other'); step 2 needs a coherent budget.
 */
export function canLeaveStep(step: number, form: GeneratorForm): boolean {
  if (step === 1) return stepOneProblem(form) === null;
  if (step === 2) return budgetProblem(form) === null;
  return true;
}

/** The problem that stops generation (spec §5), checked again at generate time. */
export function problemBeforeGenerate(form: GeneratorForm, now: Date = new Date()): ProblemKey | null {
  if (!form.eventType || !form.guestCount.trim() || !form.location.trim() || !form.eventDate) {
    return 'generator.errors.required';
  }
  if (form.eventType === 'other' && !form.customEventType.trim()) return 'generator.errors.customType';
  if (isPastDate(form.eventDate, now)) return 'generator.errors.pastDate';
  if (parseGuestCount(form.guestCount) === null) return 'generator.errors.guestCount';
  return budgetProblem(form);
}

function stepOneProblem(form: GeneratorForm): ProblemKey | null {
  if (!form.eventType || !form.location.trim() || !form.eventDate) return 'generator.errors.required';
  if (form.eventType === 'other' && !form.customEventType.trim()) return 'generator.errors.customType';
  if (parseGuestCount(form.guestCount) === null) return 'generator.errors.guestCount';
  return null;
}

function budgetProblem(form: GeneratorForm): ProblemKey | null {
  const min = parseBudget(form.budgetRange.min);
  const max = parseBudget(form.budgetRange.max);
  if (Number.isNaN(min) || Number.isNaN(max)) return 'generator.errors.budget';
  if (min !== undefined && max !== undefined && min > max) return 'generator.errors.budget';
  return null;
}
