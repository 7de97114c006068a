"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { consultationsApi } from "@/lib/schemas/endpoints/consultations";
import type { CreateConsultationInput } from "@/lib/schemas/consultations";
import { consultationKeys } from "@/lib/queries/keys";

// Consultations (voice-tools-and-enterprise §7): the list is refreshed after every change.

export { consultationKeys } from "@/lib/queries/keys";

export function useConsultations() {
  return useQuery({ queryKey: consultationKeys.all, queryFn: ({ signal }) => callApi(consultationsApi.list, {}, { signal }) });
}

export function useCreateConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateConsultationInput) => callApi(consultationsApi.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultationKeys.all, exact: true }),
  });
}

export function useCancelConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(consultationsApi.cancel, { params: { id } }),
    onSuccess: (c) => {
      queryClient.setQueryData(consultationKeys.detail(c.id), c);
      return queryClient.invalidateQueries({ queryKey: consultationKeys.all, exact: true });
    },
  });
}
