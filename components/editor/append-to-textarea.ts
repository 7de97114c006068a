// Appends (or, in a template, places) dictated text the way typing does (execCommand "insertText"). Setting a textarea's
// whole value makes the browser shape and lay out all of a long document again (about 40
// times slower on 20,000 words, tests/bench/dictation.bench.ts); inserting edits only the
// end. It also puts the phrase on the textarea's own undo stack, so Ctrl+Z takes it back.
//
// execCommand needs the textarea focused: if focus was elsewhere (the End Dictation button)
// it is borrowed and given back at once; if the user is typing in another field, we do not
// touch focus and return false (the caller then sets the whole value).

function isEditable(el: Element): boolean {
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLElement && el.isContentEditable;
}

export function appendToTextarea(area: HTMLTextAreaElement, suffix: string): boolean {
  const end = area.value.length;
  const caretAtEnd = area.selectionStart === end && area.selectionEnd === end;
  return insertIntoTextarea(area, end, end, suffix, !caretAtEnd);
}

/**
 * Puts dictated text in place of [start, end) (a template's guidance line, or at the caret),
 * the same way: one undo step, and the caret after the new words.
 */
export function replaceInTextarea(area: HTMLTextAreaElement, start: number, end: number, text: string): boolean {
  return insertIntoTextarea(area, start, end, text, false);
}

function insertIntoTextarea(area: HTMLTextAreaElement, start: number, end: number, text: string, keepSelection: boolean): boolean {
  const doc = area.ownerDocument;
  if (!text || typeof doc.execCommand !== "function") return false;
  const active = doc.activeElement;
  const focused = active === area;
  if (!focused && active && active !== doc.body && isEditable(active)) return false;
  const length = area.value.length;
  const { selectionStart, selectionEnd, selectionDirection } = area;
  let inserted = false;
  try {
    if (!focused) area.focus({ preventScroll: true });
    if (doc.activeElement !== area) return false;
    area.setSelectionRange(start, end);
    inserted = doc.execCommand("insertText", false, text) && area.value.length === length - (end - start) + text.length;
  } catch {
    inserted = false;
  } finally {
    if (focused && keepSelection) area.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    if (!focused) {
      if (active instanceof HTMLElement && active !== doc.body) active.focus({ preventScroll: true });
      else area.blur();
    }
  }
  return inserted;
}
