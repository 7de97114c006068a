"use client";
// The editor's document: loads once (core-product §4), restores a draft kept in this browser
// ("never lose a word"), writes the draft on every change, and takes saved copies back in.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useDocument } from "@/lib/queries/documents";
import { HttpError } from "@/lib/api-client";
import type { DocumentDto } from "@/lib/schemas/document";
import { decideRestore, DraftStore, getTabSlot, isBlankDraft, type StoredDraft } from "@/lib/drafts/draft-store";
import { browserStorage, memoryStorage } from "@/lib/drafts/browser-storage";
import { scheduleIdle } from "@/lib/drafts/idle";
import {
  baseFromDoc,
  EMPTY_BASE,
  EMPTY_VALUES,
  editorType,
  isDirty,
  valuesOf,
  type EditorBase,
  type EditorValues,
} from "@/components/editor/editor-values";

export type InitialContent = { content: string; title?: string; type?: string; origin: string };
export type EditorStatus = "loading" | "ready" | "not-found" | "error";
export type RestoreConflict = { theirs: DocumentDto; mine: EditorValues };

export type EditorDocumentOptions = {
  initialDocId: string | null;
  /** The signed-in user's id: drafts are kept per user. */
  scope: string;
  initialContent: InitialContent | null;
  /** A template is still being fetched: wait before deciding what to show. */
  initialContentPending: boolean;
  /** ?draft={slot}: open that unsaved new-document draft. */
  draftSlot: string | null;
};

