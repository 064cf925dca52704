import pino from 'pino';
import { redact } from './redact';

export { redact };

/** JSON lines on stdout (or `destination`); visitors' contact details never reach the log. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) =>
          typeof arg === 'string'
            ? redact(arg)
            : arg && typeof arg === 'object'
              ? JSON.parse(redact(JSON.stringify(arg)))
              : arg,
        );
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
