import { useState } from 'react';
import type { Messages, WidgetMessages } from './create-i18n';
import { useLanguage } from './use-language';

/**
 * Lets a part that loads on demand carry its own copy, so the element's first load does not: the
 * messages join the element's i18n before the part's first render reads them. Keys are the
 * widget's (`chat.privacy.notice`). Adding the same copy twice is harmless.
 * @example useMessages(PRIVACY_MESSAGES); // then t('chat.privacy.notice')
 */
export function useMessages(messages: WidgetMessages<Messages>): void {
  const { addMessages } = useLanguage();
  // A state initialiser runs once, during the first render, before the part reads its copy.
  useState(() => addMessages(messages));
}
