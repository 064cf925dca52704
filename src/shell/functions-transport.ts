import ky, { TimeoutError } from 'ky';
import { FUNCTIONS, type FunctionName } from '../contracts';
import { FunctionError } from './function-error';

/**
 * The network half of the functions client: ky and the contracts (with zod). It is its own
 * chunk, loaded on the first call, so a page that only shows widgets never downloads it.
 */
export async function postFunction(
  options: { base: string; anonKey: string; timeout: number },
  name: FunctionName,
  body: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await ky.post(`${options.base}/${name}`, {
      json: body,
      headers: { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` },
      timeout: options.timeout,
      retry: 0,
      throwHttpErrors: false,
    });
  } catch (error) {
    if (error instanceof TimeoutError) throw new FunctionError(0, 'timeout', `${name} did not answer in time`);
    throw new FunctionError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = toFunctionError(response.status, payload);
    if (error.code === 'forbidden_origin') explainRefusedOrigin(options.base);
    throw error;
  }
  const parsed = FUNCTIONS[name].response.safeParse(payload);
  if (!parsed.success) {
    throw new FunctionError(response.status, 'invalid_response', `${name} answered in an unexpected shape`);
  }
  return parsed.data;
}

const explained = new Set<string>();

// The visitor sees the widget's own localized error; the site owner needs to know why, once per
// page (not once per call or per widget), in words that say what to change.
function explainRefusedOrigin(base: string): void {
  if (explained.has(base)) return;
  explained.add(base);
  console.warn(
    `[ev] The functions at ${base} refused this page's origin ${location.origin}. ` +
      `Add ${location.origin} to ALLOWED_ORIGINS on the functions server (comma-separated), then restart it.`,
  );
}

function toFunctionError(status: number, payload: unknown): FunctionError {
  const error = (payload as { error?: { code?: unknown; message?: unknown; details?: unknown } } | undefined)?.error;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message = typeof error?.message === 'string' ? error.message : `Request failed with status ${status}`;
  return new FunctionError(status, code, message, error?.details);
}
