"use client";
// Save (core-product §4, §8): creates on the first save, then updates against the version it
// loaded. Network or server trouble keeps the draft and retries (when the browser says it is
// online again, and on a back-off timer); a stale version opens the conflict choice.
import { useCallback, useEffect, useRef, useState } from "react";
import { getVersionConflict } from "@/lib/queries/document-copies";
import { useDocumentWrites } from "@/lib/queries/direct";
import { toast } from "@/lib/toast";
import { classifySaveError, isRetryable, retryDelayMs, saveFailureDescription, type SaveFailure } from "@/lib/drafts/save-policy";
import { displayTitle, type DocumentDto } from "@/lib/documents/document-model";
import { editorType, isDirty, valuesOf, type EditorValues } from "@/components/editor/editor-values";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import { useLatest } from "@/lib/hooks/use-latest";
import { useSaveSource } from "@/components/editor/history/use-save-source";
import { templateIdOf } from "@/lib/drafts/origin";
import { firstSaves } from "@/components/editor/use-editor-on-view";

export type SaveOutcome = "saved" | "failed" | "conflict" | "busy";
export type SaveConflict = { theirs: DocumentDto };
/**
 * A save on its way: the values it carries (null until they are read, after an earlier first save
 * this one waits for) and a promise that settles, with how it went, once its answer has been taken in.
 */
export type SaveOnItsWay = { sent: EditorValues | null; settled: Promise<SaveOutcome> };

