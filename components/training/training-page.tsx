"use client";
import { useRef, useState } from "react";
import { ArrowLeft, GraduationCap } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ModuleList } from "@/components/training/module-list";
import { PracticeSession } from "@/components/training/practice-session";
import { ProgramList } from "@/components/training/program-list";
import { SummaryTiles } from "@/components/training/summary-tiles";
import { useCompleteModule, useStartModule, useTrainingModules, useTrainingPrograms, useTrainingProgress } from "@/lib/queries/training";
import type { TrainingModuleDto, TrainingProgramDto } from "@/lib/schemas/training";
import { trainingSummary } from "@/lib/training/progress";
import { toast } from "@/lib/toast";
import { useSingleFlight } from "@/lib/hooks/use-single-flight";
import { RetryButton } from "@/components/common/retry-button";

/** Dictation training (voice-tools-and-enterprise §2): summary, programs, modules and practice. */
export function TrainingPage() {
  const programs = useTrainingPrograms();
  const progress = useTrainingProgress();
  const [program, setProgram] = useState<TrainingProgramDto | null>(null);
  const [practising, setPractising] = useState<TrainingModuleDto | null>(null);
  const modules = useTrainingModules(program?.id ?? null);
  const start = useStartModule();
  const markRead = useCompleteModule();
  // Mark as read pressed twice before `isPending` disables it added the module's time twice
  const markOnce = useSingleFlight();
  const heading = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const records = progress.data ?? [];
  const list = programs.data ?? [];

  function openProgram(p: TrainingProgramDto | null) {
    setProgram(p);
    requestAnimationFrame(() => heading.current?.focus());
  }

  function practise(m: TrainingModuleDto) {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setPractising(m);
    start.mutate(m.id, { onSuccess: () => toast({ title: "Module started", description: "Your progress is being tracked." }) });
  }

  function exitPractice() {
    setPractising(null);
    requestAnimationFrame(() => returnFocus.current?.focus());
  }

  async function markAsRead(m: TrainingModuleDto) {
    try {
      await markRead.mutateAsync({ moduleId: m.id, score: null, timeSpent: m.estimatedTime * 60 });
      toast({ title: "Module completed!", description: "Great job! Your progress has been saved." });
    } catch {
      toast({ title: "Could not save your progress", description: "Please check your connection and try again.", variant: "destructive" });
    }
  }

  const isLoading = programs.isPending || progress.isPending;

  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <div>
        <h1 id="page-title" ref={heading} tabIndex={-1} className="flex items-center gap-3 text-3xl font-bold focus:outline-none">
          <GraduationCap className="size-8" aria-hidden="true" />
          {program ? program.name : "Dictation Training"}
        </h1>
        <p className="text-lg text-muted-foreground">
          {program ? program.description : "Learn to write by speaking, step by step, and see how accurately you are heard."}
        </p>
      </div>

      {isLoading ? (
        <div className="flex flex-col gap-4" data-testid="training-loading">
          <p className="sr-only" role="status">
            Loading training programs...
          </p>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : programs.isError || progress.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border-2 border-destructive p-4">
          <p className="text-base font-semibold">We could not load your training. Please check your connection and try again.</p>
          <RetryButton
            onRetry={() => {
              void programs.refetch();
              void progress.refetch();
            }}
          />
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-border bg-card px-4 py-10 text-center">
          <GraduationCap className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-xl font-bold">No training programs available</p>
          <p className="text-base text-muted-foreground">Contact your administrator to access enterprise training programs</p>
        </div>
      ) : program ? (
        <>
          <Button variant="outline" className="self-start" onClick={() => openProgram(null)}>
            <ArrowLeft aria-hidden="true" />
            Back to Programs
          </Button>
          <h2 className="text-2xl font-bold">Modules</h2>
          {modules.isPending ? (
            <div className="flex flex-col gap-3">
              <p className="sr-only" role="status">
                Loading modules...
              </p>
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : modules.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border-2 border-destructive p-4">
              <p className="text-base font-semibold">We could not load the modules. Please try again.</p>
              <RetryButton onRetry={() => void modules.refetch()} />
            </div>
          ) : (
            <ModuleList modules={modules.data} progress={records} onPractice={practise} onMarkRead={(m) => void markOnce(() => markAsRead(m))} isMarking={markRead.isPending} />
          )}
        </>
      ) : (
        <>
          <SummaryTiles summary={trainingSummary(list, records)} />
          <h2 className="text-2xl font-bold">Programs</h2>
          <ProgramList programs={list} progress={records} onOpen={openProgram} />
        </>
      )}

      {practising && <PracticeSession key={practising.id} module={practising} onExit={exitPractice} />}
    </section>
  );
}
