"use client";
// The editor's document: loads once (core-product §4), restores a draft kept in this browser
// ("never lose a word"), keeps the draft on every change (use-draft-keeper.ts), and takes saved
// copies back in. Every change of the values, its own included, goes through one writer that the
// editor's edit() follows (use-editor-edits.ts); nothing else writes them.
import { startTransition, useCallback, useLayoutEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useDocumentRead, type DocumentFirstRead } from "@/lib/queries/direct";
import type { DocumentDto } from "@/lib/schemas/documents";
import type { RevisionSource } from "@/lib/schemas/revisions";
import { sameValues, type StoredDraft } from "@/lib/drafts/draft-store";
import { decideInitialLoad, type InitialLoad } from "@/lib/drafts/initial-load";
import { isReloadOfThisAddress } from "@/lib/drafts/create-key";
import { withoutNul } from "@/lib/text/without-nul";
import { useStateRef } from "@/lib/hooks/use-latest";
import { useDraftEnv, useDraftKeeper } from "@/components/editor/use-draft-keeper";
import { firstSaves, takeOverFocus, useEditorOnView } from "@/components/editor/use-editor-on-view";
import { useStandInEntry } from "@/components/editor/use-stand-in-entry";
import { baseFromDoc, EMPTY_BASE, EMPTY_VALUES, isDirty, valuesOf, type EditorBase, type EditorValues } from "@/components/editor/editor-values";
import { frameValues, serverAnswer, type InitialContent } from "@/components/editor/initial-content";

/**
 * "frame": a new document's editor, rendered on the server and on screen with the first paint,
 * takes typing at once while the drafts kept in this browser are read; then "ready". What was
 * typed by then stays (a draft it would have replaced is offered instead).
 */
export type EditorStatus = "loading" | "frame" | "ready" | "not-found" | "error";
export type RestoreConflict = { theirs: DocumentDto; mine: EditorValues };
/** Hears every change of the values as it is made, with where it came from ("restored": not by this editor). */
export type WriteListener = (before: EditorValues, after: EditorValues, source: RevisionSource) => void;

export type EditorDocumentOptions = {
  initialDocId: string | null;
  /** The signed-in user's id: drafts are kept per user. */
  scope: string;
  initialContent: InitialContent | null;
  /** A template is still being fetched: wait before deciding what to show. */
  initialContentPending: boolean;
  /** ?draft={slot}: open that unsaved new-document draft. */
  draftSlot: string | null;
  /** What the page read on the server for `initialDocId`. */
  firstRead?: DocumentFirstRead | null;
};

