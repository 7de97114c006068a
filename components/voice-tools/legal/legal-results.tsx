"use client";
import { AlertTriangle, Download, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { LegalDocument } from "@/lib/ai/schemas";
import type { SaveToolDocumentInput } from "@/lib/queries/voice-tools";
import { ItemList, ResultSection } from "@/components/voice-tools/shared/results";
import { SaveDocumentButton } from "@/components/voice-tools/shared/save-document-button";

type Props = { document: LegalDocument; onDownload: () => void; onNew: () => void; buildDocument: () => SaveToolDocumentInput };

/** Warnings, review suggestions, the formatted document, key points, citations and action items. */
export function LegalResults({ document, onDownload, onNew, buildDocument }: Props) {
  return (
    <div className="flex flex-col gap-4" data-testid="legal-results">
      {document.warnings?.length ? (
        <section aria-labelledby="legal-warnings" className="rounded-xl border-2 border-destructive p-4">
          <h2 id="legal-warnings" className="mb-2 flex items-center gap-2 text-xl font-bold">
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
            Warnings
          </h2>
          <ItemList items={document.warnings} />
        </section>
      ) : null}
      {document.suggestions?.length ? (
        <ResultSection title="Review Suggestions">
          <ItemList items={document.suggestions} />
        </ResultSection>
      ) : null}
      <ResultSection title="Formatted Document" testId="formatted-document">
        <div className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-lg border-2 border-border p-3 font-serif" tabIndex={0} role="region" aria-label="Formatted document text">
          {document.formattedDocument}
        </div>
      </ResultSection>
      <ResultSection title="Key Legal Points">
        <ItemList items={document.keyPoints} />
      </ResultSection>
      {document.citations.length ? (
        <ResultSection title="Citations">
          <ItemList items={document.citations} />
        </ResultSection>
      ) : null}
      <ResultSection title="Action Items">
        <ItemList items={document.actionItems} empty="No action items found." />
      </ResultSection>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onDownload}>
          <Download aria-hidden="true" />
          Download Legal Document
        </Button>
        <SaveDocumentButton build={buildDocument} />
        <Button variant="outline" onClick={onNew}>
          <RotateCcw aria-hidden="true" />
          New Document
        </Button>
      </div>
    </div>
  );
}
