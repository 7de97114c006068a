// The voice tools (lecture notes, meeting minutes, legal formatting, brainstorm, pronunciation): each endpoint's
// contract (lib/api-contract.ts), bound by its route handler and called from lib/queries (why a module per
// resource: shared.ts).
import { defineRoute } from "@/lib/api-contract";
import type * as ai from "@/lib/schemas/ai";
import { aiRoute } from "@/lib/schemas/endpoints/shared";

export const voiceToolsApi = {
  lecture: aiRoute("/api/transcription/lecture").takes<typeof ai.lectureRequestSchema, ai.LectureNotes>(),
  meeting: aiRoute("/api/transcription/meeting").takes<typeof ai.meetingRequestSchema, ai.MeetingMinutes>(),
  legal: aiRoute("/api/legal/format").takes<typeof ai.legalFormatRequestSchema, ai.LegalDocument>(),
  brainstormPrompt: defineRoute("GET", "/api/brainstorm/prompt").takes<{ query: typeof ai.brainstormPromptQuerySchema; answer: ai.WithEngine<ai.BrainstormPrompt> }>(),
  brainstormStarters: aiRoute("/api/brainstorm/starters").takes<typeof ai.brainstormStartersRequestSchema, ai.BrainstormStarters>(),
  brainstormAnalysis: aiRoute("/api/brainstorm/analyze").takes<typeof ai.brainstormAnalyzeRequestSchema, ai.BrainstormAnalysis>(),
  pronunciationExercises: aiRoute("/api/pronunciation/generate").takes<typeof ai.pronunciationGenerateRequestSchema, ai.PronunciationExercises>(),
  pronunciationFeedback: aiRoute("/api/pronunciation/analyze").takes<typeof ai.pronunciationAnalyzeRequestSchema, ai.PronunciationFeedback>(),
};
