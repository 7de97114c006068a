import type { MouseEventHandler, ReactNode } from "react";
import { Download, RotateCcw, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Level } from "@/lib/schemas/ai";
import type { SaveToolDocumentInput } from "@/lib/queries/voice-tools";
import { SaveDocumentButton } from "@/components/voice-tools/shared/save-document-button";

/**
 * A titled results card (h2): a text the tool wrote, or the content given. What the tool wrote is set in the reader's own reading settings
 * (font, size, line, letter and word spacing from the accessibility toolbar: the `reading-text`
 * rule in app/accessibility.css), never in a look of the tool's own.
 */
export function ResultSection({ title, text, children, testId }: { title: string; text?: string; children?: ReactNode; testId?: string }) {
  return (
    <Card className="flex flex-col gap-2 p-4" data-testid={testId}>
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="reading-text flex flex-col gap-2">
        {text !== undefined && <GeneratedText>{text}</GeneratedText>}
        {children}
      </div>
    </Card>
  );
}

/**
 * Text the tool wrote, one paragraph. dir="auto": the browser sets its direction from the text
 * itself, so Arabic or Hebrew reads right to left with its punctuation at the right end.
 */
export function GeneratedText({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <p dir="auto" className={className ?? "whitespace-pre-wrap"} data-testid={testId}>
      {children}
    </p>
  );
}

export function ItemList({ items, ordered = false, empty = "None found." }: { items: readonly string[]; ordered?: boolean; empty?: string }) {
  if (!items.length) return <p className="text-muted-foreground">{empty}</p>;
  const Tag = ordered ? "ol" : "ul";
  // The marker's room is on each item's own start side (ms-6): left for English, right for Arabic.
  return (
    <Tag className={ordered ? "flex list-decimal flex-col gap-1" : "flex list-disc flex-col gap-1"}>
      {items.map((item, i) => (
        <li key={i} dir="auto" className="ms-6">
          {item}
        </li>
      ))}
    </Tag>
  );
}

const LEVEL_VARIANT = { high: "destructive", medium: "warning", low: "success" } as const;

/** Importance and priority: high, medium, low as red, yellow, green badges, always with the word. */
export function LevelBadge({ level, label }: { level: Level; label?: string }) {
  return <Badge variant={LEVEL_VARIANT[level]}>{label ? `${label}: ${level}` : level}</Badge>;
}

/** Processing spinner with a polite announcement. */
export function ProcessingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border-2 border-border p-6 text-lg" data-testid="processing">
      <span className="size-6 animate-spin rounded-full border-4 border-primary border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
      {text}
    </div>
  );
}

export type ToolAction = { label: string; icon: LucideIcon; onClick: MouseEventHandler<HTMLButtonElement>; variant?: ButtonProps["variant"]; size?: ButtonProps["size"]; disabled?: boolean };

/** A row of the tool's buttons, each an icon and its label. */
export function ToolActions({ actions, children }: { actions: readonly (ToolAction | false | null | undefined)[]; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action, i) => {
        if (!action) return null;
        const Icon = action.icon;
        return (
          <Button key={i} variant={action.variant} size={action.size} onClick={action.onClick} disabled={action.disabled}>
            <Icon aria-hidden="true" />
            {action.label}
          </Button>
        );
      })}
      {children}
    </div>
  );
}

export type ToolResultsProps = {
  testId: string;
  children: ReactNode;
  /** Download as a text file. */
  download?: { label: string; onClick: () => void };
  /** Save as a document in the library (opens it in the editor). */
  buildDocument?: () => SaveToolDocumentInput;
  /** A button of the tool's own, before Start over. */
  extra?: ToolAction;
  newLabel: string;
  onNew: () => void;
};

/** The results of a tool: its sections, then Download, Save as document and the tool's New button. */
export function ToolResults({ testId, children, download, buildDocument, extra, newLabel, onNew }: ToolResultsProps) {
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      {children}
      <ToolActions
        actions={[
          download && { label: download.label, icon: Download, onClick: download.onClick },
          extra,
        ]}
      >
        {buildDocument && <SaveDocumentButton build={buildDocument} />}
        <Button variant="outline" onClick={onNew}>
          <RotateCcw aria-hidden="true" />
          {newLabel}
        </Button>
      </ToolActions>
    </div>
  );
}
