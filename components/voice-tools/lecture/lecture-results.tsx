import type { LectureNotes } from "@/lib/schemas/ai";
import { ItemList, LevelBadge, ResultSection } from "@/components/voice-tools/shared/results";

/** Summary, key terms with importance, main points, review questions. */
export function LectureResults({ notes }: { notes: LectureNotes }) {
  return (
    <>
      <ResultSection title="Summary" text={notes.summary} />
      <ResultSection title="Key Terms">
        {notes.keyTerms.length ? (
          <dl className="flex flex-col gap-3">
            {notes.keyTerms.map((t) => (
              <div key={t.term} className="flex flex-col gap-1">
                <dt className="flex flex-wrap items-center gap-2 font-semibold">
                  <span dir="auto">{t.term}</span> <LevelBadge level={t.importance} />
                </dt>
                {t.definition && <dd dir="auto">{t.definition}</dd>}
              </div>
            ))}
          </dl>
        ) : (
          // (true whether the lecture had no terms or the notes withheld the ones they were unsure of)
          <p className="text-muted-foreground">I found no key terms I am sure of. Read the main points below.</p>
        )}
      </ResultSection>
      <ResultSection title="Main Points">
        <ItemList items={notes.mainPoints} />
      </ResultSection>
      <ResultSection title="Review Questions">
        <ItemList items={notes.questions} ordered />
      </ResultSection>
    </>
  );
}
