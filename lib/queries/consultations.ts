"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import type { ConsultationDto, CreateConsultationInput } from "@/lib/schemas/consultations";
import { consultationKeys } from "@/lib/queries/keys";

// Consultations (voice-tools-and-enterprise §7): the list is refreshed after every change.

export { consultationKeys } from "@/lib/queries/keys";

export function useConsultations() {
  return useQuery<ConsultationDto[]>({ queryKey: consultationKeys.all });
}

export function useCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateConsultationInput) => apiJson<ConsultationDto>("POST", "/api/consultations", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all, exact: true }),
  });
}

export function useCancelConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<ConsultationDto>("POST", `/api/consultations/${encodeURIComponent(id)}/cancel`),
    onSuccess: (c) => {
      queryClient.setQueryData(consultationKeys.detail(c.id), c);
      return queryClient.invalidateQueries({ queryKey: consultationKeys.all, exact: true });
    },
  });
}
