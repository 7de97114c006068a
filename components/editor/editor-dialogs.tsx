"use client";
// The editor's dialogs, each loaded only when it opens: a save conflict, Download, History, leaving
// with unsaved changes, and the text from before an AI change.
import dynamic from "next/dynamic";
import type { Editor } from "@/components/editor/use-editor";

const ConflictDialog = dynamic(() => import("@/components/editor/conflict-dialog").then((m) => m.ConflictDialog), { ssr: false });
const EarlierTextDialog = dynamic(() => import("@/components/editor/earlier-text-dialog").then((m) => m.EarlierTextDialog), { ssr: false });
const LeaveDialog = dynamic(() => import("@/components/editor/leave-dialog").then((m) => m.LeaveDialog), { ssr: false });
const ExportDialog = dynamic(() => import("@/components/editor/export/export-dialog").then((m) => m.ExportDialog), { ssr: false });
const HistoryDialog = dynamic(() => import("@/components/editor/history/history-dialog").then((m) => m.HistoryDialog), { ssr: false });

export function EditorDialogs({ editor }: { editor: Editor }) {
  const { doc, saver, panel, setPanel, history, guard, aiChange, showEarlier, setShowEarlier } = editor;
  const conflictTheirs = saver.conflict?.theirs ?? doc.restoreConflict?.theirs ?? null;
  const closeConflict = () => {
    saver.setConflict(null);
    doc.dismissRestoreConflict();
  };
  return (
    <>
      {conflictTheirs && (
        <ConflictDialog
          theirs={conflictTheirs}
          mine={doc.values}
          onKeepMine={() => {
            closeConflict();
            void saver.keepMine(conflictTheirs);
          }}
          onKeepTheirs={() => {
            closeConflict();
            doc.adoptServerCopy(conflictTheirs);
          }}
          onKeepBoth={() => {
            closeConflict();
            void saver.keepBoth();
          }}
          onClose={closeConflict}
        />
      )}
      {panel === "export" && <ExportDialog read={editor.readForExport} onClose={() => setPanel(null)} />}
      {panel === "history" && doc.docId && (
        <HistoryDialog
          documentId={doc.docId}
          currentVersion={doc.base.version}
          restoring={history.restoring}
          onRestore={(revision) => void history.restore(revision)}
          onClose={() => setPanel(null)}
        />
      )}
      {guard.pendingHref && (
        <LeaveDialog
          saving={saver.saving}
          onStay={guard.stay}
          onLeave={guard.leave}
          onSaveAndLeave={async () => {
            if ((await saver.save()) === "saved") guard.leave();
          }}
        />
      )}
      {showEarlier && aiChange.aiChange && (
        <EarlierTextDialog
          text={aiChange.aiChange.before}
          onUse={() => {
            aiChange.restoreEarlierText();
            setShowEarlier(false);
          }}
          onClose={() => setShowEarlier(false)}
        />
      )}
    </>
  );
}
