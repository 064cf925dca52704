import { act, fireEvent } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement } from '@shell/base/define-element';
import { reactView } from '@shell/react/react-view';
import { resetPage } from '../../support/reset-page';

const unmounted: string[] = [];

function Counter({ label }: { label?: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => () => void unmounted.push(label ?? '?'), [label]);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label ?? 'none'}:{count}
    </button>
  );
}

defineElement<{ label?: string }>({
  tag: 'ev-test-counter',
  props: { label: 'string' },
  view: reactView<{ label?: string }>({
    messages: { en: {}, ar: {} },
    render: (_config, { label }) => <Counter label={label} />,
  }),
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function mount(label: string, parent: Element = document.body) {
  const element = document.createElement('ev-test-counter');
  element.setAttribute('label', label);
  parent.append(element);
  await settle();
  const button = () => element.shadowRoot?.querySelector('button') as HTMLButtonElement;
  return { element, button, click: () => act(() => fireEvent.click(button())) };
}

afterEach(async () => {
  resetPage();
  await settle();
  unmounted.length = 0;
});

describe('elements on a host page', () => {
  it('keeps its React tree and state when a page builder moves it to another parent', async () => {
    const counter = await mount('moved');
    await counter.click();
    await counter.click();
    const rendered = counter.button();
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);

    elsewhere.append(counter.element);
    await settle();
    expect(counter.button()).toBe(rendered);
    expect(counter.button().textContent).toBe('moved:2');
    expect(unmounted).toEqual([]);

    // remove() then insert in the same task, the way drag-and-drop editors do it
    counter.element.remove();
    document.body.prepend(counter.element);
    await settle();
    expect(counter.button().textContent).toBe('moved:2');
    await counter.click();
    expect(counter.button().textContent).toBe('moved:3');
  });

  it('unmounts React once the element is really gone', async () => {
    const counter = await mount('gone');
    counter.element.remove();
    expect(unmounted).toEqual([]);
    await settle();
    expect(unmounted).toEqual(['gone']);
    expect(counter.element.shadowRoot?.querySelector('button')).toBeNull();

    document.body.append(counter.element);
    await settle();
    expect(counter.button().textContent).toBe('gone:0');
  });

  it('runs several instances of one element independently', async () => {
    const first = await mount('a');
    const second = await mount('b');
    await first.click();
    await first.click();
    await second.click();
    expect(first.button().textContent).toBe('a:2');
    expect(second.button().textContent).toBe('b:1');
  });

  it('passes a removed attribute on as undefined, and an emptied one as an empty string', async () => {
    const counter = await mount('first');
    counter.element.removeAttribute('label');
    await settle();
    expect(counter.button().textContent).toBe('none:0');
    counter.element.setAttribute('label', 'again');
    await settle();
    expect(counter.button().textContent).toBe('again:0');
    counter.element.setAttribute('label', '');
    await settle();
    expect(counter.button().textContent).toBe(':0');
  });

  it('takes attribute changes made while the element is detached when it comes back', async () => {
    const counter = await mount('before');
    await counter.click();
    const holder = document.createElement('div');
    counter.element.remove();
    counter.element.setAttribute('label', 'after');
    holder.append(counter.element);
    document.body.append(holder);
    await settle();
    expect(counter.button().textContent).toBe('after:1');
  });
});
