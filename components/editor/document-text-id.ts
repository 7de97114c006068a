// The id of the editor's text area (its label points at it), and of the first element after it,
// the footer with its counts: the editor's page holds its first frame until the browser has read
// that one, so the text area is drawn with its whole text (app/(app)/editor/[[...id]]/page.tsx).
// Chromium lets the frame be drawn once an expected element is in the page, before its content
// is read: expecting the text area itself drew it empty when its text arrived in a later part.
export const DOCUMENT_TEXT_ID = "document-content";
export const AFTER_DOCUMENT_TEXT_ID = "editor-footer";
