import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import '../../../widgets/chat/define';
import type { Language } from '@contracts/constants';
import { mountElement, readyWhen, until } from '../../support/widget-tests';

export { until };

/** Moves the fake clock (only setTimeout, clearTimeout and Date are faked) and lets React render. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A natural-conversation answer as the function gives it. */
export function reply(response: string, leadInfo: Record<string, unknown> = {}, leadCaptured = false) {
  return { status: 200, body: { response, leadInfo, leadCaptured, apiUsed: 'rules', processingTime: 4 } };
}

/** Puts an <ev-chat-layla> on the page and returns handles into its shadow root. */
export async function mountChat(attributes: Record<string, string>) {
  const { element, root, find, all } = await mountElement('ev-chat-layla', attributes, (root) =>
    readyWhen(!!root.querySelector('[part="launcher"]')),
  );
  const launcher = () => find<HTMLButtonElement>('[part="launcher"]') as HTMLButtonElement;

  const chat = {
    element,
    root,
    find,
    all,
    launcher,
    panel: () => find('[role="dialog"]'),
    input: () => find<HTMLInputElement>('[part="input"]'),
    sendButton: () => find<HTMLButtonElement>('[part="send"]') as HTMLButtonElement,
    typing: () => find('[part="typing"]')?.textContent ?? '',
    chips: () => all('[part="suggestion"]') as HTMLButtonElement[],
    languageButtons: () => all('[part="language-button"]') as HTMLButtonElement[],
    /** Every message as [type, text], text without the visually hidden speaker name. */
    messages: () =>
      all('[part~="message"]').map((bubble) => [
        bubble.matches('[part~="message-user"]') ? 'user' : 'bot',
        [...bubble.querySelectorAll('p')].map((line) => line.textContent).join('\n'),
      ]),
    lastMessage: () => chat.messages().at(-1)?.[1],
    /** Clicks the button and waits for the lazily loaded panel. */
    async open() {
      fireEvent.click(launcher());
      await until(() => {
        if (!chat.panel()) throw new Error('panel not loaded yet');
      });
    },
    /** Opens, waits out the greeting, picks `language` and waits out Layla's typed introduction. */
    async start(language: Language) {
      await chat.open();
      await advance(500);
      const button = chat.languageButtons().find((candidate) => candidate.lang === language);
      fireEvent.click(button as HTMLButtonElement);
      await advance(1500);
    },
    type(text: string) {
      fireEvent.change(chat.input() as HTMLInputElement, { target: { value: text } });
    },
    submit() {
      fireEvent.submit(find('form') as HTMLFormElement);
    },
    /** Types and submits `text`. */
    say(text: string) {
      chat.type(text);
      chat.submit();
    },
    pressEscape() {
      fireEvent.keyDown(chat.panel() as HTMLElement, { key: 'Escape' });
    },
  };
  return chat;
}

export type MountedChat = Awaited<ReturnType<typeof mountChat>>;
