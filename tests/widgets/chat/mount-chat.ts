import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import '../../../widgets/chat/define';
import type { Language } from '@contracts/constants';

// Captured before any test fakes setTimeout: polling must run on real time while the widget's
// clock stands still (Testing Library's waitFor waits on setTimeout(0) and so would hang).
const realSetTimeout = globalThis.setTimeout;

/** Retries `check` on real time (rendering, real HTTP) until it passes or `timeout` ms go by. */
export async function until(check: () => unknown, timeout = 5000): Promise<void> {
  const start = performance.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() - start > timeout) throw error;
    }
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
}

/** Moves the fake clock (only setTimeout, clearTimeout and Date are faked) and lets React render. */
export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A natural-conversation answer as the function gives it. */
export function reply(response: string, leadInfo: Record<string, unknown> = {}, leadCaptured = false) {
  return { status: 200, body: { response, leadInfo, leadCaptured, apiUsed: 'rules', processingTime: 4 } };
}

/** Puts an <ev-chat-layla> on the page and returns handles into its shadow root. */
export async function mountChat(attributes: Record<string, string>) {
  const element = document.createElement('ev-chat-layla');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot as ShadowRoot;
  const find = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  const launcher = () => find<HTMLButtonElement>('[part="launcher"]') as HTMLButtonElement;
  await until(() => {
    if (!find('[part="launcher"]')) throw new Error('not rendered yet');
  });

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
