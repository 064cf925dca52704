/**
 * Clears what one happy-dom test leaves on the shared document: the elements, the saved language,
 * what the bus wrote on <html> and <body>, and a page's configuration. Every widget and shell test
 * resets through this one function, so a new trace the shell leaves is cleared everywhere at once.
 */
export function resetPage(): void {
  document.body.innerHTML = '';
  document.body.removeAttribute('class');
  localStorage.clear();
  for (const name of ['lang', 'dir', 'data-ev-language', 'data-ev-view'])
    document.documentElement.removeAttribute(name);
  document.getElementById('ev-config')?.remove();
  delete window.evConfig;
}
