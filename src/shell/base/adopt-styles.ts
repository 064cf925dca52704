// One CSSStyleSheet per stylesheet text, shared by every shadow root that uses it.
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Puts `cssTexts` into a shadow root, in order, as constructable stylesheets (allowed by a
 * strict CSP with no 'unsafe-inline'); where adoption is unsupported, falls back to `<style>`
 * elements. A text the root has already is not added twice.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (supportsAdoption(root)) {
    const current = root.adoptedStyleSheets;
    root.adoptedStyleSheets = [...current, ...cssTexts.map(sheetFor).filter((sheet) => !current.includes(sheet))];
    return;
  }
  const existing = [...root.children].filter((child) => child.localName === 'style');
  const present = new Set(existing.map((style) => style.textContent));
  const added = cssTexts.filter((css) => !present.has(css));
  const last = existing.at(-1);
  const styles = added.map((css) => Object.assign(document.createElement('style'), { textContent: css }));
  if (last) last.after(...styles);
  else root.prepend(...styles);
}

function supportsAdoption(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype
  );
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}
