"use client";
// Download (core-product §7): plain text as before, or Word and PDF with headings,
// bullets and bold, optionally in the reader's own reading settings.
import { useState } from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DEFAULT_PROFILE, parseStoredProfile, PROFILE_STORAGE_KEY } from "@/lib/accessibility/profile";
import { toast } from "@/lib/toast";
import { saveFile } from "@/lib/download";
import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, buildExport, type ExportFormat } from "@/lib/export/export-document";
import { PLAIN_EXPORT_STYLE, styleFromProfile } from "@/lib/export/style";

/** The reader's profile as the accessibility toolbar keeps it on this device (the defaults when none). */
function readProfile() {
  try {
    return parseStoredProfile(window.localStorage.getItem(PROFILE_STORAGE_KEY))?.profile ?? DEFAULT_PROFILE;
  } catch {
    return DEFAULT_PROFILE;
  }
}

type Props = { read: () => { title: string; content: string }; onClose: () => void };

const HINTS: Record<ExportFormat, string> = {
  txt: "The words only, for any app.",
  docx: "Opens in Word, Google Docs and Pages, with headings, bullets and bold.",
  pdf: "Looks the same everywhere; good for printing and sharing.",
};

export function ExportDialog({ read, onClose }: Props) {
  const [format, setFormat] = useState<ExportFormat>("txt");
  const [useReading, setUseReading] = useState(false);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const { title, content } = read();
      const style = useReading ? styleFromProfile(readProfile()) : PLAIN_EXPORT_STYLE;
      const file = await buildExport(format, title, content, style);
      saveFile(file.blob, file.fileName);
      onClose();
    } catch {
      toast({ title: "Download failed", description: "Could not build the file. Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Download</DialogTitle>
          <DialogDescription>Choose a file type. The file is made on this device.</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">File type</legend>
          {EXPORT_FORMATS.map((f) => (
            <label key={f} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border-2 border-border p-3 has-[:checked]:border-primary">
              <input
                type="radio"
                name="export-format"
                value={f}
                checked={format === f}
                onChange={() => setFormat(f)}
                className="mt-1 size-5 accent-primary"
              />
              <span>
                <span className="block font-semibold">{EXPORT_FORMAT_LABELS[f]}</span>
                <span className="block text-muted-foreground">{HINTS[f]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-11 cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={useReading}
            disabled={format === "txt"}
            onChange={(e) => setUseReading(e.target.checked)}
            className="mt-1 size-5 accent-primary"
            aria-describedby="export-reading-hint"
          />
          <span>
            <span className="block font-semibold">Use my reading settings</span>
            <span id="export-reading-hint" className="block text-muted-foreground">
              {format === "txt"
                ? "Plain text has no fonts or colours: choose Word or PDF."
                : "Your font (OpenDyslexic too), text size, line and letter spacing; a cream page in the PDF."}
            </span>
          </span>
        </label>
        <DialogFooter>
          <Button onClick={() => void download()} disabled={busy}>
            <Download aria-hidden="true" />
            {busy ? "Preparing..." : `Download ${EXPORT_FORMAT_LABELS[format]}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
