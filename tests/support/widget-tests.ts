import { act, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { startFunctionsTestServer } from './functions-test-server';

export type FunctionsTestServer = Awaited<ReturnType<typeof startFunctionsTestServer>>;

export interface WidgetTestOptions {
  /**
   * The widgets' clock, faked for the spec's timings: `timers` fakes setTimeout, clearTimeout and
   * Date only (React's scheduler, real HTTP and waitFor's polling keep real time: the chat);
   * `advancing` fakes every timer but lets it move with real time, so real HTTP completes (the
   * contact form's 8 seconds).
   */
  clock?: 'timers' | 'advancing';
  /** Console lines the widgets write on purpose (a missing translation, a refused call), kept quiet. */
  quiet?: readonly ('warn' | 'error')[];
  /** What the functions answer in each test, beyond the server's defaults. */
  answers?: (server: FunctionsTestServer) => void;
}

/**
 * A widget test file's setup: one functions test server for the file (a real HTTP server on
 * 127.0.0.1, which the widget's real client calls), reset before each test, with the clock and
 * the console as asked. The widgets project's setup file (widget-page-reset.ts) puts the page,
 * the timers and the mocks back after each test.
 * @example const test = setUpWidgetTests({ clock: 'timers', quiet: ['warn'] }); // test.server.apiUrl
 */
export function setUpWidgetTests({ clock, quiet = [], answers }: WidgetTestOptions = {}): {
  readonly server: FunctionsTestServer;
} {
  const holder = {} as { server: FunctionsTestServer };
  beforeAll(async () => {
    holder.server = await startFunctionsTestServer();
  });
  afterAll(() => holder.server.close());
  beforeEach(() => {
    holder.server.reset();
    answers?.(holder.server);
    if (clock === 'timers') vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    if (clock === 'advancing') vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const level of quiet) vi.spyOn(console, level).mockImplementation(() => {});
  });
  return holder;
}

// Captured before any test fakes setTimeout: polling must run on real time while the widget's
// clock stands still (Testing Library's waitFor waits on the faked setTimeout and would hang).
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

export interface MountOptions {
  /** A press on the element as it arrives: the visitor's intent, which brings a first view's React view. */
  press?: boolean;
  /** How long the element may take to be ready, in real milliseconds. */
  timeout?: number;
}

/**
 * Puts a `tag` element with `attributes` on the page and waits, on real time whatever the clock,
 * until `ready` stops throwing: handles into its shadow root, which each widget's mount helper
 * (mount-chat, mount-contact, mount-generator, mount-home) builds on.
 * @example await mountElement('ev-contact', {}, (root) => expect(root.querySelector('form')).not.toBeNull(), { press: true })
 */
export async function mountElement(
  tag: string,
  attributes: Record<string, string>,
  ready: (root: ShadowRoot, element: HTMLElement) => void,
  { press = false, timeout = 5000 }: MountOptions = {},
) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot as ShadowRoot;
  if (press) element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await until(() => ready(root, element), timeout);
  const find = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const all = (selector: string) => [...root.querySelectorAll<HTMLElement>(selector)];
  const part = <T extends Element = HTMLElement>(name: string) => root.querySelector(`[part~="${name}"]`) as T;
  const parts = (name: string) => [...root.querySelectorAll(`[part~="${name}"]`)];
  return { element, root, view: within(root as unknown as HTMLElement), find, all, part, parts };
}

/** A readiness check (mountElement's `ready`) that throws `what` until `done`. */
export function readyWhen(done: boolean, what = 'not rendered yet'): void {
  if (!done) throw new Error(what);
}
