// Download file names (core-product §7): "{title or 'document'}.txt", safe on every system.

const MAX_BASE_CHARS = 100;
// Windows refuses these names whatever the extension.
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/** A file-name stem: no path separators, reserved or control characters; 'document' when nothing is left. */
export function safeFileStem(title: string | null | undefined, fallback = "document"): string {
  let stem = (title ?? "")
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, "");
  if (Array.from(stem).length > MAX_BASE_CHARS) {
    stem = Array.from(stem).slice(0, MAX_BASE_CHARS).join("").trim().replace(/[.\s]+$/g, "");
  }
  if (!stem) return fallback;
  return RESERVED.test(stem) ? `${stem}_` : stem;
}

/** The plain-text download name for a document. */
export function documentFileName(title: string | null | undefined): string {
  return `${safeFileStem(title)}.txt`;
}
