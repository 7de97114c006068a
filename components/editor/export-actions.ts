"use client";
import { toast } from "@/lib/toast";
import { documentFileName } from "@/lib/text/file-names";
import { saveFile } from "@/lib/download";

// Share and Download (core-product §7): the device share sheet when there is one, else the
// clipboard; the download is a plain-text file named "{title or 'document'}.txt".

export async function shareDocument(title: string, content: string): Promise<void> {
  const data = { title: title.trim() || "Document", text: content };
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return; // the user closed the sheet
    }
  }
  try {
    await navigator.clipboard.writeText(content);
    toast({ title: "Copied to clipboard", description: "Document content has been copied to your clipboard." });
  } catch {
    toast({ title: "Share failed", description: "Could not share or copy the document. Please try Download.", variant: "destructive" });
  }
}

export function downloadDocument(title: string, content: string): void {
  saveFile(new Blob([content], { type: "text/plain;charset=utf-8" }), documentFileName(title));
}
