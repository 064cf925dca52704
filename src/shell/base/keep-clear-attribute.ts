/**
 * Marks a widget's primary controls (the wizard's Next, Previous, Generate): the chat launcher,
 * another widget that floats over the page, never sits on them (widgets/chat/keep-clear.ts).
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-ev-keep-clear';
