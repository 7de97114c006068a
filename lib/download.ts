"use client";
// The one place that hands a file built in the browser to the reader as a download (nothing
// leaves the device): documents, exports, tool results, settings and vocabulary.

export function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves text as a file (plain text unless another type is given). */
export function downloadFile(fileName: string, content: string, type = "text/plain;charset=utf-8"): void {
  saveFile(new Blob([content], { type }), fileName);
}
