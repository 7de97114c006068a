"use client";
// Two tabs on one document: each tells the others when it has unsaved changes and when it
// saved. A tab without changes takes the newer copy; a tab with changes is warned (its next
// save meets the server's version check and asks which version to keep).
import { useCallback, useEffect, useRef, useState } from "react";
import { useLatest } from "@/lib/hooks/use-latest";
import { openTabChannel, type TabChannel, type TabMessage } from "@/lib/drafts/tab-channel";
import type { DocumentDto } from "@/lib/schemas/documents";
import { isDirty } from "@/components/editor/editor-values";
import type { EditorDocument } from "@/components/editor/use-editor-document";

export type OtherTabNotice = "editing" | "saved-elsewhere" | "updated" | null;

export function useTabSync(doc: EditorDocument) {
  const [notice, setNotice] = useState<OtherTabNotice>(null);
  const channelRef = useRef<TabChannel | null>(null);
  const self = useRef("");
  const latest = useLatest(doc);

  useEffect(() => {
    self.current = Math.random().toString(36).slice(2);
    const onMessage = (m: TabMessage) => {
      const d = latest.current;
      const { docId, values, base } = d.current();
      if (!docId || m.docId !== docId) return;
      if (m.type === "editing") {
        setNotice((n) => (m.dirty ? "editing" : n === "editing" ? null : n));
        return;
      }
      if ((base.version ?? 0) >= m.doc.version) return;
      if (isDirty(values, base)) {
        setNotice("saved-elsewhere");
      } else {
        d.adoptServerCopy(m.doc);
        setNotice("updated");
      }
    };
    const channel = openTabChannel(self.current, onMessage);
    channelRef.current = channel;
    const openDocId = () => latest.current.current().docId; // the one open when the tab closes
    return () => {
      const id = openDocId();
      if (id) channel.post({ type: "editing", docId: id, dirty: false, from: self.current });
      channel.close();
      channelRef.current = null;
    };
  }, [latest]);

  // tell the other tabs whether this one has unsaved changes
  useEffect(() => {
    if (doc.status !== "ready" || !doc.docId) return;
    channelRef.current?.post({ type: "editing", docId: doc.docId, dirty: doc.dirty, from: self.current });
  }, [doc.status, doc.docId, doc.dirty]);

  const announceSaved = useCallback((saved: DocumentDto) => {
    setNotice(null);
    channelRef.current?.post({ type: "saved", docId: saved.id, doc: saved, from: self.current });
  }, []);

  return { notice, dismiss: () => setNotice(null), announceSaved };
}
