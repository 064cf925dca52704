import type { ErrorCode } from '@contracts/constants';
import type { FunctionError } from '../functions/function-error';
import type { Language } from '../base/language';

/** The error codes the functions answer with, and the client's own for anything else. */
type Code = ErrorCode | 'unknown';

// The server's messages are English and written for developers; a visitor reads these instead.
// Setup problems (key, origin, path, method, media type) are the site's, not the visitor's: one sentence.
const SETUP = {
  en: 'This service is not available on this page right now. Please try again later or contact us directly.',
  ar: 'هذه الخدمة غير متاحة في هذه الصفحة حاليًا. يرجى المحاولة لاحقًا أو التواصل معنا مباشرة.',
};

export const FUNCTION_ERROR_TEXT: Record<Language, Record<Code, string>> = {
  en: {
    invalid_request: 'Some of the details could not be accepted. Please check them and try again.',
    invalid_json: 'Your request could not be read. Please try again.',
    unauthorized: SETUP.en,
    forbidden_origin: SETUP.en,
    not_found: SETUP.en,
    method_not_allowed: SETUP.en,
    payload_too_large: 'That is more text than we can take at once. Please shorten it and try again.',
    unsupported_media_type: SETUP.en,
    rate_limited: 'Too many requests in a short time. Please wait a minute and try again.',
    internal_error: 'Something went wrong on our side. Please try again.',
    unknown: 'Something went wrong. Please try again.',
  },
  ar: {
    invalid_request: 'تعذّر قبول بعض التفاصيل. يرجى مراجعتها والمحاولة مرة أخرى.',
    invalid_json: 'تعذّرت قراءة طلبك. يرجى المحاولة مرة أخرى.',
    unauthorized: SETUP.ar,
    forbidden_origin: SETUP.ar,
    not_found: SETUP.ar,
    method_not_allowed: SETUP.ar,
    payload_too_large: 'النص أطول مما يمكننا استقباله دفعة واحدة. يرجى اختصاره والمحاولة مرة أخرى.',
    unsupported_media_type: SETUP.ar,
    rate_limited: 'طلبات كثيرة في وقت قصير. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    internal_error: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    unknown: 'حدث خطأ. يرجى المحاولة مرة أخرى.',
  },
};

/**
 * What a visitor reads for a function's error answer ({ error: { code, message } }), in their
 * language: the widget's own copy for the code, never the server's sentence.
 *
 * @example
 * functionErrorText(new FunctionError(500, 'internal_error', 'Something went wrong…'), 'ar');
 * // 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.'
 */
export function functionErrorText(error: Pick<FunctionError, 'code'>, language: Language): string {
  const texts = FUNCTION_ERROR_TEXT[language];
  return Object.hasOwn(texts, error.code) ? texts[error.code as Code] : texts.unknown;
}
