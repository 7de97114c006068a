"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { trainingApi } from "@/lib/schemas/endpoints/training";
import type { CompleteModuleInput } from "@/lib/schemas/training";
import { trainingKeys } from "@/lib/queries/keys";

// Dictation training (voice-tools-and-enterprise §7). Modules are fetched only once a program is chosen.

export { trainingKeys } from "@/lib/queries/keys";

export function useTrainingPrograms() {
  return useQuery({ queryKey: trainingKeys.programs, queryFn: ({ signal }) => callApi(trainingApi.programs, {}, { signal }) });
}

export function useTrainingModules(programId: string | null) {
  return useQuery({
    queryKey: trainingKeys.modules(programId ?? ""),
    queryFn: ({ signal }) => callApi(trainingApi.modules, { params: { id: programId ?? "" } }, { signal }),
    enabled: Boolean(programId),
  });
}

export function useTrainingProgress() {
  return useQuery({ queryKey: trainingKeys.progress, queryFn: ({ signal }) => callApi(trainingApi.progress, {}, { signal }) });
}

export function useStartModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (moduleId: string) => callApi(trainingApi.startModule, { params: { id: moduleId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.progress }),
  });
}

export function useCompleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ moduleId, ...body }: CompleteModuleInput & { moduleId: string }) =>
      callApi(trainingApi.completeModule, { params: { id: moduleId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.progress }),
  });
}
