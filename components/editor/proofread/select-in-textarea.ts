// Selects a range of the document text area so the user sees where a word is, and (unless
// asked to move focus) gives focus back to the control that asked, so its buttons stay in reach.
export function selectInTextarea(area: HTMLTextAreaElement | null, start: number, end: number, moveFocus = false) {
  if (!area) return;
  const doc = area.ownerDocument;
  const back = doc.activeElement;
  // focusing first lets the browser scroll the selection into view inside the text area
  area.focus({ preventScroll: false });
  area.setSelectionRange(start, end);
  if (!moveFocus && back instanceof HTMLElement && back !== area && back !== doc.body) back.focus({ preventScroll: true });
}
