/** What a visitor presses: pressed in a first view, it is pressed again in the view that replaces it. */
const CONTROLS = 'button, a[href], [role="button"]';

export interface IntentOptions {
  /** Fetches the view's code without mounting it: a pointer comes over the element. */
  fetch: () => void;
  /** Mounts the view, fetching its code first if need be: a press, a focus or a click in the element. */
  takeOver: () => void;
  /**
   * Whether a first view is on show whose controls the view replaces, with the same markup in the
   * same places (a control's place among them names it in either). The chat's launcher stays, so
   * its presses need nothing kept.
   */
  replacing: () => boolean;
}

/** The press a replaced first view kept while the view loaded. */
export interface Intent {
  /** The click on a first view's control, to press again once the view has rendered; asked once. */
  takePress(): (() => void) | undefined;
}

/**
 * Loads an element's view on the visitor's intent: a pointer over `host` fetches the code, a
 * press, a focus or a click takes over. A click on a first view's control before the view has
 * arrived is kept (`takePress`), and so is a press whose take-over lands between the pointer going
 * down and coming up: the control it went down on leaves with the first view, so the click may
 * land elsewhere or not at all; released over the same place, the view's control there is clicked.
 * @example const intent = loadOnIntent(host, root, { fetch, takeOver, replacing: () => shown });
 */
export function loadOnIntent(host: HTMLElement, root: ShadowRoot, options: IntentOptions): Intent {
  const controls = () => [...root.querySelectorAll<HTMLElement>(CONTROLS)];
  const placeOf = (event: Event) => controls().indexOf(controlOf(event) as HTMLElement);
  /** The first view's control a visitor clicked before the view arrived, by its place. */
  let clicked = -1;
  /** The first view's control a pointer went down on, by its place, until its click comes. */
  let pressed = -1;

  host.addEventListener('pointerover', options.fetch);
  host.addEventListener('focusin', options.takeOver);
  host.addEventListener('pointerdown', (event) => {
    pressed = options.replacing() ? placeOf(event) : -1;
    options.takeOver();
  });
  host.addEventListener('pointerup', (up) => {
    const place = pressed;
    pressed = -1;
    if (place < 0 || !up.composedPath().includes(controls()[place] as EventTarget)) return;
    let seen = false;
    const see = (event: Event) => {
      seen ||= event.composedPath().includes(controls()[place] as EventTarget);
    };
    host.addEventListener('click', see, { capture: true });
    // The click, if one comes, is dispatched in this task: after it, a press the view did not get is replayed.
    setTimeout(() => {
      host.removeEventListener('click', see, { capture: true });
      if (!seen && !options.replacing()) controls()[place]?.click();
    });
  });
  host.addEventListener('click', (event) => {
    const control = controlOf(event);
    // A submit button submits (the first view keeps the form's submit); any other control waits for the view.
    if (options.replacing() && control && !(control instanceof HTMLButtonElement && control.type === 'submit')) {
      event.preventDefault();
      clicked = placeOf(event);
    }
    options.takeOver();
  });

  return {
    takePress() {
      const place = clicked;
      clicked = -1;
      return place < 0 ? undefined : () => controls()[place]?.click();
    },
  };
}

/** The control (button, link) an event went through, if any. */
function controlOf(event: Event): HTMLElement | undefined {
  return event
    .composedPath()
    .find((node): node is HTMLElement => node instanceof HTMLElement && node.matches(CONTROLS));
}
