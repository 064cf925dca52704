import { describe, expect, it, vi } from 'vitest';
import type { WidgetConfig } from '@shell/react/config';
import { setLanguage } from '@shell/base/bus';
import { type Drawing, defineElement, type ElementView } from '@shell/base/define-element';
import { reactView } from '@shell/react/react-view';
import type { ViewDefinition } from '@shell/react/widget-root';
import { emit } from '@shell/base/emit';
import { useHost } from '@shell/react/host-context';
import { useLanguage } from '@shell/react/use-language';
import { useStyles } from '@shell/react/use-styles';

const MESSAGES = { en: { test: { hello: 'Hello {name}' } }, ar: { test: { hello: 'مرحباً {name}' } } };

function Greeter({ name }: { name?: string | undefined }) {
  const host = useHost();
  const { t } = useLanguage();
  return (
    <button type="button" onClick={() => emit(host, 'ev-chat-open', {})}>
      {t('test.hello', { name: name ?? 'nobody' })}
    </button>
  );
}

function Broken(): never {
  throw new Error('kaboom');
}

const seen: WidgetConfig[] = [];
let common = '';
function Probe({ config }: { config: WidgetConfig }) {
  const { t } = useLanguage();
  seen.push(config);
  common = `${t('common.error')} / ${t('common.success')}`;
  return null;
}

function Styled() {
  useStyles('.shared { color: var(--ev-color-primary); }');
  return <p className="shared">styled</p>;
}

/** An element whose view is `render` (React, mounted as it arrives). */
const viewElement = (tag: `ev-${string}`, render: ViewDefinition<object>['render'], styles?: string[]) =>
  defineElement({ tag, ...(styles ? { styles } : {}), view: reactView({ messages: MESSAGES, render }) });

const greeter = (tag: `ev-${string}`, styles?: string[]) =>
  defineElement<{ name?: string }>({
    tag,
    props: { name: 'string' },
    ...(styles ? { styles } : {}),
    view: reactView<{ name?: string }>({ messages: MESSAGES, render: (_config, { name }) => <Greeter name={name} /> }),
  });

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));
/** `selector` once React has rendered it: on a loaded machine that can take more than one tick. */
async function rendered(element: Element, selector: string): Promise<HTMLElement> {
  for (let tick = 0; tick < 100; tick += 1) {
    const found = element.shadowRoot?.querySelector<HTMLElement>(selector);
    if (found) return found;
    await nextFrame();
  }
  throw new Error(`${selector} was never rendered`);
}
const rules = (root: ShadowRoot | null) =>
  root?.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join(' ')) ?? [];

