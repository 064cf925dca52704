import type { Language } from './language';

/**
 * The spec's generic texts for a failure (§8), on their own: the chat's facade shows them when its
 * code cannot load, before any widget copy is there.
 */
export const ERROR_MESSAGES = {
  en: { error: 'An error occurred', retry: 'Try again' },
  ar: { error: 'حدث خطأ', retry: 'حاول مرة أخرى' },
} satisfies Record<Language, Record<string, string>>;
