"use client";
// The voice tools' AI calls (voice-tools-and-enterprise §7) and "Save as document". Every call is a
// mutation: each press asks the engine again (a new exercise, a new random prompt).
import { useMutation } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { voiceToolsApi } from "@/lib/schemas/endpoints/voice-tools";
import { useCreateDocument } from "@/lib/queries/documents";
import type { BodyOf } from "@/lib/api-contract";
import type { BrainstormCategory } from "@/lib/schemas/ai";
import type { DocumentType } from "@/lib/schemas/documents";

// What the client sends, from each endpoint's contract (the server normalises the language code).
type Body<R extends keyof typeof voiceToolsApi> = BodyOf<(typeof voiceToolsApi)[R]>;

export const useLectureNotes = () => useMutation({ mutationFn: (input: Body<"lecture">) => callApi(voiceToolsApi.lecture, { body: input }) });

export const useMeetingMinutes = () => useMutation({ mutationFn: (input: Body<"meeting">) => callApi(voiceToolsApi.meeting, { body: input }) });

export const useLegalFormat = () => useMutation({ mutationFn: (input: Body<"legal">) => callApi(voiceToolsApi.legal, { body: input }) });

export const useBrainstormPrompt = () =>
  useMutation({ mutationFn: (category?: BrainstormCategory) => callApi(voiceToolsApi.brainstormPrompt, { query: { category } }) });

export const useBrainstormStarters = () =>
  useMutation({ mutationFn: (topic: string) => callApi(voiceToolsApi.brainstormStarters, { body: { topic } }) });

export const useBrainstormAnalysis = () =>
  useMutation({ mutationFn: (input: Body<"brainstormAnalysis">) => callApi(voiceToolsApi.brainstormAnalysis, { body: input }) });

export const usePronunciationExercise = () =>
  useMutation({
    mutationFn: (input: Omit<Body<"pronunciationExercises">, "count">) =>
      callApi(voiceToolsApi.pronunciationExercises, { body: { ...input, count: 1 } }),
  });

export const usePronunciationAnalysis = () =>
  useMutation({ mutationFn: (input: Body<"pronunciationFeedback">) => callApi(voiceToolsApi.pronunciationFeedback, { body: input }) });

export type SaveToolDocumentInput = { title: string; content: string; type?: DocumentType };

/** POST /api/documents with a tool's results; resolves with the new document's id. */
export function useSaveToolDocument() {
  const create = useCreateDocument();
  return {
    ...create,
    save: async ({ title, content, type = "document" }: SaveToolDocumentInput) => (await create.mutateAsync({ title, content, type })).id,
  };
}
