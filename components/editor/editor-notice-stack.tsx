"use client";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import type { EditorDocument } from "@/components/editor/use-editor-document";
import type { useDocumentSave } from "@/components/editor/use-document-save";
import type { useTabSync } from "@/components/editor/use-tab-sync";
import type { AiChangeApi } from "@/components/editor/use-ai-change";

type Props = {
  doc: EditorDocument;
  saver: ReturnType<typeof useDocumentSave>;
  tabs: ReturnType<typeof useTabSync>;
  ai: AiChangeApi;
  onShowEarlier: () => void;
};

// The notices are not part of the editor's first load (none shows before the editor has read this
// browser's drafts): their code is fetched as soon as the editor has mounted, so it is there,
// network or not, by the time one is needed.
const notices = () => import("@/components/editor/editor-notices");
const SaveProblemNotice = dynamic(() => import("@/components/editor/editor-notices").then((m) => m.SaveProblemNotice), { ssr: false });
const OtherTabNoticeBar = dynamic(() => import("@/components/editor/editor-notices").then((m) => m.OtherTabNoticeBar), { ssr: false });
const RestoredDraftNotice = dynamic(() => import("@/components/editor/editor-notices").then((m) => m.RestoredDraftNotice), { ssr: false });
const OtherDraftNotice = dynamic(() => import("@/components/editor/editor-notices").then((m) => m.OtherDraftNotice), { ssr: false });
const StorageProblemNotice = dynamic(() => import("@/components/editor/editor-notices").then((m) => m.StorageProblemNotice), { ssr: false });
const AiChangeNotice = dynamic(() => import("@/components/editor/editor-notices").then((m) => m.AiChangeNotice), { ssr: false });

// The editor's messages about drafts, saving, other tabs and AI changes, most urgent first.
export function EditorNoticeStack({ doc, saver, tabs, ai, onShowEarlier }: Props) {
  useEffect(() => void notices().catch(() => undefined), []);
  const kind = saver.failure?.kind;
  const showSaveProblem = saver.failure && (doc.pendingSave || kind === "auth" || kind === "gone" || kind === "full");
  return (
    <div className="flex flex-col gap-2 empty:hidden">
      {showSaveProblem && saver.failure && (
        <SaveProblemNotice failure={saver.failure} onRetry={saver.retryNow} onSaveAsNew={() => void saver.saveAsNew()} />
      )}
      {tabs.notice && <OtherTabNoticeBar notice={tabs.notice} onDismiss={tabs.dismiss} />}
      {doc.restoredAt !== null && doc.dirty && <RestoredDraftNotice savedAt={doc.restoredAt} onDiscard={doc.discardDraft} />}
      {doc.otherDraft && <OtherDraftNotice draft={doc.otherDraft} />}
      {doc.storageProblem && <StorageProblemNotice />}
      {ai.aiChange && (
        <AiChangeNotice
          label={ai.aiChange.label}
          onUndo={() => {
            if (!ai.undoAiChange()) onShowEarlier();
          }}
          onDismiss={ai.dismissAiChange}
        />
      )}
    </div>
  );
}
