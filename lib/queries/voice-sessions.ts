"use client";
import { useMutation, useQuery, useQueryClient } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import type { CreateVoiceSessionInput, VoiceSessionDto } from "@/lib/schemas/voice-sessions";
import { dashboardKeys, voiceSessionKeys } from "@/lib/queries/keys";

export { voiceSessionKeys } from "@/lib/queries/keys";

/** The user's dictation sessions, newest first (core-product §7). */
export function useVoiceSessions() {
  return useQuery<VoiceSessionDto[]>({ queryKey: voiceSessionKeys.all });
}

/** Records one finished dictation session; refreshes the list and the dashboard figures. */
export function useRecordVoiceSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateVoiceSessionInput) => apiJson<VoiceSessionDto>("POST", "/api/voice/sessions", input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: voiceSessionKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.stats }),
      ]),
  });
}
