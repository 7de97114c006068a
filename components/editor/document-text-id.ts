// The id of the editor's text area: its label points at it, and the editor's page holds its first
// frame until the browser has read it (app/(app)/editor/[[...id]]/page.tsx).
export const DOCUMENT_TEXT_ID = "document-content";
