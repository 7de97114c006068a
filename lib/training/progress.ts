import type { TrainingProgressDto } from "@/lib/schemas/training";

// Progress figures (voice-tools-and-enterprise §2, §9), all from the user's own records.

/** Completed share of the program's modules, rounded to a whole percentage. */
export function programProgressPercent(moduleCount: number, records: readonly TrainingProgressDto[], programId: string): number {
  if (moduleCount <= 0) return 0;
  const completed = new Set(records.filter((r) => r.programId === programId && r.status === "completed").map((r) => r.moduleId));
  return Math.min(100, Math.round((completed.size / moduleCount) * 100));
}

export type TrainingSummary = {
  programsStarted: number;
  /** Mean progress % over the programs started (0 when none). */
  averageProgress: number;
  modulesCompleted: number;
  /** Seconds */
  timeSpent: number;
};

export function trainingSummary(
  programs: readonly { id: string; moduleCount: number }[],
  records: readonly TrainingProgressDto[],
): TrainingSummary {
  const started = programs.filter((p) => records.some((r) => r.programId === p.id && r.status !== "not_started"));
  const averageProgress = started.length
    ? Math.round(started.reduce((sum, p) => sum + programProgressPercent(p.moduleCount, records, p.id), 0) / started.length)
    : 0;
  return {
    programsStarted: started.length,
    averageProgress,
    modulesCompleted: records.filter((r) => r.status === "completed").length,
    timeSpent: records.reduce((sum, r) => sum + r.timeSpent, 0),
  };
}

/** "45 s", "12 min", "1 h 5 min" */
export function formatTimeSpent(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

export type ModuleAction = "Review Module" | "Continue" | "Start Module";

/** voice-tools-and-enterprise §4: 'Review Module' if completed, 'Continue' if in progress, else 'Start Module'. */
export function moduleActionLabel(status: string | undefined): ModuleAction {
  if (status === "completed") return "Review Module";
  if (status === "in_progress") return "Continue";
  return "Start Module";
}

/** "beginner" -> "Beginner" */
export function difficultyLabel(level: string): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}
