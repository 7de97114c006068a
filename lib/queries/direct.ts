"use client";
// The editor's reads and writes without React Query, so that library is not in the editor's first
// load: plain calls through lib/api-client that keep the signed-in shell's cache in step
// (shared-cache.ts) exactly as the hooks in documents.ts, revisions.ts, vocabulary.ts and
// voice-sessions.ts do for the other screens (a save refreshes the documents list and the
// dashboard figures; a new My vocabulary word refreshes the list everywhere).
import { useCallback, useEffect, useMemo, useState } from "react";
import { callApi, HttpError } from "@/lib/api-client";
import { documentsApi } from "@/lib/schemas/endpoints/documents";
import { revisionsApi } from "@/lib/schemas/endpoints/revisions";
import { templatesApi } from "@/lib/schemas/endpoints/templates";
import { vocabularyApi } from "@/lib/schemas/endpoints/vocabulary";
import { voiceSessionsApi } from "@/lib/schemas/endpoints/voice-sessions";
import type { DocumentDto } from "@/lib/documents/document-model";
import type { CreateDocumentInput, UpdateDocumentInput } from "@/lib/schemas/documents";
import type { RestoreRevisionInput } from "@/lib/schemas/revisions";
import type { CreateVocabularyInput, VocabularyEntryDto } from "@/lib/schemas/vocabulary";
import type { CreateVoiceSessionInput } from "@/lib/schemas/voice-sessions";
import type { TemplateDetail } from "@/lib/schemas/templates";
import { compileVocabulary, type VocabularyMatcher } from "@/lib/text/vocabulary";
import type { TextCounts } from "@/lib/text/counts";
import { dashboardKeys, documentKeys, revisionKeys, vocabularyKeys, voiceSessionKeys } from "@/lib/queries/keys";
import { markStale, putData, useDirectRead, useSharedCache, type SharedCache } from "@/lib/queries/shared-cache";
import { documentEntry, documentListsChanged, documentSaved, getVersionConflict } from "@/lib/queries/document-copies";

/** One template with its text (a new document started from it). */
export function fetchTemplate(id: string, signal?: AbortSignal): Promise<TemplateDetail> {
  return callApi(templatesApi.get, { params: { id } }, { signal });
}


export type DocumentRead = {
  status: "pending" | "success" | "error";
  isPending: boolean;
  isSuccess: boolean;
  data?: DocumentDto;
  error: unknown;
  refetch: () => void;
};

/**
 * What the page read on the server for /editor/{id}: the editor starts from it, with no fetch.
 * `counts`: the footer's counts of `doc.content`, made on the server so a long document is not
 * counted again while the page hydrates.
 */
export type DocumentFirstRead = { state: "found"; doc: DocumentDto; counts?: TextCounts } | { state: "missing" } | { state: "failed" };

type ReadState = Pick<DocumentRead, "data" | "error" | "status">;

function firstState(cache: SharedCache | null, first: DocumentFirstRead | null): ReadState {
  if (!first) return { error: null, status: "pending" };
  if (first.state === "missing") return { error: new HttpError(404, "", "Not Found"), status: "error" };
  if (first.state === "failed") return { error: new Error("The document could not be read."), status: "error" };
  // Back can show a page drawn before a save made in this visit: the newer copy wins
  const known = cache && (documentEntry(cache, first.doc.id).data as DocumentDto | undefined);
  return { data: known && known.version > first.doc.version ? known : first.doc, error: null, status: "success" };
}

/**
 * One document, read once when the screen opens it: from what the page read on the server when it
 * did (`first`), else in the browser (pending while there is no id). Try again reads it in the browser.
 */
