"use client";
import { BookOpen, CheckCircle2, Mic } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TrainingModuleDto, TrainingProgressDto } from "@/lib/schemas/training";
import { formatTimeSpent, moduleActionLabel } from "@/lib/training/progress";

export function ModuleList({
  modules,
  progress,
  onPractice,
  onMarkRead,
  isMarking,
}: {
  modules: TrainingModuleDto[];
  progress: TrainingProgressDto[];
  onPractice: (module: TrainingModuleDto) => void;
  onMarkRead: (module: TrainingModuleDto) => void;
  isMarking: boolean;
}) {
  return (
    <ol className="flex list-none flex-col gap-4" aria-label="Modules">
      {modules.map((m, index) => {
        const record = progress.find((r) => r.moduleId === m.id);
        const isPractice = m.moduleType === "dictation_practice";
        const titleId = `module-${m.id}`;
        return (
          <li key={m.id} aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-5" data-testid="module-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={titleId} className="flex items-center gap-2 text-xl font-bold">
                {isPractice ? <Mic className="size-5" aria-hidden="true" /> : <BookOpen className="size-5" aria-hidden="true" />}
                {index + 1}. {m.title}
              </h3>
              <div className="flex flex-wrap gap-2">
                <Badge variant="outline">{isPractice ? "Dictation practice" : "Reading"}</Badge>
                {record?.status === "completed" && (
                  <Badge variant="success">
                    <CheckCircle2 className="size-4" aria-hidden="true" />
                    Completed
                  </Badge>
                )}
                {record?.status === "in_progress" && <Badge variant="warning">In progress</Badge>}
              </div>
            </div>
            {m.description && <p className="text-base">{m.description}</p>}
            <p className="text-base text-muted-foreground">
              About {m.estimatedTime} min
              {record && record.score !== null && <> · Best score: {record.score}%</>}
              {record && record.timeSpent > 0 && <> · Time spent: {formatTimeSpent(record.timeSpent)}</>}
            </p>
            {isPractice ? (
              <Button className="self-start" onClick={() => onPractice(m)} aria-describedby={titleId}>
                <Mic aria-hidden="true" />
                {moduleActionLabel(record?.status)}
              </Button>
            ) : (
              <details className="rounded-lg border-2 border-border p-3">
                <summary className="min-h-11 cursor-pointer content-center rounded-md text-base font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring">Read module</summary>
                <div className="mt-2 flex flex-col gap-3 text-base leading-relaxed">
                  {(m.content ?? "").split(/\n\n+/).map((para) => (
                    <p key={para.slice(0, 40)}>{para}</p>
                  ))}
                  {record?.status !== "completed" && (
                    <Button variant="outline" className="self-start" disabled={isMarking} onClick={() => onMarkRead(m)} aria-describedby={titleId}>
                      <CheckCircle2 aria-hidden="true" />
                      Mark as read
                    </Button>
                  )}
                </div>
              </details>
            )}
          </li>
        );
      })}
    </ol>
  );
}
