import { AlertTriangle } from "lucide-react";
import type { LegalDocument } from "@/lib/schemas/ai";
import { GeneratedText, ItemList, ResultSection } from "@/components/voice-tools/shared/results";

/** Warnings, review suggestions, the formatted document, key points, citations and action items. */
export function LegalResults({ document }: { document: LegalDocument }) {
  return (
    <>
      {document.warnings?.length ? (
        <section aria-labelledby="legal-warnings" className="rounded-xl border-2 border-destructive p-4">
          <h2 id="legal-warnings" className="mb-2 flex items-center gap-2 text-xl font-bold">
            <AlertTriangle className="size-5 text-destructive" aria-hidden="true" />
            Warnings
          </h2>
          <div className="reading-text">
            <ItemList items={document.warnings} />
          </div>
        </section>
      ) : null}
      {document.suggestions?.length ? (
        <ResultSection title="Review Suggestions">
          <ItemList items={document.suggestions} />
        </ResultSection>
      ) : null}
      <ResultSection title="Formatted Document" testId="formatted-document">
        <GeneratedText testId="formatted-document-text">{document.formattedDocument}</GeneratedText>
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
    </>
  );
}
