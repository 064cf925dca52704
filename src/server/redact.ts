const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Not inside a longer token (uuids, timestamps): no letter, digit, '-' or ':' on either side.
const PHONE = /(?<![\w\-:.])\+?[0-9٠-٩](?:[0-9٠-٩ \-().]{6,})[0-9٠-٩](?![\w\-:])/g;

/** Masks emails and phone numbers in any string logged, wherever it sits. */
export function redact(value: string): string {
  return value.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}
