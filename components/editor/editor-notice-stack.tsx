"use client";
import {
  AiChangeNotice,
  OtherDraftNotice,
  OtherTabNoticeBar,
  RestoredDraftNotice,
  SaveProblemNotice,
  StorageProblemNotice,
  TemplateProblemNotice,
} from "@/components/editor/editor-notices";
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
  /** The template in the link did not load (use-editor.ts). */
  templateProblem?: { retrying: boolean; retry: () => void } | null;
};

// The editor's messages about drafts, saving, other tabs and AI changes, most urgent first.
export function EditorNoticeStack({ doc, saver, tabs, ai, onShowEarlier, templateProblem }: Props) {
  const kind = saver.failure?.kind;
  const showSaveProblem = saver.failure && (doc.pendingSave || kind === "auth" || kind === "gone" || kind === "full");
  return (
    <div className="flex flex-col gap-2 empty:hidden">
      {showSaveProblem && saver.failure && (
        <SaveProblemNotice failure={saver.failure} onRetry={saver.retryNow} onSaveAsNew={() => void saver.saveAsNew()} />
      )}
      {templateProblem && <TemplateProblemNotice retrying={templateProblem.retrying} onRetry={templateProblem.retry} />}
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
