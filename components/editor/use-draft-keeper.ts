"use client";
// Keeps the editor's draft in this browser on every change ("never lose a word"): written in idle
// time (within 300 ms), and at once when the page is hidden or left, so a long document's JSON
// never delays the paint of a typed or dictated word.
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { DraftStore, getTabSlot, type KeyValueStorage } from "@/lib/drafts/draft-store";
import { browserStorage, memoryStorage } from "@/lib/drafts/browser-storage";
import { scheduleIdle } from "@/lib/drafts/idle";
import { createKeys, type CreateKeys } from "@/lib/drafts/create-key";
import type { EditorValues } from "@/components/editor/editor-values";

export type DraftEnv = { store: DraftStore; slot: string; persistent: boolean; createKeys: CreateKeys };

/** Where drafts live when the browser refuses storage: this page's memory, shared by its editors (the next one reads what the last one left). */
let pageMemory: { local: KeyValueStorage; session: KeyValueStorage } | null = null;

/** The signed-in user's drafts, this tab's slot and its new document's create key; null on the server. */
export function useDraftEnv(scope: string): DraftEnv | null {
  return useMemo(() => {
    if (typeof window === "undefined") return null;
    const local = browserStorage("local");
    const session = browserStorage("session");
    const memory = local && session ? null : (pageMemory ??= { local: memoryStorage(), session: memoryStorage() });
    const tab = session ?? memory!.session;
    const slot = getTabSlot(tab);
    return {
      store: new DraftStore(local ?? memory!.local, scope),
      slot,
      persistent: Boolean(local),
      createKeys: createKeys(tab, scope, slot),
    };
  }, [scope]);
}

type Draft = {
  env: DraftEnv | null;
  ready: boolean;
  docId: string | null;
  values: EditorValues;
  baseVersion: number | null;
  dirty: boolean;
  pendingSave: boolean;
  origin: () => string | null;
  /** The draft could not be written, or only to this tab's memory. */
  onStorageProblem: () => void;
};

export function useDraftKeeper({ env, ready, docId, values, baseVersion, dirty, pendingSave, origin, onStorageProblem }: Draft) {
  const pendingWrite = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!ready || !env) return;
    const write = () => {
      if (pendingWrite.current !== write) return; // a newer change took over
      pendingWrite.current = null;
      if (dirty || pendingSave) {
        const ok = env.store.write(docId, env.slot, values, { baseVersion, pendingSave, origin: origin() });
        if (!ok || !env.persistent) onStorageProblem();
      } else {
        env.store.remove(docId, env.slot);
      }
    };
    pendingWrite.current = write;
    return scheduleIdle(write, 300);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- origin and onStorageProblem are stable
  }, [ready, env, dirty, pendingSave, values, baseVersion, docId]);

  useEffect(() => {
    const flush = () => pendingWrite.current?.();
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    const listeners: [EventTarget, string, () => void][] = [
      [window, "pagehide", flush],
      [window, "beforeunload", flush],
      [document, "visibilitychange", onVisibility],
    ];
    for (const [target, name, listener] of listeners) target.addEventListener(name, listener);
    return () => {
      for (const [target, name, listener] of listeners) target.removeEventListener(name, listener);
    };
  }, []);
  // leaving the screen: what is still waiting is written in the commit that unmounts it, before
  // the next editor's load (a layout effect of the same commit) reads the drafts
  useLayoutEffect(() => () => pendingWrite.current?.(), []);

  useEffect(() => env?.store.prune(), [env]);
}
