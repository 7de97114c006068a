import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import type { BrainstormPrompt } from "@/lib/schemas/ai";
import { ItemList } from "@/components/voice-tools/shared/results";

/** The chosen prompt with its follow-up questions, and the buttons given as children. */
export function PromptCard({ prompt, children }: { prompt: BrainstormPrompt; children?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="brainstorm-prompt">
      <h2 className="text-xl font-bold">Your prompt</h2>
      <p dir="auto" className="text-lg" data-testid="prompt-text">
        {prompt.prompt}
      </p>
      {prompt.followUp.length > 0 && (
        <>
          <h3 className="font-semibold">Questions to keep you going</h3>
          <ItemList items={prompt.followUp} />
        </>
      )}
      {children && <div className="flex flex-wrap gap-3">{children}</div>}
    </Card>
  );
}
