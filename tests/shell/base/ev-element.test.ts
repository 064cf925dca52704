import { describe, expect, it } from 'vitest';
import { defineElement, type Drawing, type FirstView } from '@shell/base/define-element';
import { EvElement } from '@shell/base/ev-element';
import { VERSION } from '@shell/base/version';
import { carriedFirstScreen, FIRST_SCREEN_ATTRIBUTE } from '@shell/first-view/first-screen';
import { WIDGETS } from '../../../scripts/manifest/widgets';
import '../../../widgets';

/** What each probe was asked to draw, in order. */
const calls = new WeakMap<Element, string[]>();

/** A first view that records its steps; its view never arrives, so the steps are the base's alone. */
const recording: FirstView<Drawing> = {
  styles: ['.probe { color: red; }'],
  draw: ({ host }) => {
    const log: string[] = [];
    calls.set(host, log);
    return {
      mount: () => log.push(`mount ${host.props.label}`),
      update: () => log.push(`update ${host.props.label}`),
      unmount: () => log.push('unmount'),
    };
  },
};
const probeOf = (tag: `ev-${string}`, firstView = recording) =>
  defineElement({
    tag,
    props: { label: 'string', open: 'boolean' },
    firstView,
    view: () => new Promise<never>(() => {}),
  });
probeOf('ev-test-probe');
type ProbeElement = EvElement & { label?: string; open?: boolean; apiUrl?: string; calls: string[] };

const probe = (attributes: Record<string, string> = {}) => {
  const element = document.createElement('ev-test-probe') as ProbeElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.defineProperty(element, 'calls', { get: () => calls.get(element) });
  return element;
};

describe('EvElement, the one base of every element', () => {
  it('is what every shipped element extends, the chat’s launcher included, with the release mark', () => {
    for (const { tag } of WIDGETS) {
      const element = customElements.get(tag) as unknown as typeof EvElement;
      expect(element.prototype, tag).toBeInstanceOf(EvElement);
      expect(element.evVersion).toBe(VERSION);
    }
  });

  it('reflects its typed props to attributes and back; null or undefined removes the attribute', () => {
    const element = probe({ label: 'a', open: '' });
    expect([element.label, element.open, element.apiUrl]).toEqual(['a', true, undefined]);
    element.setAttribute('open', 'false');
    expect(element.open).toBe(false);
    element.open = true;
    expect(element.getAttribute('open')).toBe('true');
    element.open = false;
    element.apiUrl = 'https://fn.example/v1';
    expect(element.hasAttribute('open')).toBe(false);
    expect(element.getAttribute('api-url')).toBe('https://fn.example/v1');
    element.label = undefined;
    expect(element.hasAttribute('label')).toBe(false);
    expect((customElements.get('ev-test-probe') as unknown as typeof EvElement).observedAttributes).toEqual([
      'api-url',
      'anon-key',
      'lang',
      'phone',
      'whatsapp',
      'label',
      'open',
    ]);
  });

  it('passes on a property the page set before the element was defined', () => {
    const early = document.createElement('ev-test-later') as HTMLElement & { label?: string };
    early.label = 'early';
    document.body.append(early);
    probeOf('ev-test-later');
    expect(early.getAttribute('label')).toBe('early');
    expect(calls.get(early)).toEqual(['mount early']);
  });

  it('opens a shadow root with the reset, the tokens and its own styles adopted before it draws', () => {
    const element = probe();
    const sheets = element.shadowRoot.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]?.cssText ?? '');
    expect(element.shadowRoot.mode).toBe('open');
    expect(sheets).toHaveLength(3);
    expect(sheets[1]).toContain('--ev-color-primary');
    expect(sheets[2]).toContain('.probe');
  });

  it('keeps a first screen the page carries on show through a slot until the element replaces it', () => {
    // The page's markup arrives before the element's module: the element upgrades around it.
    document.body.innerHTML = `<ev-test-carrier><div ${FIRST_SCREEN_ATTRIBUTE}="en"></div></ev-test-carrier>`;
    probeOf('ev-test-carrier', { ...recording, openRoot: carriedFirstScreen.openRoot });
    const carried = document.querySelector('ev-test-carrier') as EvElement;
    expect(carried.shadowRoot.querySelector(`slot[${FIRST_SCREEN_ATTRIBUTE}]`)).not.toBeNull();
    expect(probe().shadowRoot.querySelector('slot')).toBeNull();
  });

  it('draws once on arrival with the attributes it has then, and again on each change', () => {
    const element = probe({ label: 'first' });
    element.setAttribute('label', 'before'); // not on the page yet: mount reads it
    document.body.append(element);
    element.setAttribute('label', 'second');
    element.setAttribute('label', 'second');
    expect(element.calls).toEqual(['mount before', 'update second']);
  });

  it('draws again when the page language switches, and stops listening once gone', async () => {
    const element = probe({ label: 'x' });
    document.body.append(element);
    document.dispatchEvent(new CustomEvent('ev-language-change', { detail: { language: 'ar' } }));
    expect(element.calls).toEqual(['mount x', 'update x']);
    element.remove();
    await Promise.resolve();
    document.dispatchEvent(new CustomEvent('ev-language-change', { detail: { language: 'en' } }));
    expect(element.calls).toEqual(['mount x', 'update x', 'unmount']);
  });

  it('keeps what it drew when moved within one task, and unmounts a microtask after it is really gone', async () => {
    const element = probe({ label: 'x' });
    document.body.append(element);
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    element.remove();
    document.body.prepend(element);
    await Promise.resolve();
    expect(element.calls).toEqual(['mount x']);
    element.remove();
    expect(element.calls).toEqual(['mount x']);
    await Promise.resolve();
    expect(element.calls).toEqual(['mount x', 'unmount']);
    document.body.append(element);
    expect(element.calls).toEqual(['mount x', 'unmount', 'mount x']);
  });
});
