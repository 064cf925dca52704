import type { AppLogger } from '../app-logger';
import { redact } from '../redact';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];

/**
 * JSON lines on the console, which is where Supabase collects an Edge Function's logs; emails and
 * phone numbers masked as on Node. `silent` logs nothing.
 * @example createConsoleLogger('warn').info({}, 'dropped'); // prints nothing
 */
export function createConsoleLogger(level: string): AppLogger {
  const threshold = level === 'silent' ? Number.POSITIVE_INFINITY : LEVELS.indexOf(level);
  const isLevelEnabled = (name: string) => LEVELS.indexOf(name) >= threshold;
  const write = (name: string) => (fields: object, message: string) => {
    if (!isLevelEnabled(name)) return;
    const line = redact(JSON.stringify({ level: name, time: new Date().toISOString(), ...fields, msg: message }));
    if (name === 'error' || name === 'fatal') console.error(line);
    else console.log(line);
  };
  return { isLevelEnabled, debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
