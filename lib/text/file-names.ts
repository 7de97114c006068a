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

/**
 * Word and PDF download names: the title with every run of characters other than
 * letters and digits as one underscore, e.g. "Q1 plan: draft!" -> "Q1_plan_draft.docx".
 */
export function exportFileName(title: string | null | undefined, extension: "docx" | "pdf" | "txt"): string {
  const stem = Array.from(
    (title ?? "")
      .normalize("NFC")
      .replace(/[^\p{L}\p{N}]+/gu, "_")
      .replace(/^_+|_+$/g, ""),
  )
    .slice(0, MAX_BASE_CHARS)
    .join("")
    .replace(/_+$/, "");
  const safe = stem || "document";
  return `${RESERVED.test(safe) ? `${safe}_` : safe}.${extension}`;
}