export function useEditorDocument(opts: EditorDocumentOptions) {
  const [status, setStatus] = useState<EditorStatus>("loading");
  const [docId, setDocIdState] = useState<string | null>(opts.initialDocId);
  const [values, setValuesState] = useState<EditorValues>(EMPTY_VALUES);
  const [base, setBaseState] = useState<EditorBase>(EMPTY_BASE);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [otherDraft, setOtherDraft] = useState<StoredDraft | null>(null);
  const [restoreConflict, setRestoreConflict] = useState<RestoreConflict | null>(null);
  const [offlineDraft, setOfflineDraft] = useState<StoredDraft | null>(null);
  const [pendingSave, setPendingSave] = useState(false);
  const [storageProblem, setStorageProblem] = useState(false);

  const valuesRef = useRef(values);
  const baseRef = useRef(base);
  const docIdRef = useRef(docId);
  const originRef = useRef<string | null>(null);
  const initDone = useRef(false);
  const env = useMemo(() => {
    if (typeof window === "undefined") return null;
    const local = browserStorage("local");
    return { store: new DraftStore(local ?? memoryStorage(), opts.scope), slot: getTabSlot(browserStorage("session")), persistent: Boolean(local) };
  }, [opts.scope]);

  const setValues = useCallback((patch: Partial<EditorValues>) => {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValuesState(next);
  }, []);
  const setBase = useCallback((next: EditorBase) => {
    baseRef.current = next;
    setBaseState(next);
  }, []);
  const setDocId = useCallback((id: string | null) => {
    docIdRef.current = id;
    setDocIdState(id);
  }, []);

  const query = useDocument(opts.initialDocId ?? undefined);

  // ---- load once -------------------------------------------------------------------------
  useEffect(() => {
    if (initDone.current || !env) return;
    const { store, slot } = env;
    type Extra = { conflict?: RestoreConflict; other?: StoredDraft | null };
    const show = (v: EditorValues, b: EditorBase, restored?: StoredDraft, extra: Extra = {}) => {
      setValues(valuesOf(v));
      if (extra.conflict) setRestoreConflict(extra.conflict);
      if (extra.other) setOtherDraft(extra.other);
      setBase(b);
      if (restored) {
        setRestoredAt(restored.savedAt);
        originRef.current = restored.origin;
        if (restored.pendingSave) setPendingSave(true);
      }
      setStatus("ready");
      initDone.current = true;
    };
    const becomeNew = () => {
      setDocId(null);
      window.history.replaceState(window.history.state, "", "/editor");
    };
    const fail = (next: "not-found" | "error", draft: StoredDraft | null) => {
      setOfflineDraft(draft);
      setStatus(next);
      if (next === "not-found") initDone.current = true;
    };

    if (opts.initialDocId) {
      const id = opts.initialDocId;
      if (query.isPending) return;
      if (query.isSuccess) {
        const server = baseFromDoc(query.data);
        const draft = store.claim(id, slot);
        const decision = decideRestore(draft, server);
        if (decision.kind === "none") {
          if (draft) store.remove(id, slot);
          show(server, server);
        } else if (decision.kind === "restore") {
          show(decision.draft, server, decision.draft);
        } else {
          // keep showing my words; the stale version makes any save ask first
          show(decision.draft, { ...server, version: decision.draft.baseVersion }, decision.draft, {
            conflict: { theirs: query.data, mine: valuesOf(decision.draft) },
          });
        }
        return;
      }
      const draft = store.claim(id, slot);
      if (query.error instanceof HttpError && query.error.status === 404) {
        if (draft && !isBlankDraft(draft)) {
          // the document is gone (deleted elsewhere): keep the words as a new document
          const moved = store.move(draft, null, slot);
          becomeNew();
          show(moved, EMPTY_BASE, moved);
          return;
        }
        fail("not-found", null);
        return;
      }
      fail("error", draft);
      return;
    }

    if (opts.initialContentPending) return;
    if (opts.draftSlot && opts.draftSlot !== slot) {
      const wanted = store.read(null, opts.draftSlot);
      if (wanted) {
        park(store, slot);
        show(wanted, EMPTY_BASE, store.move(wanted, null, slot));
        return;
      }
    }
    const init = opts.initialContent;
    if (init) {
      const own = store.read(null, slot);
      if (own && own.origin === init.origin) {
        show(own, EMPTY_BASE, own); // a reload of the same link
        return;
      }
      park(store, slot);
      originRef.current = init.origin;
      const others = store.list(null).filter((d) => d.slot !== slot && !isBlankDraft(d));
      show({ title: init.title ?? "", content: init.content, type: editorType(init.type) }, EMPTY_BASE, undefined, {
        other: others[0],
      });
      return;
    }
    const draft = store.claim(null, slot);
    const decision = decideRestore(draft, null);
    if (decision.kind === "restore") show(decision.draft, EMPTY_BASE, decision.draft);
    else show(EMPTY_VALUES, EMPTY_BASE);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs until the one load is done
  }, [env, query.status, opts.initialContentPending]);

  // ---- keep the draft on every change -------------------------------------------------------
  // Written in idle time (within 300 ms), and at once when the page is hidden or left, so a
  // long document's JSON never delays the paint of a typed or dictated word.
  const dirty = isDirty(values, base);
  const pendingWrite = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (status !== "ready" || !env) return;
    const write = () => {
      if (pendingWrite.current !== write) return; // a newer change took over
      pendingWrite.current = null;
      if (dirty || pendingSave) {
        const ok = env.store.write(docId, env.slot, values, { baseVersion: base.version, pendingSave, origin: originRef.current });
        if (!ok || !env.persistent) setStorageProblem(true);
      } else {
        env.store.remove(docId, env.slot);
      }
    };
    pendingWrite.current = write;
    return scheduleIdle(write, 300);
  }, [status, env, dirty, pendingSave, values, base.version, docId]);

  useEffect(() => {
    const flush = () => pendingWrite.current?.();
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    window.addEventListener("beforeunload", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("beforeunload", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush(); // leaving the screen: write what is still waiting
    };
  }, []);

  useEffect(() => env?.store.prune(), [env]);

  /** A save went through: the server copy becomes the base; later edits stay. */
  const acceptSaved = useCallback(
    (doc: DocumentDto, sent: EditorValues) => {
      const server = baseFromDoc(doc);
      const now = valuesRef.current;
      const next: EditorValues = {
        title: now.title === sent.title ? server.title : now.title,
        content: now.content === sent.content ? server.content : now.content,
        type: now.type === sent.type ? server.type : now.type,
      };
      if (docIdRef.current !== doc.id) {
        if (env) env.store.remove(docIdRef.current, env.slot);
        setDocId(doc.id);
        // moves to /editor/{new id} without reloading the screen (core-product §4)
        window.history.replaceState(window.history.state, "", `/editor/${encodeURIComponent(doc.id)}`);
      }
      originRef.current = null;
      setBase(server);
      setValues(next);
      setPendingSave(false);
      setRestoredAt(null);
    },
    [env, setBase, setDocId, setValues],
  );

  /** Show the server copy and forget local changes (Keep theirs, another tab saved). */
  const adoptServer = useCallback(
    (doc: DocumentDto) => {
      const server = baseFromDoc(doc);
      setBase(server);
      setValues(valuesOf(server));
      setRestoredAt(null);
      setPendingSave(false);
    },
    [setBase, setValues],
  );

  const discardDraft = useCallback(() => {
    setValues(valuesOf(baseRef.current));
    setRestoredAt(null);
    setPendingSave(false);
  }, [setValues]);

  const openOfflineDraft = useCallback(() => {
    if (!offlineDraft) return;
    setValues(valuesOf(offlineDraft));
    setBase({ ...EMPTY_BASE, type: offlineDraft.type, version: offlineDraft.baseVersion });
    setRestoredAt(offlineDraft.savedAt);
    setStatus("ready");
    initDone.current = true;
  }, [offlineDraft, setBase, setValues]);

  return {
    status,
    docId,
    values,
    base,
    dirty,
    restoredAt,
    otherDraft,
    restoreConflict,
    setRestoreConflict,
    offlineDraft,
    pendingSave,
    setPendingSave,
    storageProblem,
    valuesRef,
    baseRef,
    docIdRef,
    slot: env?.slot ?? "",
    setValues,
    setBase,
    setDocId,
    acceptSaved,
    adoptServer,
    discardDraft,
    openOfflineDraft,
    retryLoad: () => void query.refetch(),
    removeDraft: (id: string | null) => env?.store.remove(id, env.slot),
  };
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;

/** Moves this tab's unsaved new-document draft aside so a new one can start. */
function park(store: DraftStore, slot: string) {
  const own = store.read(null, slot);
  if (own && !isBlankDraft(own)) store.move(own, null, `${slot}-${Date.now().toString(36)}`);
}
