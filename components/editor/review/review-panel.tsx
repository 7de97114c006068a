"use client";
// The review of a proposed AI change: each change with a few words around it, to
// accept or reject on its own; Accept all, Reject all; the document changes only on a choice.
import { useEffect, useRef } from "react";
import { Check, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { changeContext, changesOf } from "@/lib/text/word-diff";
import { plural } from "@/lib/text/plural";
import { ChangeMarks } from "@/components/editor/review/change-marks";
import type { AiReview, PendingReview } from "@/components/editor/review/use-ai-review";

type Props = { review: PendingReview; actions: Pick<AiReview, "decide" | "applyChoices" | "acceptAll" | "rejectAll"> };

export function ReviewPanel({ review, actions }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [review.before, review.after]);
  const changes = changesOf(review.parts);
  const decided = changes.filter((c) => review.decisions[c.id]).length;
  const accepted = changes.filter((c) => review.decisions[c.id] === "accepted").length;

  return (
    <section aria-labelledby="ai-review-heading" data-testid="ai-review" className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-card p-4">
      <h2 id="ai-review-heading" ref={heading} tabIndex={-1} className="text-xl font-bold focus-visible:outline-none">
        Review AI changes
      </h2>
      <p>
        {review.label} {plural(changes.length, "change", "changes")} suggested. Your text is unchanged until you choose.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={actions.acceptAll}>
          <Check aria-hidden="true" />
          Accept all
        </Button>
        <Button variant="outline" onClick={actions.rejectAll}>
          <X aria-hidden="true" />
          Reject all
        </Button>
      </div>
      <ol aria-label="Suggested changes" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {changes.map((change, i) => {
          const context = changeContext(review.parts, change.id);
          const decision = review.decisions[change.id];
          return (
            <li key={change.id} data-testid="ai-review-change" className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-border p-3">
              <p dir="auto" className="min-w-0 flex-1 whitespace-pre-wrap break-words">
                <span className="sr-only">Change {i + 1}: </span>
                <span className="text-muted-foreground">{context.before.trimStart() ? `…${context.before}` : ""}</span>
                <ChangeMarks change={change} />
                <span className="text-muted-foreground">{context.after.trimEnd() ? `${context.after}…` : ""}</span>
              </p>
              <div className="flex gap-2" role="group" aria-label={`Change ${i + 1}`}>
                <DecisionButton label="Accept" pressed={decision === "accepted"} onClick={() => actions.decide(change.id, "accepted")} />
                <DecisionButton label="Reject" pressed={decision === "rejected"} onClick={() => actions.decide(change.id, "rejected")} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={actions.applyChoices} disabled={decided === 0}>
          Apply my choices
        </Button>
        <p className="text-muted-foreground" aria-live="polite">
          {accepted} of {changes.length} accepted{decided < changes.length ? "; changes you have not chosen are left out" : ""}.
        </p>
      </div>
    </section>
  );
}

function DecisionButton({ label, pressed, onClick }: { label: "Accept" | "Reject"; pressed: boolean; onClick: () => void }) {
  const Icon = label === "Accept" ? Check : X;
  return (
    <Button size="sm" variant={pressed ? "default" : "outline"} aria-pressed={pressed} onClick={onClick}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
