"use client";
// The editor screen (core-product §2 Editor, §4, §5): wires the document, saving, dictation,
// AI actions, drafts and tab sync together. Each part lives in its own hook; every change to the
// text goes through one entry point, edit(change, source) (use-editor-edits.ts).
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useRecordVoiceSession } from "@/lib/queries/voice-sessions";
import { toast } from "@/lib/toast";
import type { RecognitionConstructorLike } from "@/lib/speech/recognition-types";
import { DictationBar } from "@/components/editor/dictation-bar";
import { VoiceControlPanel } from "@/components/editor/voice-control-panel";
import { DocumentTypeSelect } from "@/components/editor/document-type-select";
import { EditorFooter } from "@/components/editor/editor-footer";
import { EditorHeader } from "@/components/editor/editor-header";
import { EditorLoadError, EditorLoading, EditorNotFound } from "@/components/editor/editor-load-states";
import { EditorNoticeStack } from "@/components/editor/editor-notice-stack";
import { EditorTextArea } from "@/components/editor/editor-text-area";
import { shareDocument } from "@/components/editor/export-actions";
import { useAiActions } from "@/components/editor/use-ai-actions";
import { useAiChange } from "@/components/editor/use-ai-change";
import { useAutoFixPreference } from "@/components/editor/use-auto-fix-preference";
import { useDocumentSave } from "@/components/editor/use-document-save";
import { useEditorDictation } from "@/components/editor/use-editor-dictation";
import { useEditorDocument } from "@/components/editor/use-editor-document";
import { useEditorEdits } from "@/components/editor/use-editor-edits";
import { useFitTextToScreen } from "@/components/editor/use-fit-text-to-screen";
import { useInitialContent } from "@/components/editor/use-initial-content";
import { useLeaveGuard } from "@/components/editor/use-leave-guard";
import { useTabSync } from "@/components/editor/use-tab-sync";
import { useRestoreRevision } from "@/components/editor/history/use-restore-revision";
import { useSaveSource } from "@/components/editor/history/use-save-source";
import { useAiReview } from "@/components/editor/review/use-ai-review";
import { useCreateVocabulary, useVocabularyMatcher } from "@/lib/queries/vocabulary";
import { useVoiceDocumentActions } from "@/components/editor/use-voice-document-actions";
import { ProofreadTools } from "@/components/editor/proofread/proofread-tools";
import { useProofreading } from "@/components/editor/proofread/use-proofreading";
import { WordPredictionWhenOn } from "@/components/editor/prediction/prediction-gate";

// Dialogs and panels that open only on demand load then, not with the editor.
const ConflictDialog = dynamic(() => import("@/components/editor/conflict-dialog").then((m) => m.ConflictDialog), { ssr: false });
const EarlierTextDialog = dynamic(() => import("@/components/editor/earlier-text-dialog").then((m) => m.EarlierTextDialog), { ssr: false });
const LeaveDialog = dynamic(() => import("@/components/editor/leave-dialog").then((m) => m.LeaveDialog), { ssr: false });
const ExportDialog = dynamic(() => import("@/components/editor/export/export-dialog").then((m) => m.ExportDialog), { ssr: false });
const HistoryDialog = dynamic(() => import("@/components/editor/history/history-dialog").then((m) => m.HistoryDialog), { ssr: false });
const ReviewPanel = dynamic(() => import("@/components/editor/review/review-panel").then((m) => m.ReviewPanel), { ssr: false });
const AutomaticFixes = dynamic(() => import("@/components/editor/review/automatic-fixes").then((m) => m.AutomaticFixes), { ssr: false });

export type EditorScreenProps = {
  documentId: string | null;
  userId: string;
  templateId?: string | null;
  initialContent?: string | null;
  /** The title that goes with `initialContent` (?title=). */
  initialTitle?: string | null;
  draftSlot?: string | null;
  /** The voice-command help, drawn on the server by the page. */
  commandHelp?: ReactNode;
  /** Tests and the benchmark pass a recogniser class; the browser's is used otherwise. */
  recognitionClass?: RecognitionConstructorLike | null;
};

