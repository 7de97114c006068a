"use client";
// The voice tools' AI calls (voice-tools-and-enterprise §7) and "Save as document". Every call is a
// mutation: each press asks the engine again (a new exercise, a new random prompt).
import { useMutation } from "@/lib/queries/query-hooks";
import { callApi } from "@/lib/api-client";
import { api } from "@/lib/schemas/endpoints";
import { useCreateDocument } from "@/lib/queries/documents";
import type { BodyOf } from "@/lib/api-contract";
import type { BrainstormCategory } from "@/lib/schemas/ai";
import type { DocumentType } from "@/lib/schemas/documents";

// What the client sends, from each endpoint's contract (the server normalises the language code).
type Body<R extends keyof typeof api.ai> = BodyOf<(typeof api.ai)[R]>;

export const useLectureNotes = () => useMutation({ mutationFn: (input: Body<"lecture">) => callApi(api.ai.lecture, { body: input }) });

export const useMeetingMinutes = () => useMutation({ mutationFn: (input: Body<"meeting">) => callApi(api.ai.meeting, { body: input }) });

export const useLegalFormat = () => useMutation({ mutationFn: (input: Body<"legal">) => callApi(api.ai.legal, { body: input }) });

export const useBrainstormPrompt = () =>
  useMutation({ mutationFn: (category?: BrainstormCategory) => callApi(api.ai.brainstormPrompt, { query: { category } }) });

export const useBrainstormStarters = () =>
  useMutation({ mutationFn: (topic: string) => callApi(api.ai.brainstormStarters, { body: { topic } }) });

export const useBrainstormAnalysis = () =>
  useMutation({ mutationFn: (input: Body<"brainstormAnalysis">) => callApi(api.ai.brainstormAnalysis, { body: input }) });

export const usePronunciationExercise = () =>
  useMutation({
    mutationFn: (input: Omit<Body<"pronunciationExercises">, "count">) =>
      callApi(api.ai.pronunciationExercises, { body: { ...input, count: 1 } }),
  });

export const usePronunciationAnalysis = () =>
  useMutation({ mutationFn: (input: Body<"pronunciationFeedback">) => callApi(api.ai.pronunciationFeedback, { body: input }) });

export type SaveToolDocumentInput = { title: string; content: string; type?: DocumentType };

/** POST /api/documents with a tool's results; resolves with the new document's id. */
export function useSaveToolDocument() {
  const create = useCreateDocument();
  return {
    ...create,
    save: async ({ title, content, type = "document" }: SaveToolDocumentInput) => (await create.mutateAsync({ title, content, type })).id,
  };
}
