"use client";
// The editor's parts wired together (core-product §2 Editor, §4, §5): the document, saving,
// dictation, AI actions, review, history, drafts and tab sync. Each part lives in its own hook;
// every change to the text goes through one entry point, edit(change, source)
// (use-editor-edits.ts). editor-screen.tsx only lays out what this returns.
import { useCallback, useEffect, useRef, useState } from "react";
import { useAddVocabulary, useVocabularyListMatcher, useVoiceSessionRecorder, type DocumentFirstRead } from "@/lib/queries/direct";
import { toast } from "@/lib/toast";
import { messageForPerson } from "@/lib/api-client";
import type { RecognitionConstructorLike } from "@/lib/speech/recognition-types";
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
import { frameValues } from "@/components/editor/initial-content";
import { EMPTY_VALUES } from "@/components/editor/editor-values";
import { useLeaveGuard } from "@/components/editor/use-leave-guard";
import { useTabSync } from "@/components/editor/use-tab-sync";
import { useVoiceDocumentActions } from "@/components/editor/use-voice-document-actions";
import { useRestoreRevision } from "@/components/editor/history/use-restore-revision";
import { useAiReview } from "@/components/editor/review/use-ai-review";
import { useProofreading } from "@/components/editor/proofread/use-proofreading";

export type EditorOptions = {
  documentId: string | null;
  userId: string;
  templateId?: string | null;
  initialContent?: string | null;
  /** The title that goes with `initialContent` (?title=). */
  initialTitle?: string | null;
  draftSlot?: string | null;
  /** What the page read on the server for `documentId` (without it, the editor reads it). */
  firstRead?: DocumentFirstRead | null;
  /** Tests and the benchmark pass a recogniser class; the browser's is used otherwise. */
  recognitionClass?: RecognitionConstructorLike | null;
};

export function useEditor(props: EditorOptions) {
  const initial = useInitialContent(props.templateId ?? null, props.initialContent ?? null, props.initialTitle ?? null);
  const doc = useEditorDocument({
    initialDocId: props.documentId,
    scope: props.userId,
    initialContent: initial.initialContent,
    initialContentPending: initial.pending,
    draftSlot: props.draftSlot ?? null,
    firstRead: props.firstRead ?? null,
  });
  const tabs = useTabSync(doc);
  const { announceSaved } = tabs;
  const saver = useDocumentSave(doc, announceSaved);
  const recordSession = useVoiceSessionRecorder();
  const [autoFix, setAutoFix] = useAutoFixPreference();
  const [showEarlier, setShowEarlier] = useState(false);
  const [panel, setPanel] = useState<"export" | "history" | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  const edits = useEditorEdits({ doc, markSource: saver.markSource, textareaRef, autoFix });
  useFitTextToScreen(textareaRef, doc.status === "ready" || doc.status === "frame", doc.values.content.length === 0);
  const { edit, memory } = edits;
  const { current } = doc;
  const readContent = useCallback(() => current().values.content, [current]);
  const setContent = useCallback((content: string) => edit({ content }, "typed"), [edit]);
  const proofreading = useProofreading({ content: doc.values.content, setContent, textareaRef });
  const vocabulary = useVocabularyListMatcher();
  const createVocabulary = useAddVocabulary();
  const voiceActions = useVoiceDocumentActions({ textareaRef, read: readContent, edit, proofreading, save: () => void saver.save() });
  const dictation = useEditorDictation({
    transform: vocabulary.apply,
    phrases: vocabulary.phrases,
    beforeVoiceInput: proofreading.checkpoint,
    onPhraseWritten: proofreading.recordPhrase,
    voiceActions: voiceActions.target,
    addToVocabulary: (word) =>
      createVocabulary.mutate(
        { kind: "word", phrase: word },
        {
          onSuccess: () => toast({ title: "Added to My vocabulary", description: `Dictation will write "${word}" from now on.` }),
          onError: (error) => toast({ title: "Not added", description: messageForPerson(error, "We could not reach the server. Please try again from My vocabulary."), variant: "destructive" }),
        },
      ),
    readContent,
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
    recordSession: (session) => void recordSession(session).catch(() => undefined),
    documentId: doc.docId,
    recognitionClass: props.recognitionClass,
  });
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
    onRestored: (saved) => {
      announceSaved(saved);
      setPanel(null);
    },
  });

  const guard = useLeaveGuard(doc.dirty, { read: current, saveOnItsWay: saver.saveOnItsWay });
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

  // a template that did not load (use-initial-content.ts): Try again puts it in after whatever was
  // typed meanwhile (nothing typed is replaced), and gives it its title and type unless those were set
  const [templateRetrying, setTemplateRetrying] = useState(false);
  const { retryTemplate } = initial;
  const retryingTemplate = useRef(false);
  const retryTemplateLoad = useCallback(async () => {
    if (retryingTemplate.current) return; // pressed twice: one request
    retryingTemplate.current = true;
    setTemplateRetrying(true);
    const template = await retryTemplate().finally(() => {
      retryingTemplate.current = false;
      setTemplateRetrying(false);
    });
    if (!template) return;
    const now = current().values;
    const fresh = frameValues(template);
    edit(
      {
        content: now.content.trim() ? `${now.content.trimEnd()}\n\n${fresh.content}` : fresh.content,
        title: now.title.trim() ? now.title : fresh.title,
        type: now.type === EMPTY_VALUES.type ? fresh.type : now.type,
      },
      "typed",
    );
    // the notice and its button go: focus moves to the text, where the template now is
    textareaRef.current?.focus();
  }, [retryTemplate, current, edit]);
  const templateProblem = initial.templateFailed ? { retrying: templateRetrying, retry: () => void retryTemplateLoad() } : null;

  const { fixPunctuation, enhanceDocument } = ai;
  const on = {
    contentChange: edits.onTextAreaChange,
    titleChange: useCallback((title: string) => edit({ title }, "typed"), [edit]),
    typeChange: useCallback((type: string) => edit({ type }, "typed"), [edit]),
    share: useCallback(() => void shareDocument(current().values.title, current().values.content), [current]),
    download: useCallback(() => setPanel("export"), []),
    history: useCallback(() => setPanel("history"), []),
    save: useCallback(() => void save(), [save]),
    fix: useCallback(() => void fixPunctuation(), [fixPunctuation]),
    enhance: useCallback(() => void enhanceDocument(), [enhanceDocument]),
  };
  const readForExport = useCallback(() => ({ title: current().values.title, content: current().values.content }), [current]);

  return {
    doc, saver, tabs, edits, dictation, proofreading, aiChange, review, ai, history, guard,
    autoFix, setAutoFix, panel, setPanel, showEarlier, setShowEarlier, textareaRef, setContent, readForExport, on, templateProblem,
  };
}

export type Editor = ReturnType<typeof useEditor>;
