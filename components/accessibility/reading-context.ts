// What "the current document" and "the selection" are when the toolbar opens. A screen marks
// its document with the attribute data-read-aloud-source (a textarea, an input or any element).

export type ReadingContext = { selection: string; documentSource: HTMLElement | null };

export const READ_ALOUD_SOURCE_SELECTOR = "[data-read-aloud-source]";

type TextField = HTMLTextAreaElement | HTMLInputElement;

export function isTextField(el: Element | null): el is TextField {
  return el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && /^(text|search|url|email|)$/.test(el.type));
}

/** `lastField` is the text field focused most recently (its selection survives blur). */
export function captureReadingContext(lastField: TextField | null): ReadingContext {
  let selection = "";
  if (lastField?.isConnected && lastField.selectionStart !== null && lastField.selectionEnd !== null) {
    selection = lastField.value.slice(lastField.selectionStart, lastField.selectionEnd);
  }
  if (!selection.trim()) selection = window.getSelection()?.toString() ?? "";
  const documentSource = document.querySelector<HTMLElement>(READ_ALOUD_SOURCE_SELECTOR);
  return { selection: selection.trim() ? selection : "", documentSource };
}

/** The marked element itself when it is a text field, or the text field inside it (an editor wrapper). */
function sourceField(el: HTMLElement): TextField | null {
  if (isTextField(el)) return el;
  const inner = el.querySelector("textarea, input");
  return isTextField(inner) ? inner : null;
}

/** A text field's value (spoken from the panel), or the element itself (highlighted in place). */
export function readDocumentSource(el: HTMLElement): string | Element {
  return sourceField(el)?.value ?? el;
}

/** The document's text as a string, for the readability check. */
export function documentSourceText(el: HTMLElement | null): string {
  if (!el) return "";
  return sourceField(el)?.value ?? el.innerText ?? el.textContent ?? "";
}

/** The id of the accessibility toolbar's panel (the button's aria-controls). */
export const PANEL_ID = "a11y-panel";
