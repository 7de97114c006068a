import type { MeetingMinutes } from "@/lib/schemas/ai";
import { dueDateText } from "@/lib/voice-tools/text";
import { GeneratedText, ItemList, LevelBadge, ResultSection } from "@/components/voice-tools/shared/results";

/** Executive summary, key discussion points, action items with assignee and priority. */
export function MeetingResults({ minutes }: { minutes: MeetingMinutes }) {
  return (
    <>
      <ResultSection title="Executive Summary" text={minutes.summary} />
      <ResultSection title="Key Discussion Points">
        <ItemList items={minutes.keyPoints} />
      </ResultSection>
      <ResultSection title="Action Items">
        {minutes.actionItems.length ? (
          <ul className="flex flex-col gap-3" data-testid="action-items">
            {minutes.actionItems.map((item, i) => (
              <li key={i} className="flex flex-col gap-1 rounded-lg border-2 border-border p-3">
                <span dir="auto">{item.task}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <span dir="auto">Assignee: {item.assignee?.trim() || "Unassigned"}</span>
                  <LevelBadge level={item.priority} label="Priority" />
                  {item.dueDate && <span>Due: {dueDateText(item.dueDate)}</span>}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No action items found.</p>
        )}
      </ResultSection>
      <ResultSection title="Transcript">
        <GeneratedText testId="meeting-transcript">{minutes.transcript}</GeneratedText>
      </ResultSection>
    </>
  );
}
