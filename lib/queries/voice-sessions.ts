"use client";
import { useCacheOfHooks, useMutation, useQuery } from "@/lib/queries/query-hooks";
import { markStale } from "@/lib/queries/shared-cache";
import { callApi } from "@/lib/api-client";
import { voiceSessionsApi } from "@/lib/schemas/endpoints/voice-sessions";
import type { CreateVoiceSessionInput } from "@/lib/schemas/voice-sessions";
import { dashboardKeys, voiceSessionKeys } from "@/lib/queries/keys";

export { voiceSessionKeys } from "@/lib/queries/keys";

/** The user's dictation sessions, newest first (core-product §7). */
export function useVoiceSessions() {
  return useQuery({ queryKey: voiceSessionKeys.all, queryFn: ({ signal }) => callApi(voiceSessionsApi.list, {}, { signal }) });
}

/** Records one finished dictation session; refreshes the list and the dashboard figures. */
export function useRecordVoiceSession() {
  // the shell's direct copies too (the dashboard reads its figures without React Query)
  const cache = useCacheOfHooks();
  return useMutation({
    mutationFn: (input: CreateVoiceSessionInput) => callApi(voiceSessionsApi.create, { body: input }),
    onSuccess: () => Promise.all([markStale(cache, voiceSessionKeys.all), markStale(cache, dashboardKeys.stats)]),
  });
}