export function useEditorDocument(opts: EditorDocumentOptions) {
  const query = useDocumentRead(opts.initialDocId, opts.firstRead ?? null);
  const router = useRouter();
  // A new document needs nothing from the server, and a saved one was read by the page, so the
  // editor is drawn at once (and by the server): with the link's text, the server copy or empty,
  // until the drafts have had their say.
  const [status, setStatus] = useState<EditorStatus>(() => {
    if (opts.initialDocId) return query.data ? "frame" : "loading";
    return opts.initialContentPending ? "loading" : "frame";
  });
  const [docId, setDocId, docIdRef] = useStateRef<string | null>(opts.initialDocId);
  const [values, setValuesState, valuesRef] = useStateRef<EditorValues>(() =>
    opts.initialDocId ? (query.data ? valuesOf(baseFromDoc(query.data)) : EMPTY_VALUES) : frameValues(opts.initialContent),
  );
  const [base, setBase, baseRef] = useStateRef<EditorBase>(() => (opts.initialDocId && query.data ? baseFromDoc(query.data) : EMPTY_BASE));
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [otherDraft, setOtherDraft] = useState<StoredDraft | null>(null);
  const [restoreConflict, setRestoreConflict] = useState<RestoreConflict | null>(null);
  const [offlineDraft, setOfflineDraft] = useState<StoredDraft | null>(null);
  const [pendingSave, setPendingSave] = useState(false);
  /** How many times a save another editor sent was handed to this one to send again (it resends on its own). */
  const [owed, setOwed] = useState(0);
  /** The first save of the new document this editor carries on from the last one is still on its way. */
  const [stillSaving, setStillSaving] = useState(false);
  /** Back shows this editor again while that first save is on its way (use-stand-in-entry.ts). */
  const [standIn, setStandIn] = useState(false);
  const carried = useRef(false);
  const [storageProblem, setStorageProblem] = useState(false);

  // what the frame was drawn with: anything else in it by the time the drafts are read was typed
  const frameRef = useRef(values);
  const originRef = useRef<string | null>(null);
  const initDone = useRef(false);
  /** The load put a document on screen (not a wait, an error or another address). */
  const shown = useRef(false);
  /** The document this tab's page saved as it was reloaded (read once: any other editor only drops the note). */
  const createdBeforeReload = useRef<string | null | undefined>(undefined);
  const listener = useRef<WriteListener | null>(null);
  const env = useDraftEnv(opts.scope);

  // every value the editor shows passes here (typing, dictation, AI, drafts, templates, saved
  // copies): none may carry a NUL that the save would be refused for
  const writeValues = useCallback((patch: Partial<EditorValues>, source: RevisionSource) => {
    const before = valuesRef.current;
    const next = { ...before, ...patch };
    next.title = withoutNul(next.title);
    next.content = withoutNul(next.content);
    setValuesState(next);
    listener.current?.(before, next, source);
  }, [valuesRef, setValuesState]);
  const setValues = useCallback((patch: Partial<EditorValues>) => writeValues(patch, "restored"), [writeValues]);


  // ---- load once -------------------------------------------------------------------------
  // What to show is decided by decideInitialLoad (lib/drafts/initial-load.ts, unit-tested);
  // this effect only asks again until it can decide, then puts the answer on screen. It runs
  // after the fields have taken in what was typed before hydration (their own layout effects).
  useLayoutEffect(() => {
    if (initDone.current || !env) return;
    // this tab's own new-document draft, as it is before the load moves any draft
    const own = opts.initialDocId ? null : env.store.read(null, env.slot);
    const isOwnNewDraft = (shown: StoredDraft | null) =>
      Boolean(own && shown && !opts.initialDocId && shown.savedAt === own.savedAt && sameValues(shown, own));
    const applyLoad = (load: Exclude<InitialLoad, { kind: "wait" }>) => {
      if (load.kind === "open-saved") {
        // the words are in that document: open it where it lives, as the page before the reload did
        setStatus("loading");
        initDone.current = true;
        router.replace(`/editor/${encodeURIComponent(load.docId)}`);
        return;
      }
      if (load.kind === "not-found" || load.kind === "error") {
        setOfflineDraft(load.kind === "error" ? load.draft : null);
        setStatus(load.kind);
        if (load.kind === "not-found") initDone.current = true;
        return;
      }
      // the tab's create key names the new document of this tab's own draft: any other words shown
      // as a new document here (another tab's draft, a link's text, a deleted document's draft) are
      // another document. A saved document's editor leaves it (a first save may be on its way).
      if ((!opts.initialDocId || load.becameNew) && !isOwnNewDraft(load.restored)) env.createKeys.forget();
      if (load.becameNew) {
        setDocId(null);
        window.history.replaceState(window.history.state, "", "/editor");
      }
      // the values stay untouched when they are what is on screen already, so a key pressed while
      // this answer renders is not undone by it
      if (!sameValues(load.values, valuesRef.current)) setValues(load.values);
      if (load.conflict && query.data) setRestoreConflict({ theirs: query.data, mine: valuesOf(load.values) });
      if (load.otherDraft) setOtherDraft(load.otherDraft);
      setBase(load.base);
      originRef.current = load.origin;
      // "Write" on a new document not saved yet shows it again: no notice of a restored draft (nothing
      // was lost, nothing restored); while its first save is on its way, Save reads "Saving..." here too
      carried.current = isOwnNewDraft(load.restored) && firstSaves.carriesOn(env.createKeys.holds);
      if (load.restored) {
        if (!carried.current) setRestoredAt(load.restored.savedAt);
        if (load.restored.pendingSave) setPendingSave(true);
      }
      const onItsWay = carried.current ? firstSaves.onItsWay(env.createKeys.current()) : null;
      if (carried.current) takeOverFocus(); // the next key pressed lands in the text, as in the editor that left
      if (onItsWay) {
        setStillSaving(true);
        setStandIn(true);
        void onItsWay.then(() => setStillSaving(false));
      }
      setStatus("ready");
      initDone.current = true;
      shown.current = true;
    };
    const init = opts.initialContent;
    if (createdBeforeReload.current === undefined) {
      const created = env.createKeys.takeCreated();
      createdBeforeReload.current = created && !opts.initialDocId && !opts.draftSlot && isReloadOfThisAddress() ? created : null;
    }
    const load = decideInitialLoad(
      {
        docId: opts.initialDocId,
        server: serverAnswer(query),
        slot: env.slot,
        draftSlot: opts.draftSlot,
        linkContent: init ? { values: frameValues(init), origin: init.origin } : null,
        linkContentPending: opts.initialContentPending,
        typedInFrame: status === "frame" && !sameValues(valuesRef.current, frameRef.current) ? valuesRef.current : null,
        createdBeforeReload: createdBeforeReload.current,
      },
      env.store,
    );
    if (load.kind === "wait") return;
    // A draft replacing the frame's words is put on screen before the next paint (this is a layout
    // effect), so no key lands in the frame it replaces. Otherwise the whole editor appears with
    // this answer: as a transition, React renders it in small slices (in one synchronous task it
    // held a slow phone's main thread for 150-200 ms).
    if (status === "frame" && load.kind === "show" && !sameValues(load.values, valuesRef.current)) applyLoad(load);
    else startTransition(() => applyLoad(load));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs until the one load is done
  }, [env, query.status, opts.initialContentPending]);

  // ---- keep the draft on every change ---------------------------------------------------
  const dirty = isDirty(values, base);
  useDraftKeeper({
    env,
    ready: status === "ready",
    docId,
    values,
    baseVersion: base.version,
    dirty,
    pendingSave,
    origin: () => originRef.current,
    onStorageProblem: () => setStorageProblem(true),
  });

  /** A save went through: the server copy becomes the base; later edits stay. */
  const takeSaved = useCallback(
    (doc: DocumentDto, sent: EditorValues) => {
      const server = baseFromDoc(doc);
      const now = valuesRef.current;
      const next: EditorValues = {
        title: now.title === sent.title ? server.title : now.title,
        content: now.content === sent.content ? server.content : now.content,
        type: now.type === sent.type ? server.type : now.type,
      };
      if (docIdRef.current !== doc.id) {
        if (env) {
          env.store.remove(docIdRef.current, env.slot);
          // words written since the save was sent are kept under the new id at once: the page may
          // be going (a reload asked for before this answer came), before the draft keeper's turn
          if (isDirty(next, server)) env.store.write(doc.id, env.slot, next, { baseVersion: server.version });
        }
        // a reload already on its way (the answer came after it was asked for) opens this document
        if (docIdRef.current === null) env?.createKeys.created(doc.id);
        setDocId(doc.id);
        // moves to /editor/{new id} without drawing the screen again (core-product §4). The router
        // still holds this screen as /editor's, so the entry is marked as not the router's (Next's
        // "_N"): coming back to it later (Back after Write) loads that document's page afresh
        // instead of the router's /editor.
        window.history.replaceState({ _N: true }, "", `/editor/${encodeURIComponent(doc.id)}`);
      }
      originRef.current = null;
      setBase(server);
      setValues(next);
      setPendingSave(false);
      setRestoredAt(null);
    },
    [docIdRef, env, setBase, setDocId, setValues, valuesRef],
  );

  // A first save's answer or failure reaches this editor only while it is on view; after "Write"
  // it goes to the next editor if that one shows the same new document (lib/drafts/first-save-hand-over.ts).
  const editor = useEditorOnView({
    shows: (createKey) => shown.current && docIdRef.current === null && Boolean(env?.createKeys.holds(createKey)),
    take: takeSaved,
    owe: () => {
      setPendingSave(true);
      setOwed((n) => n + 1);
    },
    newDocument: () => (shown.current && docIdRef.current === null && env ? env.createKeys.current() : null),
  });

  const acceptSaved = useCallback(
    (doc: DocumentDto, sent: EditorValues, createKey?: string) => {
      if (createKey && env) firstSaves.answered(editor, createKey, doc, sent, env);
      else if (firstSaves.isOnView(editor)) takeSaved(doc, sent);
    },
    [editor, env, takeSaved],
  );
  /** A save failed and is to be tried again: false if this editor has gone (the save is not its to send). */
  const markSavePending = useCallback(
    (createKey?: string) => {
      if (createKey && env) return firstSaves.failed(editor, createKey, env);
      if (!firstSaves.isOnView(editor)) return false;
      setPendingSave(true);
      return true;
    },
    [editor, env],
  );
  const isOnView = useCallback(() => firstSaves.isOnView(editor), [editor]);
  useStandInEntry(standIn, useCallback(() => docIdRef.current, [docIdRef]));

  /**
   * Show the server copy and forget local changes: another tab saved and nothing here was changed,
   * a revision was restored, or the conflict choice "Keep theirs".
   */
  const adoptServerCopy = useCallback(
    (doc: DocumentDto) => {
      const server = baseFromDoc(doc);
      setBase(server);
      setValues(valuesOf(server));
      setRestoredAt(null);
      setPendingSave(false);
    },
    [setBase, setValues],
  );

  /** Conflict choice "Keep mine" (before saving it): my words now stand on the newer server version. */
  const keepMine = useCallback((theirs: DocumentDto) => setBase({ ...baseFromDoc(theirs) }), [setBase]);

  /**
   * Conflict choice "Keep both", or saving as new a document deleted elsewhere (before saving it):
   * my words leave this document and become a new, never-saved one under `values` (the server
   * copy stays as it is).
   */
  const keepBoth = useCallback(
    (values: EditorValues) => {
      env?.store.remove(docIdRef.current, env.slot);
      env?.createKeys.forget(); // another new document
      setDocId(null);
      setBase({ title: "", content: "", type: values.type, version: null });
      setValues(values);
    },
    [docIdRef, env, setBase, setDocId, setValues],
  );

  const discardDraft = useCallback(() => {
    if (docIdRef.current === null) env?.createKeys.forget();
    setValues(valuesOf(baseRef.current));
    setRestoredAt(null);
    setPendingSave(false);
  }, [baseRef, docIdRef, env, setValues]);

  const openOfflineDraft = useCallback(() => {
    if (!offlineDraft) return;
    setValues(valuesOf(offlineDraft));
    setBase({ ...EMPTY_BASE, type: offlineDraft.type, version: offlineDraft.baseVersion });
    setRestoredAt(offlineDraft.savedAt);
    setStatus("ready");
    initDone.current = true;
  }, [offlineDraft, setBase, setValues]);

  /** The latest values, base and id, for callbacks that run after a render (timers, events, saves). */
  const current = useCallback(
    () => ({ values: valuesRef.current, base: baseRef.current, docId: docIdRef.current, origin: originRef.current, createKey: env?.createKeys.current }),
    [baseRef, docIdRef, env, valuesRef],
  );
  /** edit() follows every change made here (one listener). */
  const onWrite = useCallback((l: WriteListener | null) => void (listener.current = l), []);
  const dismissRestoreConflict = useCallback(() => setRestoreConflict(null), []);

  return {
    status, docId, values, base, dirty, restoredAt, stillSaving, owed, otherDraft, restoreConflict, offlineDraft, pendingSave, storageProblem,
    current,
    /** The one writer of the values: only edit() (use-editor-edits.ts) calls it. */
    writeValues,
    onWrite,
    acceptSaved, markSavePending, isOnView, adoptServerCopy, keepMine, keepBoth, dismissRestoreConflict, discardDraft, openOfflineDraft,
    retryLoad: () => void query.refetch(),
  };
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;
