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
