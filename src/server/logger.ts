import pino from 'pino';

const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Not inside a longer token (uuids, timestamps): no letter, digit, '-' or ':' on either side.
const PHONE = /(?<![\w\-:.])\+?[0-9٠-٩](?:[0-9٠-٩ \-().]{6,})[0-9٠-٩](?![\w\-:])/g;

/** Masks emails and phone numbers in any string logged, wherever it sits. */
export function redact(value: string): string {
  return value.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

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
