"use client";
// The editor screen (core-product §2 Editor): the layout of what useEditor() wires together
// (use-editor.ts). Every change to the text goes through one entry point, edit(change, source).
import { useMemo, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { DictationBar } from "@/components/editor/dictation-bar";
import { VoiceControlPanel } from "@/components/editor/voice-control-panel";
import { DocumentTypeSelect } from "@/components/editor/document-type-select";
import { EditorDialogs } from "@/components/editor/editor-dialogs";
import { EditorFooter } from "@/components/editor/editor-footer";
import { EditorHeader } from "@/components/editor/editor-header";
import { LeaveWaitNote } from "@/components/editor/leave-wait-note";
import { EditorLoadError, EditorLoading, EditorNotFound } from "@/components/editor/editor-load-states";
import { EditorNoticeStack } from "@/components/editor/editor-notice-stack";
import { EditorTextArea } from "@/components/editor/editor-text-area";
import { useEditor, type EditorOptions } from "@/components/editor/use-editor";
import { ProofreadTools } from "@/components/editor/proofread/proofread-tools";
import { WordPredictionWhenOn } from "@/components/editor/prediction/prediction-gate";

// Panels that show only on demand load then, not with the editor.
const ReviewPanel = dynamic(() => import("@/components/editor/review/review-panel").then((m) => m.ReviewPanel), { ssr: false });
const AutomaticFixes = dynamic(() => import("@/components/editor/review/automatic-fixes").then((m) => m.AutomaticFixes), { ssr: false });

export type EditorScreenProps = EditorOptions & {
  /** The voice-command help, drawn on the server by the page. */
  commandHelp?: ReactNode;
  /** The dictation languages' <option>s, drawn on the server by the page. */
  languageOptions?: ReactNode;
};

export function EditorScreen(props: EditorScreenProps) {
  const editor = useEditor(props);
  const { doc, saver, tabs, aiChange, ai, review, dictation, proofreading, textareaRef, on, setShowEarlier, setContent, autoFix, setAutoFix } = editor;
  const { firstRead } = props;
  const serverCounts = useMemo(
    () => (firstRead?.state === "found" && firstRead.counts ? { content: firstRead.doc.content, counts: firstRead.counts } : undefined),
    [firstRead],
  );
  if (doc.status === "loading") return <EditorLoading />;
  if (doc.status === "not-found") return <EditorNotFound />;
  if (doc.status === "error") {
    return <EditorLoadError onRetry={doc.retryLoad} onOpenDraft={doc.offlineDraft ? doc.openOfflineDraft : undefined} />;
  }

  const { values } = doc;

  return (
    // The frame (a new document, drawn before this browser's drafts are read) takes typing at
    // once: whatever is typed there before the page is live stays (use-editor-document.ts).
    <div className="flex flex-col gap-4" data-testid="editor-body" data-status={doc.status}>
      <h1 className="sr-only">{doc.docId ? "Edit document" : "New document"}</h1>
      {/* the header and, beside the save, the note of a link waiting for it (no gap while there is none) */}
      <div>
        <EditorHeader
          title={values.title}
          onTitleChange={on.titleChange}
          dirty={doc.dirty}
          hasId={Boolean(doc.docId)}
          hasContent={values.content.length > 0}
          saving={saver.saving}
          fixing={ai.fixing}
          enhancing={ai.enhancing}
          onShare={on.share}
          onDownload={on.download}
          onFix={on.fix}
          onEnhance={on.enhance}
          onSave={on.save}
          onHistory={on.history}
        />
        <LeaveWaitNote
          wait={editor.guard.waiting}
          onStay={() => {
            editor.guard.stopWaiting();
            textareaRef.current?.focus(); // the Stay here button goes: the focus goes back to the words
          }}
        />
      </div>
      <EditorNoticeStack
        doc={doc}
        saver={saver}
        tabs={tabs}
        ai={aiChange}
        onShowEarlier={() => setShowEarlier(true)}
        templateProblem={editor.templateProblem}
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
            <EditorTextArea value={values.content} onChange={on.contentChange} textareaRef={textareaRef} />
            <WordPredictionWhenOn content={values.content} setContent={setContent} textareaRef={textareaRef} speak={proofreading.speakWord} />
            <EditorFooter content={values.content} type={values.type} hasId={Boolean(doc.docId)} serverCounts={serverCounts} />
          </div>
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <aside aria-label="Editor tools" className="flex flex-col gap-4">
            <ProofreadTools proofreading={proofreading} />
          </aside>
          <aside aria-label="Voice Control" className="flex flex-col gap-4">
            <VoiceControlPanel
              dictation={dictation}
              onFixAll={on.fix}
              canFixAll={values.content.trim().length > 0}
              fixing={ai.fixing}
              autoFix={autoFix}
              onAutoFixChange={setAutoFix}
              commandHelp={props.commandHelp}
              languageOptions={props.languageOptions}
            />
            <DocumentTypeSelect value={values.type} onChange={on.typeChange} />
          </aside>
        </div>
      </div>
      <EditorDialogs editor={editor} />
    </div>
  );
}
