import { useContext } from 'react';
import { LanguageContext, type LanguageState } from './language-context';

/** The page language, its direction, `t` and the switch; throws outside a LanguageProvider (spec §4). */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside a LanguageProvider');
  return state;
}
