"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import type { CompleteModuleInput, TrainingModuleDto, TrainingProgramDto, TrainingProgressDto } from "@/lib/schemas/training";
import { trainingKeys } from "@/lib/queries/keys";

// Dictation training (voice-tools-and-enterprise §7). Modules are fetched only once a program is chosen.

export { trainingKeys } from "@/lib/queries/keys";

export function useTrainingPrograms() {
  return useQuery<TrainingProgramDto[]>({ queryKey: trainingKeys.programs });
}

export function useTrainingModules(programId: string | null) {
  return useQuery<TrainingModuleDto[]>({ queryKey: trainingKeys.modules(programId ?? ""), enabled: Boolean(programId) });
}

export function useTrainingProgress() {
  return useQuery<TrainingProgressDto[]>({ queryKey: trainingKeys.progress });
}

export function useStartModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => apiJson<TrainingProgressDto>("POST", `/api/training/modules/${encodeURIComponent(moduleId)}/start`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.progress }),
  });
}

export function useCompleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, ...body }: CompleteModuleInput & { moduleId: string }) =>
      apiJson<TrainingProgressDto>("POST", `/api/training/modules/${encodeURIComponent(moduleId)}/complete`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.progress }),
  });
}
