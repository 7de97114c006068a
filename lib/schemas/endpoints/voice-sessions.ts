// Dictation sessions: each endpoint's contract (lib/api-contract.ts), bound by its route handler and called from
// lib/queries (why a module per resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type { createVoiceSessionSchema, listVoiceSessionsQuerySchema, VoiceSessionDto } from "@/lib/schemas/voice-sessions";

export const voiceSessionsApi = {
  list: defineRoute("GET", "/api/voice/sessions").takes<{ query: typeof listVoiceSessionsQuerySchema; answer: VoiceSessionDto[] }>(),
  create: defineRoute("POST", "/api/voice/sessions").takes<{ body: typeof createVoiceSessionSchema; answer: VoiceSessionDto }>(),
};
