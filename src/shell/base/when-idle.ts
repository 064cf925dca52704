/** Runs `run` once the page has loaded and the browser is idle (a timer where idle callbacks are missing). */
export function whenIdle(run: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
