"use client";
import { Download, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { LectureNotes } from "@/lib/ai/schemas";
import { ItemList, LevelBadge, ResultSection } from "@/components/voice-tools/shared/results";
import { SaveDocumentButton } from "@/components/voice-tools/shared/save-document-button";
import type { SaveToolDocumentInput } from "@/lib/queries/voice-tools";

type Props = { notes: LectureNotes; onDownload: () => void; onNew: () => void; buildDocument: () => SaveToolDocumentInput };

/** Summary, key terms with importance, main points, review questions; download, save, start over. */
export function LectureResults({ notes, onDownload, onNew, buildDocument }: Props) {
  return (
    <div className="flex flex-col gap-4" data-testid="lecture-results">
      <ResultSection title="Summary">
        <p className="whitespace-pre-wrap">{notes.summary}</p>
      </ResultSection>
      <ResultSection title="Key Terms">
        {notes.keyTerms.length ? (
          <dl className="flex flex-col gap-3">
            {notes.keyTerms.map((t) => (
              <div key={t.term} className="flex flex-col gap-1">
                <dt className="flex flex-wrap items-center gap-2 font-semibold">
                  {t.term} <LevelBadge level={t.importance} />
                </dt>
                <dd>{t.definition}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">No key terms found.</p>
        )}
      </ResultSection>
      <ResultSection title="Main Points">
        <ItemList items={notes.mainPoints} />
      </ResultSection>
      <ResultSection title="Review Questions">
        <ItemList items={notes.questions} ordered />
      </ResultSection>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onDownload}>
          <Download aria-hidden="true" />
          Download Study Guide
        </Button>
        <SaveDocumentButton build={buildDocument} />
        <Button variant="outline" onClick={onNew}>
          <RotateCcw aria-hidden="true" />
          New Lecture
        </Button>
      </div>
    </div>
  );
}
