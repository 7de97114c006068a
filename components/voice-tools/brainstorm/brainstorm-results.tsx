"use client";
import { FilePlus, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { BrainstormAnalysis } from "@/lib/ai/schemas";
import { ItemList, ResultSection } from "@/components/voice-tools/shared/results";

type Props = { analysis: BrainstormAnalysis; onCreate: () => void; creating: boolean; onNew: () => void };

/** Key ideas and the suggested structure (outline, approach, next steps); Create Document; New Session. */
export function BrainstormResults({ analysis, onCreate, creating, onNew }: Props) {
  const s = analysis.structure;
  return (
    <div className="flex flex-col gap-4" data-testid="brainstorm-results">
      <ResultSection title="Key Ideas">
        <ItemList items={analysis.ideas} empty="No ideas found." />
      </ResultSection>
      {s && (
        <ResultSection title="Suggested Structure">
          <h3 className="font-semibold">Writing approach</h3>
          <p>{s.writingApproach}</p>
          {s.outline.length > 0 && (
            <>
              <h3 className="font-semibold">Outline</h3>
              <ol className="flex list-decimal flex-col gap-2 pl-6">
                {s.outline.map((section, i) => (
                  <li key={i}>
                    <span className="font-semibold">{section.title}</span>
                    <ItemList items={section.points} empty="" />
                  </li>
                ))}
              </ol>
            </>
          )}
          {s.nextSteps.length > 0 && (
            <>
              <h3 className="font-semibold">Next steps</h3>
              <ItemList items={s.nextSteps} />
            </>
          )}
        </ResultSection>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onCreate} disabled={creating}>
          <FilePlus aria-hidden="true" />
          {creating ? "Creating..." : "Create Document"}
        </Button>
        <Button variant="outline" onClick={onNew}>
          <RotateCcw aria-hidden="true" />
          New Session
        </Button>
      </div>
    </div>
  );
}
