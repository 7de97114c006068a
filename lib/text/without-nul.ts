// U+0000 (NUL) cannot be stored (PostgreSQL text refuses it, and the API answers 400), and nobody
// can see it to delete it. Text pasted from some PDFs and old word processors carries it, so
// the editor drops it as it arrives instead of refusing the save later.
const NUL = "\u0000";

export function withoutNul(text: string): string {
  return text.includes(NUL) ? text.split(NUL).join("") : text;
}

/**
 * For a text field's input event: drops NUL from the field itself (before React compares it
 * with state, so the caret does not jump to the end) and keeps the caret where it was.
 */
export function fieldValueWithoutNul(field: HTMLInputElement | HTMLTextAreaElement): string {
  const value = field.value;
  if (!value.includes(NUL)) return value;
  const caret = field.selectionStart ?? value.length;
  const before = withoutNul(value.slice(0, caret));
  field.value = before + withoutNul(value.slice(caret));
  field.setSelectionRange(before.length, before.length);
  return field.value;
}
