import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages, WidgetMessages } from './create-i18n';

/**
 * Lets a part that loads on demand carry its own copy, so the element's first load does not: the
 * messages join the element's i18n before the part's first render reads them. Keys are the
 * widget's (`chat.privacy.notice`). Adding the same copy twice is harmless.
 * @example useMessages(PRIVACY_MESSAGES); // then t('chat.privacy.notice')
 */
export function useMessages(messages: WidgetMessages<Messages>): void {
  const { i18n } = useTranslation();
  // A state initialiser runs once, during the first render, before the part reads its copy.
  useState(() => {
    for (const language of ['en', 'ar'] as const)
      i18n.addResourceBundle(language, 'translation', messages[language], true);
  });
}