export function EditorScreen(props: EditorScreenProps) {
  const initial = useInitialContent(props.templateId ?? null, props.initialContent ?? null, props.initialTitle ?? null);
  const doc = useEditorDocument({
    initialDocId: props.documentId,
    scope: props.userId,
    initialContent: initial.initialContent,
    initialContentPending: initial.pending,
    draftSlot: props.draftSlot ?? null,
  });
  const tabs = useTabSync(doc);
  const saveSource = useSaveSource();
  const { announceSaved } = tabs;
  const onSaved = useCallback(
    (saved: Parameters<typeof announceSaved>[0]) => {
      saveSource.saved();
      announceSaved(saved);
    },
    [announceSaved, saveSource],
  );
  const saver = useDocumentSave(doc, onSaved, saveSource.read);
  const recordSession = useRecordVoiceSession();
  const [autoFix, setAutoFix] = useAutoFixPreference();
  const [showEarlier, setShowEarlier] = useState(false);
  const [panel, setPanel] = useState<"export" | "history" | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const edits = useEditorEdits({ doc, saveSource, textareaRef, autoFix });
  useFitTextToScreen(textareaRef, doc.status === "ready" || doc.status === "frame", doc.values.content.length === 0);
  const { edit, memory } = edits;
  const { current } = doc;
  const setContent = useCallback((content: string) => edit({ content }, "typed"), [edit]);
  const proofreading = useProofreading({ content: doc.values.content, setContent, textareaRef });
  const vocabulary = useVocabularyMatcher();
  const createVocabulary = useCreateVocabulary();
  const voiceActions = useVoiceDocumentActions({ textareaRef, read: () => current().values.content, edit, proofreading, save: () => void saver.save() });
  const dictation = useEditorDictation({
    transform: vocabulary.apply,
    phrases: vocabulary.phrases,
    beforeVoiceInput: proofreading.checkpoint,
    onPhraseWritten: proofreading.recordPhrase,
    onActions: voiceActions.onActions,
    addToVocabulary: (word) =>
      createVocabulary.mutate(
        { kind: "word", phrase: word },
        {
          onSuccess: () => toast({ title: "Added to My vocabulary", description: `Dictation will write "${word}" from now on.` }),
          onError: (error) => toast({ title: "Not added", description: error instanceof Error ? error.message : "Please try again from My vocabulary.", variant: "destructive" }),
        },
      ),
    readContent: () => current().values.content,
    writeContent: edits.dictate,
    memory,
    // the selection, or the caret (start === end) once the person has been in the text: "that"
    // is a selection only when it holds words; next/previous count from the caret
    readSelection: () => {
      const area = textareaRef.current;
      return area && (area.selectionEnd > area.selectionStart || voiceActions.caretKnown()) ? { start: area.selectionStart, end: area.selectionEnd } : null;
    },
    readCaret: () => {
      const area = textareaRef.current;
      return area && area.selectionEnd === area.selectionStart ? area.selectionStart : null;
    },
    recordSession: (session) => recordSession.mutate(session),
    documentId: doc.docId,
    recognitionClass: props.recognitionClass,
  });
  const readContent = useCallback(() => current().values.content, [current]);
  const aiChange = useAiChange(readContent, edit);
  const review = useAiReview({
    read: readContent,
    apply: aiChange.replace,
    write: (_from, to) => edit({ content: to }, "ai"),
    onOpen: aiChange.dismissAiChange,
  });
  const ai = useAiActions({ doc, edits, replace: aiChange.replace, save: () => saver.save(), propose: review.propose });
  // each automatic fix is listed (to revert one change) and undoable as a whole
  const { onAutoFixApplied } = edits;
  const { recordAutoFix } = review;
  const { remember } = aiChange;
  useEffect(
    () =>
      onAutoFixApplied((before, after) => {
        recordAutoFix(before, after);
        remember(before, after, "Punctuation was fixed automatically after you spoke.");
      }),
    [onAutoFixApplied, recordAutoFix, remember],
  );
  const history = useRestoreRevision({
    doc,
    save: () => saver.save(),
    onRestored: (_from, saved) => {
      edit({ content: saved.content }, "restored");
      announceSaved(saved);
      setPanel(null);
    },
  });

  const guard = useLeaveGuard(doc.dirty);
  const { save } = saver;
  const ready = doc.status === "ready";

  // Ctrl/Cmd+S saves (once the editor shows what it will save)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        if (ready) void save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save, ready]);

  const onContentChange = edits.onTextAreaChange;
  const onTitleChange = useCallback((title: string) => edit({ title }, "typed"), [edit]);
  const onTypeChange = useCallback((type: string) => edit({ type }, "typed"), [edit]);
  const onShare = useCallback(() => void shareDocument(current().values.title, current().values.content), [current]);
  const onDownload = useCallback(() => setPanel("export"), []);
  const onHistory = useCallback(() => setPanel("history"), []);
  const readForExport = useCallback(() => ({ title: current().values.title, content: current().values.content }), [current]);
  const onSave = useCallback(() => void save(), [save]);
  const { fixPunctuation, enhanceDocument } = ai;
  const onFix = useCallback(() => void fixPunctuation(), [fixPunctuation]);
  const onEnhance = useCallback(() => void enhanceDocument(), [enhanceDocument]);

  if (doc.status === "loading") return <EditorLoading />;
  if (doc.status === "not-found") return <EditorNotFound />;
  if (doc.status === "error") {
    return <EditorLoadError onRetry={doc.retryLoad} onOpenDraft={doc.offlineDraft ? doc.openOfflineDraft : undefined} />;
  }

  const { values } = doc;
  const conflictTheirs = saver.conflict?.theirs ?? doc.restoreConflict?.theirs ?? null;
  const closeConflict = () => {
    saver.setConflict(null);
    doc.dismissRestoreConflict();
  };

  return (
    // The frame (a new document, drawn before this browser's drafts are read) takes typing at
    // once: whatever is typed there before the page is live stays (use-editor-document.ts).
    <div className="flex flex-col gap-4" data-testid="editor-body" data-status={doc.status}>
      <h1 className="sr-only">{doc.docId ? "Edit document" : "New document"}</h1>
      <EditorHeader
        title={values.title}
        onTitleChange={onTitleChange}
        dirty={doc.dirty}
        hasId={Boolean(doc.docId)}
        hasContent={values.content.length > 0}
        saving={saver.saving}
        fixing={ai.fixing}
        enhancing={ai.enhancing}
        onShare={onShare}
        onDownload={onDownload}
        onFix={onFix}
        onEnhance={onEnhance}
        onSave={onSave}
        onHistory={onHistory}
      />
      <EditorNoticeStack
        doc={doc}
        saver={saver}
        tabs={tabs}
        ai={aiChange}
        onShowEarlier={() => setShowEarlier(true)}
      />
      {/* The text first at every width: the dictation bar, then the text area, right under the
          header. Beside it from md (below it on a phone): Read it back and Proofread, then the
          Voice Control settings. The sidebar is on the right, where the floating accessibility
          button and the toasts sit, so they never cover the writing. */}
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem] lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Document" className="flex min-w-0 flex-col gap-3">
          <DictationBar dictation={dictation} />
          {review.review && <ReviewPanel review={review.review} actions={review} />}
          {review.autoFixes.length > 0 && (
            <AutomaticFixes fixes={review.autoFixes} onRevert={review.revertAutoFix} onClear={review.clearAutoFixes} />
          )}
          {/* on a phone, a toast that lands over the text or its counts scrolls them up (components/common/toast-band.ts) */}
          <div data-keep-clear-of-toasts="" className="flex flex-col gap-3">
            <EditorTextArea value={values.content} onChange={onContentChange} textareaRef={textareaRef} />
            <WordPredictionWhenOn content={values.content} setContent={setContent} textareaRef={textareaRef} speak={proofreading.speakWord} />
            <EditorFooter content={values.content} type={values.type} hasId={Boolean(doc.docId)} />
          </div>
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <aside aria-label="Editor tools" className="flex flex-col gap-4">
            <ProofreadTools proofreading={proofreading} />
          </aside>
          <aside aria-label="Voice Control" className="flex flex-col gap-4">
            <VoiceControlPanel
              dictation={dictation}
              onFixAll={onFix}
              canFixAll={values.content.trim().length > 0}
              fixing={ai.fixing}
              autoFix={autoFix}
              onAutoFixChange={setAutoFix}
              commandHelp={props.commandHelp}
            />
            <DocumentTypeSelect value={values.type} onChange={onTypeChange} />
          </aside>
        </div>
      </div>
      {conflictTheirs && (
        <ConflictDialog
          theirs={conflictTheirs}
          mine={values}
          onKeepMine={() => {
            closeConflict();
            void saver.keepMine(conflictTheirs);
          }}
          onKeepTheirs={() => {
            closeConflict();
            doc.keepTheirs(conflictTheirs);
          }}
          onKeepBoth={() => {
            closeConflict();
            void saver.keepBoth();
          }}
          onClose={closeConflict}
        />
      )}
      {panel === "export" && <ExportDialog read={readForExport} onClose={() => setPanel(null)} />}
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
            if ((await save()) === "saved") guard.leave();
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
    </div>
  );
}
