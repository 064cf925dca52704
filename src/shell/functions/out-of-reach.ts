import { FunctionError } from './function-error';

/**
 * Whether a failed call means the functions cannot take anything from this page for now: no
 * answer at all (network, timeout), a server fault (5xx), or this page's origin refused (403
 * `forbidden_origin`, the likeliest first-day mistake of a new site). Then the visitor is offered
 * the phone and WhatsApp instead (ReachUsDirectly); a refusal of the input itself is theirs to fix.
 * @example isOutOfReach(new FunctionError(0, 'network', 'Failed to fetch')) // true
 */
export function isOutOfReach(error: unknown): boolean {
  if (!(error instanceof FunctionError)) return true;
  return error.status === 0 || error.status >= 500 || (error.status === 403 && error.code === 'forbidden_origin');
}
