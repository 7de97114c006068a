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

export type SaveOutcome = "saved" | "failed" | "conflict" | "busy";
export type SaveConflict = { theirs: DocumentDto };

export function useDocumentSave(doc: EditorDocument, onSaved?: (saved: DocumentDto) => void) {
  const writes = useDocumentWrites();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const savingRef = useRef(false);
  const againRef = useRef(false);
  const attemptRef = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestRef = useLatest({ doc, onSaved, writes });
  // where the words since the last save came from, kept with the revision ("Dictated", "AI change")
  const source = useSaveSource();

  const clearRetry = () => {
    if (retryTimer.current) clearTimeout(retryTimer.current);
    retryTimer.current = null;
  };

  const save = useCallback(async (options: { auto?: boolean; values?: EditorValues } = {}): Promise<SaveOutcome> => {
    const { doc: d } = latestRef.current;
    if (savingRef.current) {
      againRef.current = true;
      return "busy";
    }
    savingRef.current = true;
    setSaving(true);
    clearRetry();
    const now = d.current();
    const sent = valuesOf(options.values ?? now.values);
    const id = now.docId;
    const payload = { title: sent.title, content: sent.content, type: editorType(sent.type), source: source.read() };
    try {
      // offline: the failure now (no request waiting for the network), so the user is told and the retry is ours
      if (typeof navigator !== "undefined" && navigator.onLine === false) throw new TypeError("offline");
      const saved = id
        ? await latestRef.current.writes.update({ id, ...payload, version: now.base.version ?? 1 })
        : await latestRef.current.writes.create({ ...payload, templateId: templateIdOf(now.origin), createKey: now.createKey?.() }); // a document from a template is one use of it
      latestRef.current.doc.acceptSaved(saved, sent);
      attemptRef.current = 0;
      setFailure(null);
      source.saved();
      toast({ title: "Document saved", description: "Your changes have been saved successfully." });
      latestRef.current.onSaved?.(saved);
      return "saved";
    } catch (error) {
      const theirs = getVersionConflict(error);
      if (theirs) {
        setConflict({ theirs });
        return "conflict";
      }
      const f = classifySaveError(error, typeof navigator === "undefined" ? true : navigator.onLine);
      setFailure(f);
      if (!options.auto || attemptRef.current === 0) {
        toast({ title: "Save failed", description: saveFailureDescription(f), variant: "destructive" });
      }
      if (isRetryable(f)) {
        latestRef.current.doc.markSavePending();
        const delay = retryDelayMs(attemptRef.current++);
        retryTimer.current = setTimeout(() => void saveRef.current({ auto: true }), delay);
      }
      return "failed";
    } finally {
      savingRef.current = false;
      setSaving(false);
      if (againRef.current) {
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

  // a restored draft whose save never reached the server is sent again
  const resumed = useRef(false);
  useEffect(() => {
    if (doc.status === "ready" && doc.pendingSave && !resumed.current) {
      resumed.current = true;
      void saveRef.current({ auto: true });
    }
  }, [doc.status, doc.pendingSave]);

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

  return { save, markSource: source.mark, saving, failure, conflict, setConflict, keepMine, keepBoth, saveAsNew, retryNow: () => void saveRef.current() };
}
