/** A failed function call: the HTTP status (0 when no answer came) and the envelope's code and message. */
export class FunctionError extends Error {
  override readonly name = 'FunctionError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Logs a failed call for the site's developer, except a refused origin: the transport has
 * already said once what to change (ALLOWED_ORIGINS), and repeating it per call is noise.
 */
export function warnCallFailed(name: string, error: unknown): void {
  if (error instanceof FunctionError && error.code === 'forbidden_origin') return;
  console.warn(`[ev] ${name} failed`, error);
}
