"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { api } from "@/lib/schemas/endpoints";
import type { CreateVoiceSessionInput } from "@/lib/schemas/voice-sessions";
import { dashboardKeys } from "@/lib/queries/keys";

export const voiceSessionKeys = {
  all: ["/api/voice/sessions"] as const,
};

/** The user's dictation sessions, newest first (core-product §7). */
export function useVoiceSessions() {
  return useQuery({ queryKey: voiceSessionKeys.all, queryFn: ({ signal }) => callApi(api.voiceSessions.list, {}, { signal }) });
}

/** Records one finished dictation session; refreshes the list and the dashboard figures. */
export function useRecordVoiceSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateVoiceSessionInput) => callApi(api.voiceSessions.create, { body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: voiceSessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      ]),
  });
}
