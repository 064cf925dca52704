import { describe, expect, it } from 'vitest';
import { CONFIG_PROPS } from '@shell/base/config-props';
import { defineElement } from '@shell/base/define-element';
import { attributeOf } from '@shell/base/element-props';
import { EvElement } from '@shell/base/ev-element';
import { VERSION } from '@shell/base/version';
import { WIDGETS } from '../../../scripts/manifest/widgets';
import '../../../widgets';

const CONFIG_ATTRIBUTES = Object.keys(CONFIG_PROPS).map(attributeOf);

/** What defineElement gives each of the four shipped elements, whatever it draws. */
describe.each(WIDGETS)('<$tag>', ({ tag }) => {
  const type = () => customElements.get(tag) as unknown as typeof EvElement;

  it('is an EvElement with the release mark, taking the config attributes every element takes', () => {
    expect(type().prototype).toBeInstanceOf(EvElement);
    expect(type().evVersion).toBe(VERSION);
    expect(type().observedAttributes).toEqual(expect.arrayContaining(CONFIG_ATTRIBUTES));
  });

  it('reflects the config attributes as properties, both ways', () => {
    const element = document.createElement(tag) as HTMLElement & Record<string, unknown>;
    element.setAttribute('api-url', 'https://fn.example/v1');
    expect(element.apiUrl).toBe('https://fn.example/v1');
    element.anonKey = 'key-from-a-framework';
    expect(element.getAttribute('anon-key')).toBe('key-from-a-framework');
  });

  it('draws in an open shadow root with the reset and the tokens first, before anything of its own', () => {
    const element = document.createElement(tag);
    const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
    expect(element.shadowRoot?.mode).toBe('open');
    expect(sheets[1]?.cssRules[0]?.cssText).toContain('--ev-color-primary');
    expect(sheets.length).toBeGreaterThan(2);
  });

  it('is defined once: a second definition of the tag (another bundle) keeps the first', () => {
    const again = defineElement({ tag, view: () => new Promise<never>(() => {}) });
    expect(again).toBe(customElements.get(tag));
  });
});
