const EMAIL = /[\p{L}\p{N}._%+'-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// Not inside a longer token (uuids, timestamps): no letter, digit, '-' or ':' on either side.
const PHONE = /(?<![\w\-:.])\+?[0-9٠-٩](?:[0-9٠-٩ \-().]{6,})[0-9٠-٩](?![\w\-:])/g;

/** An IPv4 address or network ('203.0.113.0'): four groups of up to three digits, which no phone is. */
const DOTTED_QUAD = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Masks emails and phone numbers in any string logged, wherever it sits. */
export function redact(value: string): string {
  return value.replace(EMAIL, '[email]').replace(PHONE, (found) => (DOTTED_QUAD.test(found) ? found : '[phone]'));
}
