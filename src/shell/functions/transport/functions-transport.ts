import ky, { TimeoutError } from 'ky';
import { FUNCTIONS, type FunctionName } from '@contracts';
import { FunctionError } from '../function-error';

type Options = { base: string; anonKey: string; timeout: number };

/**
 * The network half of the functions client: ky and the contracts (with zod). It is its own
 * chunk, loaded on the first call, so a page that only shows widgets never downloads it.
 * Every failure is logged here for the site's developer (the widgets show the visitor theirs).
 */
export async function postFunction(options: Options, name: FunctionName, body: unknown): Promise<unknown> {
  try {
    return await call(options, name, body);
  } catch (error) {
    if (error instanceof FunctionError && error.code === 'forbidden_origin') explainRefusedOrigin(options.base);
    else console.warn(`[ev] ${name} failed`, error);
    throw error;
  }
}

async function call(options: Options, name: FunctionName, body: unknown): Promise<unknown> {
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
  if (!response.ok) throw toFunctionError(response.status, payload);
  const parsed = FUNCTIONS[name].response.safeParse(payload);
  if (!parsed.success) {
    throw new FunctionError(response.status, 'invalid_response', `${name} answered in an unexpected shape`);
  }
  return parsed.data;
}

const explained = new Set<string>();

// The visitor sees the widget's own localized error; the site owner needs to know why, in one
// warning per page (not one per call or per widget), in words that say what to change.
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
