// Appends dictated text the way typing does (execCommand "insertText"). Setting a textarea's
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
  const doc = area.ownerDocument;
  if (!suffix || typeof doc.execCommand !== "function") return false;
  const active = doc.activeElement;
  const focused = active === area;
  if (!focused && active && active !== doc.body && isEditable(active)) return false;
  const end = area.value.length;
  const { selectionStart, selectionEnd, selectionDirection } = area;
  const caretAtEnd = selectionStart === end && selectionEnd === end;
  let inserted = false;
  try {
    if (!focused) area.focus({ preventScroll: true });
    if (doc.activeElement !== area) return false;
    area.setSelectionRange(end, end);
    inserted = doc.execCommand("insertText", false, suffix) && area.value.length === end + suffix.length;
  } catch {
    inserted = false;
  } finally {
    if (focused && !caretAtEnd) area.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    if (!focused) {
      if (active instanceof HTMLElement && active !== doc.body) active.focus({ preventScroll: true });
      else area.blur();
    }
  }
  return inserted;
}
