"use client";
import { memo } from "react";
import { IntentLink } from "@/components/common/intent-link";
import { ArrowLeft, Download, History, Save, Share2, Sparkles, Wand2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_TITLE_CHARS } from "@/lib/documents/document-model";
import { cn } from "@/lib/utils";
import { fieldValueWithoutNul } from "@/lib/text/without-nul";

type Props = {
  title: string;
  onTitleChange: (title: string) => void;
  dirty: boolean;
  hasId: boolean;
  hasContent: boolean;
  saving: boolean;
  fixing: boolean;
  enhancing: boolean;
  onShare: () => void;
  onDownload: () => void;
  onFix: () => void;
  onEnhance: () => void;
  onSave: () => void;
  /** Opens the document's history (shown once the document is saved). */
  onHistory?: () => void;
};

// Editor header (core-product §2): back, title, 'Unsaved changes', and the five actions with
// their busy labels. Every button has a visible text label.
export const EditorHeader = memo(function EditorHeader(p: Props) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <IntentLink href="/dashboard" className={cn(buttonVariants({ variant: "ghost" }), "no-underline")}>
          <ArrowLeft aria-hidden="true" />
          Back
        </IntentLink>
        <label htmlFor="document-title" className="sr-only">
          Document title
        </label>
        <Input
          id="document-title"
          value={p.title}
          onChange={(e) => p.onTitleChange(fieldValueWithoutNul(e.target))}
          placeholder="Document title..."
          maxLength={MAX_TITLE_CHARS}
          className="min-w-0 flex-1 basis-56 text-xl font-bold sm:max-w-xl"
        />
        {p.dirty && <Badge variant="warning">Unsaved changes</Badge>}
      </div>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Document actions">
        <Button variant="outline" onClick={p.onShare} disabled={!p.hasContent}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
        <Button variant="outline" onClick={p.onDownload} disabled={!p.hasContent}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button variant="outline" onClick={p.onFix} disabled={p.fixing}>
          <Wand2 aria-hidden="true" />
          {p.fixing ? "Fixing..." : "Fix Punctuation"}
        </Button>
        {/* aria-disabled keeps it focusable, so pressing it anyway explains why (core-product §5) */}
        <Button
          variant="outline"
          onClick={p.onEnhance}
          aria-disabled={!p.hasId || p.enhancing}
          aria-describedby={p.hasId ? undefined : "enhance-needs-save"}
          className="aria-disabled:opacity-60"
        >
          <Sparkles aria-hidden="true" />
          {p.enhancing ? "Enhancing..." : "Enhance Doc"}
        </Button>
        {!p.hasId && (
          <span id="enhance-needs-save" className="sr-only">
            Save the document first to enhance it.
          </span>
        )}
        {p.hasId && p.onHistory && (
          <Button variant="outline" onClick={p.onHistory}>
            <History aria-hidden="true" />
            History
          </Button>
        )}
        <Button onClick={p.onSave} disabled={p.saving}>
          <Save aria-hidden="true" />
          {p.saving ? "Saving..." : "Save"}
        </Button>
      </div>
    </div>
  );
});
