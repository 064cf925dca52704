// Apart from mount-home, which defines <ev-home> on import: a test that needs the element
// undefined at first (a page's parser upgrading it later) can still clean up after itself.
/** Clears what one test leaves on the shared document. */
export function resetDocument(): void {
  document.body.innerHTML = '';
  localStorage.clear();
  for (const name of ['lang', 'dir', 'data-ev-language', 'data-ev-view'])
    document.documentElement.removeAttribute(name);
}
