import { describe, expect, it, vi } from 'vitest';
import { loadOnIntent } from '@shell/base/load-on-intent';

/** A host whose shadow root holds `markup` (the first view), with loadOnIntent on it. */
function setUp(markup: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = markup;
  const steps: string[] = [];
  let replacing = true;
  const intent = loadOnIntent(host, root, {
    fetch: () => steps.push('fetch'),
    takeOver: () => steps.push('take over'),
    replacing: () => replacing,
  });
  /** The view replaces the first view: the same markup, new nodes. */
  const takeOver = () => {
    root.innerHTML = markup;
    replacing = false;
  };
  return { host, root, steps, intent, takeOver };
}

const BUTTONS = '<button type="button" id="a">A</button><button type="button" id="b">B</button>';

describe('loadOnIntent', () => {
  it('fetches on a pointer over the element, and takes over on a press, a focus or a click', () => {
    const { host, root, steps } = setUp(BUTTONS);
    host.dispatchEvent(new Event('pointerover'));
    expect(steps).toEqual(['fetch']);
    host.dispatchEvent(new Event('pointerdown'));
    (root.querySelector('#a') as HTMLElement).dispatchEvent(
      new FocusEvent('focusin', { bubbles: true, composed: true }),
    );
    (root.querySelector('#a') as HTMLElement).click();
    expect(steps).toEqual(['fetch', 'take over', 'take over', 'take over']);
  });

  it('keeps a click on a first view’s control and presses the view’s control in the same place once', () => {
    const { root, intent, takeOver } = setUp(BUTTONS);
    const first = root.querySelector('#b') as HTMLButtonElement;
    expect(first.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }))).toBe(
      false,
    );
    takeOver();
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as Element).id));
    intent.takePress()?.();
    expect(clicked).toEqual(['b']);
    expect(root.querySelector('#b')).not.toBe(first);
    expect(intent.takePress()).toBeUndefined();
  });

  it('lets a submit button submit: the first view keeps the form’s submit itself', () => {
    const { root, intent } = setUp('<form><button type="submit">Send</button></form>');
    const button = root.querySelector('button') as HTMLButtonElement;
    expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }))).toBe(
      true,
    );
    expect(intent.takePress()).toBeUndefined();
  });

  /** A pointer goes down on the first view's control A, and the view takes over before it comes up. */
  function pressDuringTakeOver() {
    vi.useFakeTimers();
    const { root, takeOver } = setUp(BUTTONS);
    (root.querySelector('#a') as HTMLElement).dispatchEvent(
      new Event('pointerdown', { bubbles: true, composed: true }),
    );
    takeOver();
    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as Element).id));
    const release = (id: string) =>
      (root.querySelector(`#${id}`) as HTMLElement).dispatchEvent(
        new Event('pointerup', { bubbles: true, composed: true }),
      );
    return { root, clicked, release };
  }

  it('presses the view’s control when the take-over lands between the pointer going down and coming up', () => {
    const { clicked, release } = pressDuringTakeOver();
    // Released over the view's control in the same place; the browser sends no click (its target left).
    release('a');
    vi.runAllTimers();
    expect(clicked).toEqual(['a']);
  });

  it('does not press twice when the click does come after the take-over', () => {
    const { root, clicked, release } = pressDuringTakeOver();
    release('a');
    (root.querySelector('#a') as HTMLElement).click();
    vi.runAllTimers();
    expect(clicked).toEqual(['a']);
  });

  it('presses nothing when the pointer is released somewhere else', () => {
    const { clicked, release } = pressDuringTakeOver();
    release('b');
    vi.runAllTimers();
    expect(clicked).toEqual([]);
  });
});