export function useDocumentSave(doc: EditorDocument, onSaved?: (saved: DocumentDto) => void) {
  const writes = useDocumentWrites();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const savingRef = useRef(false);
  const againRef = useRef(false);
  const attemptRef = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onItsWay = useRef<SaveOnItsWay | null>(null);
  const latestRef = useLatest({ doc, onSaved, writes });
  // where the words since the last save came from, kept with the revision ("Dictated", "AI change")
  const source = useSaveSource();

  const clearRetry = () => {
    if (retryTimer.current) clearTimeout(retryTimer.current);
    retryTimer.current = null;
  };

  const save = useCallback(async (options: { auto?: boolean; values?: EditorValues } = {}): Promise<SaveOutcome> => {
    const { doc: d } = latestRef.current;
    if (!d.isOnView()) return "busy"; // an editor that has gone sends nothing (the next one shows its words)
    if (savingRef.current) {
      againRef.current = true;
      return "busy";
    }
    savingRef.current = true;
    setSaving(true);
    clearRetry();
    let settle: (outcome: SaveOutcome) => void = () => {};
    let outcome: SaveOutcome = "failed";
    const flight: SaveOnItsWay = { sent: null, settled: new Promise<SaveOutcome>((r) => (settle = r)) };
    onItsWay.current = flight;
    let createKey: string | undefined;
    let sending = () => {};
    try {
      // the editor before this one sent this new document's first save: its answer comes first,
      // and this save goes into the document it made (never a second create of it at once)
      const earlier = d.current().docId ? null : firstSaves.onItsWay(d.current().createKey?.() ?? "");
      if (earlier) {
        await earlier;
        if (!latestRef.current.doc.isOnView()) return "busy";
        const after = latestRef.current.doc.current();
        if (after.docId && !options.values && !isDirty(after.values, after.base)) {
          outcome = "saved";
          return "saved";
        }
      }
      const now = latestRef.current.doc.current();
      const sent = valuesOf(options.values ?? now.values);
      flight.sent = sent;
      const id = now.docId;
      const payload = { title: sent.title, content: sent.content, type: editorType(sent.type), source: source.read() };
      // offline: the failure now (no request waiting for the network), so the user is told and the retry is ours
      if (typeof navigator !== "undefined" && navigator.onLine === false) throw new TypeError("offline");
      createKey = id ? undefined : now.createKey?.();
      if (createKey) sending = firstSaves.send(createKey);
      const saved = id
        ? await latestRef.current.writes.update({ id, ...payload, version: now.base.version ?? 1 })
        : await latestRef.current.writes.create({ ...payload, templateId: templateIdOf(now.origin), createKey }); // a document from a template is one use of it
      latestRef.current.doc.acceptSaved(saved, sent, createKey);
      attemptRef.current = 0;
      setFailure(null);
      source.saved();
      toast({ title: "Document saved", description: "Your changes have been saved successfully." });
      latestRef.current.onSaved?.(saved);
      outcome = "saved";
      return "saved";
    } catch (error) {
      const theirs = getVersionConflict(error);
      if (theirs) {
        setConflict({ theirs });
        outcome = "conflict";
        return "conflict";
      }
      const f = classifySaveError(error, typeof navigator === "undefined" ? true : navigator.onLine);
      setFailure(f);
      if (!options.auto || attemptRef.current === 0) {
        toast({ title: "Save failed", description: saveFailureDescription(f), variant: "destructive" });
      }
      // an editor that has gone sends nothing more: the one that shows the document owes the save
      if (isRetryable(f) && latestRef.current.doc.markSavePending(createKey)) {
        const delay = retryDelayMs(attemptRef.current++);
        retryTimer.current = setTimeout(() => void saveRef.current({ auto: true }), delay);
      }
      return "failed";
    } finally {
      sending();
      savingRef.current = false;
      setSaving(false);
      onItsWay.current = null;
      settle(outcome);
      if (againRef.current && latestRef.current.doc.isOnView()) {
        againRef.current = false;
        const { values, base } = latestRef.current.doc.current();
        if (isDirty(values, base)) void saveRef.current();
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads everything through refs
  }, []);
  const saveRef = useRef(save);

  // back online: try the waiting save at once
  useEffect(() => {
    const onOnline = () => {
      if (latestRef.current.doc.pendingSave && !savingRef.current) void saveRef.current({ auto: true });
    };
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
      clearRetry();
    };
  }, [latestRef]);

  // a restored draft whose save never reached the server is sent again; so is a first save another
  // editor sent that failed after it left ("Write" while it was on its way): this editor owes it and
  // sends it itself (at once; offline, on its own back-off and when the browser is online again)
  const resumed = useRef(false);
  const owedSeen = useRef(0);
  useEffect(() => {
    if (doc.status !== "ready") return;
    const owedNow = doc.owed > owedSeen.current;
    owedSeen.current = doc.owed;
    const resume = doc.pendingSave && !resumed.current;
    if (resume) resumed.current = true;
    if (resume || (owedNow && !savingRef.current && !retryTimer.current)) void saveRef.current({ auto: true });
  }, [doc.status, doc.pendingSave, doc.owed]);

  /** Keep mine: save my text over the newer server copy. */
  const keepMine = useCallback((theirs: DocumentDto) => {
    setConflict(null);
    latestRef.current.doc.keepMine(theirs);
    return saveRef.current();
  }, [latestRef]);

  /**
   * My words (or `values`) become a new document and are saved; the document open here is left
   * as it is. The way out when it was deleted elsewhere (a save there can only fail).
   */
  const saveAsNew = useCallback(async (values: EditorValues = latestRef.current.doc.current().values) => {
    setConflict(null);
    setFailure(null);
    latestRef.current.doc.keepBoth(values);
    return saveRef.current({ values });
  }, [latestRef]);

  /** Keep both: my text becomes a new document; the server copy stays as it is. */
  const keepBoth = useCallback(() => {
    const mine = latestRef.current.doc.current().values;
    return saveAsNew({ ...mine, title: `${displayTitle(mine.title)} (my version)` });
  }, [latestRef, saveAsNew]);

  // a first save the editor before this one sent is still on its way: this one shows it as its own
  // ("Saving...", core-product §2), as the editor that sent it did
  /** The save on its way now, if any (read by the leave guard at the moment of a click). */
  const saveOnItsWay = useCallback(() => onItsWay.current, []);

  return { save, saveOnItsWay, markSource: source.mark, saving: saving || doc.stillSaving, failure, conflict, setConflict, keepMine, keepBoth, saveAsNew, retryNow: () => void saveRef.current() };
}
