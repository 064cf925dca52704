// One CSSStyleSheet per stylesheet text, shared by every shadow root that uses it.
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Puts `cssTexts` into a shadow root as constructable stylesheets (allowed by a strict CSP with
 * no 'unsafe-inline'); where adoption is unsupported, falls back to `<style>` elements.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if (supportsAdoption(root)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...cssTexts.map(sheetFor)];
    return;
  }
  for (const css of cssTexts) {
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
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
