import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from '../../src/shell/define-widget';
import { emit } from '../../src/shell/emit';
import { useHost } from '../../src/shell/host-context';

function Greeter({ name }: { name?: string }) {
  const host = useHost();
  return (
    <button type="button" onClick={() => emit(host, 'ev-chat-open', {})}>
      Hello {name ?? 'nobody'}
    </button>
  );
}

function Broken(): never {
  throw new Error('kaboom');
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('defineWidget', () => {
  it('renders the component in an open shadow root with the tokens and its own styles adopted', async () => {
    defineWidget('ev-test-greeter', Greeter, { props: { name: 'string' }, styles: ['.x { color: red; }'] });
    const element = document.createElement('ev-test-greeter');
    element.setAttribute('name', 'Sara');
    document.body.append(element);
    await nextFrame();

    const root = element.shadowRoot;
    expect(root?.mode).toBe('open');
    expect(root?.querySelector('button')?.textContent).toBe('Hello Sara');
    const css = root?.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)) ?? [];
    expect(css.some((rule) => rule.includes('--ev-color-primary'))).toBe(true);
    expect(css.some((rule) => rule.includes('.x'))).toBe(true);
  });

  it('shares one stylesheet object between elements of the same kind', async () => {
    defineWidget('ev-test-shared', Greeter, { props: { name: 'string' } });
    const a = document.createElement('ev-test-shared');
    const b = document.createElement('ev-test-shared');
    document.body.append(a, b);
    expect(a.shadowRoot?.adoptedStyleSheets[0]).toBe(b.shadowRoot?.adoptedStyleSheets[0]);
  });

  it('defining the same tag twice is a no-op, with a note when the versions differ', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const first = defineWidget('ev-test-twice', Greeter, { props: { name: 'string' } });
    const second = defineWidget('ev-test-twice', Broken, { props: {} });
    expect(second).toBe(first);
    expect(customElements.get('ev-test-twice')).toBe(first);
    expect(info).not.toHaveBeenCalled();

    class Older extends HTMLElement {
      static evVersion = '0.0.1';
    }
    customElements.define('ev-test-older', Older);
    expect(defineWidget('ev-test-older', Greeter, { props: { name: 'string' } })).toBe(Older);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('0.0.1'));
  });

  it('events emitted from inside the shadow root bubble and compose out to the page', async () => {
    defineWidget('ev-test-emitter', Greeter, { props: { name: 'string' } });
    const element = document.createElement('ev-test-emitter');
    const wrapper = document.createElement('div');
    wrapper.append(element);
    document.body.append(wrapper);
    await nextFrame();

    const seen: Event[] = [];
    document.addEventListener('ev-chat-open', (event) => seen.push(event), { once: true });
    element.shadowRoot?.querySelector('button')?.click();

    expect(seen).toHaveLength(1);
    expect(seen[0]?.bubbles).toBe(true);
    expect(seen[0]?.composed).toBe(true);
    expect(seen[0]?.target).toBe(element);
  });

  it("shows 'Something went wrong.' with the details when the component throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineWidget('ev-test-broken', Broken, { props: {} });
    const element = document.createElement('ev-test-broken');
    document.body.append(element);
    await nextFrame();

    const alert = element.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Something went wrong.');
    expect(alert?.textContent).toContain('kaboom');
  });
});
