import type { BrainstormAnalysis } from "@/lib/schemas/ai";
import { GeneratedText, ItemList, ResultSection } from "@/components/voice-tools/shared/results";

/** Key ideas and the suggested structure (outline, approach, next steps). */
export function BrainstormResults({ analysis }: { analysis: BrainstormAnalysis }) {
  const s = analysis.structure;
  return (
    <>
      <ResultSection title="Key Ideas">
        <ItemList items={analysis.ideas} empty="No ideas found." />
      </ResultSection>
      {s && (
        <ResultSection title="Suggested Structure">
          <h3 className="font-semibold">Writing approach</h3>
          <GeneratedText>{s.writingApproach}</GeneratedText>
          {s.outline.length > 0 && (
            <>
              <h3 className="font-semibold">Outline</h3>
              <ol className="flex list-decimal flex-col gap-2 pl-6">
                {s.outline.map((section, i) => (
                  <li key={i}>
                    <span dir="auto" className="font-semibold">
                      {section.title}
                    </span>
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
    </>
  );
}
