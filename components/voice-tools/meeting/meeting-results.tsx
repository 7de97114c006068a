"use client";
import { Download, RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { MeetingMinutes } from "@/lib/ai/schemas";
import type { SaveToolDocumentInput } from "@/lib/queries/voice-tools";
import { ItemList, LevelBadge, ResultSection } from "@/components/voice-tools/shared/results";
import { SaveDocumentButton } from "@/components/voice-tools/shared/save-document-button";
import { dueDateText } from "@/lib/tools/text";

type Props = { minutes: MeetingMinutes; onDownload: () => void; onNew: () => void; buildDocument: () => SaveToolDocumentInput };

/** Executive summary, key discussion points, action items with assignee and priority. */
export function MeetingResults({ minutes, onDownload, onNew, buildDocument }: Props) {
  return (
    <div className="flex flex-col gap-4" data-testid="meeting-results">
      <ResultSection title="Executive Summary">
        <p className="whitespace-pre-wrap">{minutes.summary}</p>
      </ResultSection>
      <ResultSection title="Key Discussion Points">
        <ItemList items={minutes.keyPoints} />
      </ResultSection>
      <ResultSection title="Action Items">
        {minutes.actionItems.length ? (
          <ul className="flex flex-col gap-3" data-testid="action-items">
            {minutes.actionItems.map((item, i) => (
              <li key={i} className="flex flex-col gap-1 rounded-lg border-2 border-border p-3">
                <span>{item.task}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <span>Assignee: {item.assignee?.trim() || "Unassigned"}</span>
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
        <p className="whitespace-pre-wrap" data-testid="meeting-transcript">
          {minutes.transcript}
        </p>
      </ResultSection>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onDownload}>
          <Download aria-hidden="true" />
          Download Minutes
        </Button>
        <SaveDocumentButton build={buildDocument} />
        <Button variant="outline" onClick={onNew}>
          <RotateCcw aria-hidden="true" />
          New Meeting
        </Button>
      </div>
    </div>
  );
}