export function useDocumentRead(id: string | null, first: DocumentFirstRead | null = null): DocumentRead {
  const cache = useSharedCache();
  const [state, setState] = useState<ReadState>(() => firstState(cache, first));
  const [attempt, setAttempt] = useState(first ? 0 : 1);
  useEffect(() => {
    // the other screens' copies (React Query's included) hold what this editor starts from
    if (state.data) documentSaved(cache, state.data, { lists: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the copy the editor opened with
  }, []);
  useEffect(() => {
    if (!id || attempt === 0) return;
    let live = true;
    callApi(documentsApi.get, { params: { id } }).then(
      (data) => live && setState({ data, error: null, status: "success" }),
      (error: unknown) => live && setState((s) => ({ ...s, error, status: s.data ? "success" : "error" })),
    );
    return () => void (live = false);
  }, [id, attempt]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, isPending: state.status === "pending", isSuccess: state.status === "success", refetch };
}

export type UpdateDocumentVariables = UpdateDocumentInput & { id: string };

function saved(cache: SharedCache | null, doc: DocumentDto) {
  void documentSaved(cache, doc);
  return doc;
}

/**
 * Creates a document, or saves title, content and type against the version the editor loaded (a
 * stale save rejects with an HttpError of status 409: read the server copy with getVersionConflict()).
 */
export function useDocumentWrites() {
  const cache = useSharedCache();
  return useMemo(
    () => ({
      create: async (input: CreateDocumentInput) => saved(cache, await callApi(documentsApi.create, { body: input })),
      update: async ({ id, ...input }: UpdateDocumentVariables) => {
        try {
          return saved(cache, await callApi(documentsApi.update, { params: { id }, body: input }));
        } catch (error) {
          // the list may show an outdated title; the document itself is left to the editor
          if (getVersionConflict(error)) void documentListsChanged(cache);
          throw error;
        }
      },
    }),
    [cache],
  );
}

export function restoreRevision(documentId: string, revisionId: string, input: RestoreRevisionInput) {
  return callApi(revisionsApi.restore, { params: { id: documentId, revisionId }, body: input });
}

export type RestoreRevisionVariables = RestoreRevisionInput & { documentId: string; revisionId: string };

/**
 * Restores a revision as a new save: the document's copy becomes the restored one, and its
 * history and the documents list are read again. A stale version rejects with a 409 HttpError.
 */
export function useRevisionRestore() {
  const cache = useSharedCache();
  return useCallback(
    async ({ documentId, revisionId, ...input }: RestoreRevisionVariables) => {
      const restored = await restoreRevision(documentId, revisionId, input);
      putData(cache, documentKeys.detail(restored.id), restored);
      void markStale(cache, revisionKeys.list(restored.id));
      void markStale(cache, documentKeys.all, { exact: true });
      return restored;
    },
    [cache],
  );
}

/** Records one finished dictation session; the sessions list and the dashboard figures are read again. */
export function useVoiceSessionRecorder() {
  const cache = useSharedCache();
  return useCallback(
    async (input: CreateVoiceSessionInput) => {
      const session = await callApi(voiceSessionsApi.create, { body: input });
      void markStale(cache, voiceSessionKeys.all);
      void markStale(cache, dashboardKeys.stats);
      return session;
    },
    [cache],
  );
}

const readVocabulary = (): Promise<VocabularyEntryDto[]> => callApi(vocabularyApi.list);

/** My vocabulary, read once per signed-in visit and again after any change to it. */
export function useVocabularyList(options: { enabled?: boolean } = {}) {
  const { data, isPending, isError } = useDirectRead(vocabularyKeys.all, readVocabulary, options);
  return { data, isPending, isError };
}

/**
 * My vocabulary compiled for recognised text, plus the phrases for recogniser biasing. `ready` is
 * false only while the list is first loading (a failed load counts as ready: dictation goes on
 * without it rather than holding words back).
 */
export function vocabularyMatcher(data: VocabularyEntryDto[] | undefined, ready: boolean): { apply: VocabularyMatcher; phrases: string[]; ready: boolean } {
  const entries = data ?? [];
  return { apply: compileVocabulary(entries), phrases: entries.map((e) => e.phrase), ready };
}

export function useVocabularyListMatcher() {
  const { data, isPending, isError } = useVocabularyList();
  const ready = !isPending || isError;
  return useMemo(() => vocabularyMatcher(data, ready), [data, ready]);
}

type Callbacks = { onSuccess?: () => void; onError?: (error: unknown) => void };

/** Adds a word or phrase to My vocabulary; every screen's copy of the list is read again. */
export function useAddVocabulary() {
  const cache = useSharedCache();
  return useMemo(
    () => ({
      mutate: (input: CreateVocabularyInput, callbacks: Callbacks = {}) => {
        callApi(vocabularyApi.create, { body: input }).then(
          () => {
            void markStale(cache, vocabularyKeys.all);
            callbacks.onSuccess?.();
          },
          (error: unknown) => callbacks.onError?.(error),
        );
      },
    }),
    [cache],
  );
}