describe('defineElement with a React view', () => {
  it('renders in an open shadow root with the reset, the tokens and its own styles adopted, and its copy', async () => {
    greeter('ev-test-greeter', ['.x { color: red; }']);
    const element = document.createElement('ev-test-greeter');
    element.setAttribute('name', 'Sara');
    document.body.append(element);
    await rendered(element, 'button');

    const root = element.shadowRoot;
    expect(root?.mode).toBe('open');
    expect(root?.querySelector('button')?.textContent).toBe('Hello Sara');
    const sheets = rules(root);
    expect(sheets).toHaveLength(3);
    expect(sheets[1]).toContain('--ev-color-primary');
    expect(sheets[2]).toContain('.x');
  });

  it('resolves the config attributes every element takes against the page config, and gives the common copy', async () => {
    viewElement('ev-test-config', (config) => <Probe config={config} />);
    const script = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'ev-config',
      textContent: JSON.stringify({ apiUrl: 'https://fn.example/v1', phone: '+966 12 000 0000' }),
    });
    document.head.append(script);
    const element = document.createElement('ev-test-config');
    element.setAttribute('whatsapp', '966500000000');
    element.setAttribute('lang', 'ar');
    document.body.append(element);
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));

    expect(seen.at(-1)).toMatchObject({
      apiUrl: 'https://fn.example/v1',
      phone: '+966 12 000 0000',
      whatsapp: '966500000000',
      language: 'ar',
    });
    expect(
      [
        ...((customElements.get('ev-test-config') as unknown as { observedAttributes: string[] }).observedAttributes ??
          []),
      ].sort(),
    ).toEqual(['anon-key', 'api-url', 'lang', 'phone', 'whatsapp']);
    expect(common).toBe('حدث خطأ / تم بنجاح!');
  });

  it('speaks the page language: follows a switch made anywhere on the page, and a later lang attribute switches it', async () => {
    greeter('ev-test-speaker');
    const [first, second] = [document.createElement('ev-test-speaker'), document.createElement('ev-test-speaker')];
    first.setAttribute('lang', 'ar');
    document.body.append(first, second);
    expect((await rendered(first, 'button')).textContent).toBe('مرحباً nobody');
    expect((await rendered(second, 'button')).textContent).toBe('Hello nobody');
    setLanguage('ar');
    await vi.waitFor(() => expect(second.shadowRoot?.querySelector('button')?.textContent).toBe('مرحباً nobody'));
    second.setAttribute('lang', 'en');
    await vi.waitFor(() => {
      for (const element of [first, second])
        expect(element.shadowRoot?.querySelector('button')?.textContent).toBe('Hello nobody');
    });
  });

  it('adds a component’s own stylesheet once, after the widget’s', async () => {
    viewElement(
      'ev-test-styled',
      () => (
        <>
          <Styled />
          <Styled />
        </>
      ),
      ['.own { color: red; }'],
    );
    const element = document.createElement('ev-test-styled');
    document.body.append(element);
    await rendered(element, '.shared');
    const sheets = rules(element.shadowRoot);
    expect(sheets).toHaveLength(4);
    expect(sheets[2]).toContain('.own');
    expect(sheets[3]).toContain('.shared');
  });

  it('shares one stylesheet object between elements of the same kind', async () => {
    greeter('ev-test-shared');
    const a = document.createElement('ev-test-shared');
    const b = document.createElement('ev-test-shared');
    document.body.append(a, b);
    expect(a.shadowRoot?.adoptedStyleSheets[0]).toBe(b.shadowRoot?.adoptedStyleSheets[0]);
  });

  it('defining the same tag twice is a no-op, with a note when the versions differ', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const first = greeter('ev-test-twice');
    const second = viewElement('ev-test-twice', () => <Broken />);
    expect(second).toBe(first);
    expect(customElements.get('ev-test-twice')).toBe(first);
    expect(info).not.toHaveBeenCalled();

    class Older extends HTMLElement {
      static evVersion = '0.0.1';
    }
    customElements.define('ev-test-older', Older);
    expect(greeter('ev-test-older')).toBe(Older);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('0.0.1'));
  });

  it('events emitted from inside the shadow root bubble and compose out to the page', async () => {
    greeter('ev-test-emitter');
    const element = document.createElement('ev-test-emitter');
    const wrapper = document.createElement('div');
    wrapper.append(element);
    document.body.append(wrapper);
    const button = await rendered(element, 'button');

    const seen: Event[] = [];
    document.addEventListener('ev-chat-open', (event) => seen.push(event), { once: true });
    button.click();

    expect(seen).toHaveLength(1);
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.target).toBe(element);
  });

  it("shows 'Something went wrong.' with the details when the component throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    viewElement('ev-test-broken', () => <Broken />);
    const element = document.createElement('ev-test-broken');
    document.body.append(element);

    // React retries a throwing render before the boundary takes it: more than one scheduler task.
    const alert = await rendered(element, '[role="alert"]');
    expect(alert.textContent).toContain('Something went wrong.');
    expect(alert.textContent).toContain('kaboom');
  });
});

describe('defineElement with a first view and a view loaded on intent', () => {
  /** A first view that says what it was asked, and a view that records its renders. */
  function lazyElement(tag: `ev-${string}`, load: () => Promise<ElementView<Drawing & { ping(): string }>>) {
    const log: string[] = [];
    defineElement({
      tag,
      methods: ['ping'],
      firstView: {
        draw: ({ host, root }) => {
          root.innerHTML = '<button type="button">first</button>';
          return {
            mount: () => log.push('first view drawn'),
            update: () => log.push(`first view in ${host.language}`),
            unmount: () => log.push('first view gone'),
            mounted: () => log.push('view mounted'),
            failed: () => log.push('load failed'),
            ping: () => 'pong',
          };
        },
      },
      view: load,
    });
    return log;
  }
  const recordingView = (log: string[]): ElementView => ({
    mount: () => ({
      render: (_props, language) => log.push(`view in ${language}`),
      unmount: () => log.push('view gone'),
    }),
  });

  it('draws its first view, loads nothing until intent, and then mounts the view beside it', async () => {
    let loads = 0;
    const log: string[] = lazyElement('ev-test-lazy', async () => {
      loads += 1;
      return recordingView(log);
    });
    const element = document.createElement('ev-test-lazy') as HTMLElement & { ping(): string };
    document.body.append(element);
    expect(log).toEqual(['first view drawn']);
    expect(loads).toBe(0);
    expect(element.ping()).toBe('pong');

    element.shadowRoot
      ?.querySelector('button')
      ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await vi.waitFor(() => expect(log).toContain('view mounted'));
    expect(log).toEqual(['first view drawn', 'view in en', 'view mounted']);
    setLanguage('ar');
    expect(log.slice(-2)).toEqual(['first view in ar', 'view in ar']);
    element.remove();
    await Promise.resolve();
    expect(log.slice(-2)).toEqual(['view gone', 'first view gone']);
    expect(loads).toBe(1);
  });

  it('says so and lets its first view offer a retry when the view cannot be loaded; the next intent tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const log: string[] = lazyElement('ev-test-flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return recordingView(log);
    });
    const element = document.createElement('ev-test-flaky');
    document.body.append(element);
    element.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(log).toContain('load failed'));
    expect(error).toHaveBeenCalledWith('[ev] <ev-test-flaky> could not be loaded', expect.any(Error));
    element.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(log).toContain('view mounted'));
    expect(attempts).toBe(2);
  });
});
