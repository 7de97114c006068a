import { ArrowRight, Clock, Layers } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { TrainingProgramDto, TrainingProgressDto } from "@/lib/schemas/training";
import { difficultyLabel, programProgressPercent } from "@/lib/training/progress";

export function ProgramList({
  programs,
  progress,
  onOpen,
}: {
  programs: TrainingProgramDto[];
  progress: TrainingProgressDto[];
  onOpen: (program: TrainingProgramDto) => void;
}) {
  return (
    <ul className="grid list-none gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Training programs">
      {programs.map((p) => {
        const percent = programProgressPercent(p.moduleCount, progress, p.id);
        const titleId = `program-${p.id}`;
        return (
          <li key={p.id} aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border-2 border-border bg-card p-5" data-testid="program-card">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={titleId} className="text-xl font-bold">
                {p.name}
              </h3>
              <Badge variant="secondary">{difficultyLabel(p.difficultyLevel)}</Badge>
            </div>
            {p.description && <p className="text-base">{p.description}</p>}
            <ul className="list-disc pl-6 text-base" aria-label={`Objectives of ${p.name}`}>
              {p.objectives.slice(0, 2).map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
            <p className="flex flex-wrap gap-4 text-base text-muted-foreground">
              <span className="flex items-center gap-1">
                <Layers className="size-5" aria-hidden="true" /> {p.moduleCount} modules
              </span>
              <span className="flex items-center gap-1">
                <Clock className="size-5" aria-hidden="true" /> {p.estimatedDuration} min
              </span>
            </p>
            <div className="flex flex-col gap-1">
              <p className="text-base font-semibold" id={`${titleId}-progress`}>
                Progress: {percent}%
              </p>
              <div
                role="progressbar"
                aria-labelledby={`${titleId}-progress`}
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
                className="h-3 w-full overflow-hidden rounded-full bg-muted"
              >
                <div className="h-full bg-primary" style={{ width: `${percent}%` }} />
              </div>
            </div>
            <Button className="mt-auto self-start" onClick={() => onOpen(p)}>
              {percent > 0 ? "Continue Program" : "Open Program"}
              <span className="sr-only">: {p.name}</span>
              <ArrowRight aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
