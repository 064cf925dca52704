type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';

/**
 * Moves what a visitor did in a first view's form fields (typed text, a checked choice) into the
 * same fields of the element's React view, and the focus with its caret. React owns those fields'
 * values, so a value goes in as the browser's own typing would: through the prototype's setter
 * (past React's tracker) and an `input` event, which its onChange answers.
 */
export function carryFields(from: ParentNode, to: ParentNode, focused: Element | null): void {
  const fields = [...from.querySelectorAll<Field>(FIELDS)];
  const targets = [...to.querySelectorAll<Field>(FIELDS)];
  // The same markup in both views: a field's place names it (radio names carry ids, which differ).
  const counterpart = (field: Field) => {
    const target = targets[fields.indexOf(field)];
    return target && target.localName === field.localName && target.type === field.type ? target : undefined;
  };
  for (const field of fields) {
    const target = counterpart(field);
    // Only what the visitor changed: the view's own defaults are the React view's to set.
    if (!target || !changed(field)) continue;
    if (isChoice(field)) {
      if ((target as HTMLInputElement).checked !== field.checked) (target as HTMLInputElement).click();
    } else if (field.value !== target.value) {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')?.set;
      setter?.call(target, field.value);
      target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      target.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    }
  }
  if (!focused?.matches(FIELDS)) return;
  const field = focused as Field;
  const target = counterpart(field);
  if (!target) return;
  target.focus({ preventScroll: true });
  if (!isChoice(field) && 'selectionStart' in field && field.selectionStart !== null && 'setSelectionRange' in target) {
    try {
      target.setSelectionRange(field.selectionStart, field.selectionEnd);
    } catch {
      // An email or number field has no caret to place.
    }
  }
}

function changed(field: Field): boolean {
  if (isChoice(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

function isChoice(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox');
}
