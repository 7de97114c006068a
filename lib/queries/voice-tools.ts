"use client";
// The voice tools' AI calls (voice-tools-and-enterprise §7) and "Save as document". Every call is a
// mutation: each press asks the engine again (a new exercise, a new random prompt).
import { useMutation } from "@/lib/queries/query-hooks";
import { apiJson } from "@/lib/api-client";
import { useCreateDocument } from "@/lib/queries/documents";
import type {
  BrainstormAnalysis,
  BrainstormCategory,
  BrainstormPrompt,
  BrainstormStarters,
  LectureNotes,
  LegalDocument,
  MeetingMinutes,
  PronunciationExercises,
  PronunciationFeedback,
} from "@/lib/schemas/ai";
import type { z } from "zod";
import type {
  BrainstormAnalyzeRequest,
  LectureRequest,
  LegalFormatRequest,
  MeetingRequest,
  pronunciationAnalyzeRequestSchema,
  pronunciationGenerateRequestSchema,
} from "@/lib/schemas/ai";

// What the client sends (the server normalises the language code).
type PronunciationGenerateInput = z.input<typeof pronunciationGenerateRequestSchema>;
type PronunciationAnalyzeInput = z.input<typeof pronunciationAnalyzeRequestSchema>;
import type { DocumentType } from "@/lib/schemas/documents";

export const useLectureNotes = () =>
  useMutation({ mutationFn: (input: LectureRequest) => apiJson<LectureNotes>("POST", "/api/transcription/lecture", input) });

export const useMeetingMinutes = () =>
  useMutation({ mutationFn: (input: MeetingRequest) => apiJson<MeetingMinutes>("POST", "/api/transcription/meeting", input) });

export const useLegalFormat = () =>
  useMutation({ mutationFn: (input: LegalFormatRequest) => apiJson<LegalDocument>("POST", "/api/legal/format", input) });

export const useBrainstormPrompt = () =>
  useMutation({
    mutationFn: (category?: BrainstormCategory) =>
      apiJson<BrainstormPrompt>("GET", `/api/brainstorm/prompt${category ? `?category=${encodeURIComponent(category)}` : ""}`),
  });

export const useBrainstormStarters = () =>
  useMutation({ mutationFn: (topic: string) => apiJson<BrainstormStarters>("POST", "/api/brainstorm/starters", { topic }) });

export const useBrainstormAnalysis = () =>
  useMutation({ mutationFn: (input: BrainstormAnalyzeRequest) => apiJson<BrainstormAnalysis>("POST", "/api/brainstorm/analyze", input) });

export const usePronunciationExercise = () =>
  useMutation({
    mutationFn: (input: Omit<PronunciationGenerateInput, "count">) =>
      apiJson<PronunciationExercises>("POST", "/api/pronunciation/generate", { ...input, count: 1 }),
  });

export const usePronunciationAnalysis = () =>
  useMutation({
    mutationFn: (input: PronunciationAnalyzeInput) => apiJson<PronunciationFeedback>("POST", "/api/pronunciation/analyze", input),
  });

export type SaveToolDocumentInput = { title: string; content: string; type?: DocumentType };

/** POST /api/documents with a tool's results; resolves with the new document's id. */
export function useSaveToolDocument() {
  const create = useCreateDocument();
  return {
    ...create,
    save: async ({ title, content, type = "document" }: SaveToolDocumentInput) => (await create.mutateAsync({ title, content, type })).id,
  };
}
