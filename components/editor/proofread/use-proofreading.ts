"use client";
// Proofreading mode: the phrases dictated (with confidence and alternatives, kept in
// this tab only and moved along as the text changes), the editor's undo history for voice
// "undo"/"redo", one read-aloud voice shared by the Proofread panel and Read it back, and what
// the editing commands said aloud use of them (run by voice-action-runs.ts).
import { useCallback, useDeferredValue, useMemo, useRef, useState, type RefObject } from "react";
import { toast } from "@/lib/toast";
import { loadReadAloudRuntime, useReadAloud } from "@/lib/accessibility/use-read-aloud";
import { parseStoredProfile, PROFILE_STORAGE_KEY, speechRate } from "@/lib/accessibility/profile";
import type { ProofreadVoiceTarget } from "@/components/editor/voice-action-runs";
import { insertedRange, keepLeadingCapital, MAX_PHRASE_MARKS, relocateMarks, type PhraseMark } from "@/lib/text/phrase-marks";
import { itemAfterChange, proofreadItems, sentenceAround, type ProofreadItem } from "@/components/editor/proofread/proofread-items";
import { selectInTextarea } from "@/components/editor/proofread/select-in-textarea";
import { useEditorHistory } from "@/components/editor/proofread/use-editor-history";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import { useLatest } from "@/lib/hooks/use-latest";
import { withoutGuidance } from "@/lib/text/template-guidance";
import { useSpellingCheck } from "@/components/editor/proofread/use-spelling-check";
import { useAddVocabulary } from "@/lib/queries/direct";

const loadHomophones = () => import("@/lib/text/homophones");

function readingRate(): number {
  try {
    const stored = parseStoredProfile(window.localStorage.getItem(PROFILE_STORAGE_KEY));
    return stored ? speechRate(stored.profile.readingSpeed) : 1;
  } catch {
    return 1;
  }
}

type Options = {
  content: string;
  setContent: (content: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
};

export function useProofreading({ content, setContent, textareaRef }: Options) {
  const [rate] = useState(() => (typeof window === "undefined" ? 1 : readingRate()));
  const readAloud = useReadAloud({ rate, highlightInPage: false });
  const history = useEditorHistory(content, setContent);
  const [marks, setMarks] = useState<PhraseMark[]>([]);
  const nextId = useRef(1);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // Read it back: the text being read (offsets of the highlight are into it)
  const [readBackText, setReadBackText] = useState<string | null>(null);
  const located = useMemo(() => relocateMarks(marks, content), [marks, content]);
  // the homophone table loads after the page (not in the editor's first load)
  const findHomophones = useModuleAfterLoad(loadHomophones).module?.findHomophones ?? null;
  // what is proofread: the person's words, not a template's [guidance] lines (blanked, so offsets hold)
  const checked = useMemo(() => withoutGuidance(content), [content]);
  const spellingCheck = useSpellingCheck(checked);
  // words added to the vocabulary here stop showing at once, before the next check
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(() => new Set());
  const spelling = useMemo(() => spellingCheck.flags.filter((f) => !accepted.has(f.word.toLowerCase())), [spellingCheck.flags, accepted]);
  // read by the buttons' handlers: set as each render is committed, before a press can see it
  const latest = useLatest({ content, checked, marks: located, findHomophones, spelling, selectedKey });

  // marks follow the text as it changes (found again near their last known place, stored
  // again at each change of the list); a phrase whose words are gone is dropped

  const recordPhrase = useCallback((p: { before: string; after: string; confidence: number; alternatives: string[] }) => {
    const range = insertedRange(p.before, p.after);
    if (!range) return;
    const mark: PhraseMark = { id: nextId.current++, text: p.after.slice(range.start, range.end), start: range.start, confidence: p.confidence, alternatives: p.alternatives };
    setMarks((all) => [...relocateMarks(all, p.after), mark].slice(-MAX_PHRASE_MARKS));
  }, []);

  // the list scans the whole text: done at a lower priority so typing in a long document stays quick
  const deferredContent = useDeferredValue(checked);
  const deferredMarks = useDeferredValue(located);
  const deferredSpelling = useDeferredValue(spelling);
  // a homophone the person asked about ("correct their") stays listed while it is open
  const items = useMemo(
    () => proofreadItems(deferredContent, deferredMarks, findHomophones, deferredSpelling, { include: selectedKey }),
    [deferredContent, deferredMarks, findHomophones, deferredSpelling, selectedKey],
  );
  const drawn = useLatest({ text: deferredContent, items });

  // how a text is cut into sentences comes with the read-aloud runtime, after the page is on screen
  const runtime = useModuleAfterLoad(loadReadAloudRuntime).module;
  const speakInContext = useCallback(
    (start: number, end: number) => {
      const text = latest.current.content;
      setReadBackText(null);
      // (speech waits for that runtime anyway; without it, the word alone)
      void loadReadAloudRuntime().then(
        (m) => readAloud.speak(sentenceAround(m.splitSentences, text, start, end).text),
        () => readAloud.speak(text.slice(start, end)),
      );
    },
    [latest, readAloud],
  );

  // The list is drawn at a lower priority, so a click can land on a row drawn before the latest
  // change (just after a replacement): the item is found again in the text as it is now, at its
  // place moved through the change (a row from the voice commands is of the text as it is).
  const itemNow = useCallback(
    (item: ProofreadItem): ProofreadItem | null => {
      const { checked: text, marks: now, findHomophones: find, spelling: flags } = latest.current;
      const listed = drawn.current;
      const shownIn = listed.items.includes(item) ? listed.text : text;
      const everyHomophone = item.kind === "homophone";
      return itemAfterChange(item, shownIn, text, proofreadItems(text, now, find, flags, { everyHomophone, include: item.key }));
    },
    [drawn, latest],
  );

  const selectItem = useCallback(
    (shown: ProofreadItem) => {
      const item = itemNow(shown);
      setSelectedKey(item?.key ?? null);
      if (!item) return;
      selectInTextarea(textareaRef.current, item.start, item.end);
      if (item.pending) spellingCheck.suggestLater(item.word);
      speakInContext(item.start, item.end);
    },
    [itemNow, speakInContext, spellingCheck, textareaRef],
  );

  /** Reads one word aloud: a suggestion heard before it is chosen. */
  const speakWord = useCallback(
    (word: string) => {
      setReadBackText(null);
      readAloud.speak(word);
    },
    [readAloud],
  );

  const createVocabulary = useAddVocabulary();
  /** Adds a flagged word to the person's vocabulary: it is not flagged again, here or anywhere. */
  const addToVocabulary = useCallback(
    (item: ProofreadItem) => {
      const word = item.word;
      setAccepted((all) => new Set(all).add(word.toLowerCase()));
      setSelectedKey(null);
      createVocabulary.mutate(
        { kind: "word", phrase: word },
        {
          onSuccess: () => toast({ title: "Added to your vocabulary", description: `"${word}" will not be marked again.` }),
          onError: () => {
            setAccepted((all) => {
              const next = new Set(all);
              next.delete(word.toLowerCase());
              return next;
            });
            toast({ title: "Not added", description: `We could not add "${word}" to your vocabulary. Try again.` });
          },
        },
      );
    },
    [createVocabulary],
  );

  // what the last replacement did, said in the panel (a toast there sat over the rows below, so
  // the next press landed on it); shown while the text is as that replacement left it
  const [replaced, setReplaced] = useState<{ note: string; text: string } | null>(null);
  const replacedNote = replaced?.text === content ? replaced.note : null;

  /** Writes `replacement` over the item's word; false when its word is no longer there. */
  const replaceItem = useCallback(
    (shown: ProofreadItem, replacement: string): boolean => {
      const item = itemNow(shown);
      const text = latest.current.content;
      if (!item || text.slice(item.start, item.end) !== item.word) return false;
      const written = keepLeadingCapital(item.word, replacement);
      history.checkpoint();
      // (lib/speech/phrase-edits.ts has replaceRange, but loads with the voice commands, not here)
      const next = text.slice(0, item.start) + written + text.slice(item.end);
      setContent(next);
      if (item.markId !== undefined) setMarks(latest.current.marks.filter((m) => m.id !== item.markId));
      setSelectedKey(null);
      setReplaced({ note: `"${item.word}" is now "${written}".`, text: next });
      requestAnimationFrame(() => selectInTextarea(textareaRef.current, item.start, item.start + written.length));
      return true;
    },
    [history, itemNow, latest, setContent, textareaRef],
  );

  const readingBack = readBackText !== null && readAloud.status !== "idle";
  const currentSentence = useMemo(() => {
    if (readBackText === null || !runtime) return null;
    const chunks = runtime.splitIntoSpeechChunks(readBackText);
    const at = readAloud.highlight?.start ?? chunks[0]?.start ?? 0;
    const index = Math.max(0, chunks.findIndex((c) => c.end >= at));
    return chunks.length ? { ...chunks[index], index, count: chunks.length } : null;
  }, [readBackText, readAloud.highlight, runtime]);

  const startReadBack = useCallback(() => {
    const text = latest.current.content;
    if (!text.trim()) {
      toast({ title: "Nothing to read", description: "Dictate or type some text first." });
      return;
    }
    setReadBackText(text);
    readAloud.speak(text);
  }, [latest, readAloud]);

  /** Stops reading and selects the sentence it was on, ready to fix. */
  const stopReadBack = useCallback(() => {
    const sentence = currentSentence;
    readAloud.stop();
    setReadBackText(null);
    if (sentence && latest.current.content.slice(sentence.start, sentence.end) === sentence.text) {
      selectInTextarea(textareaRef.current, sentence.start, sentence.end, true);
    }
  }, [currentSentence, latest, readAloud, textareaRef]);

  // what the editing commands said aloud use (voice-action-runs.ts, loaded with dictation)
  const { undo, redo, checkpoint } = history;
  const voice = useMemo(
    (): ProofreadVoiceTarget => ({
      undo: () => {
        if (!undo()) toast({ title: "Nothing to undo" });
      },
      redo: () => {
        if (!redo()) toast({ title: "Nothing to redo" });
      },
      checkpoint,
      speak: speakWord,
      startReadBack,
      stopReadBack,
      selectItem,
      replaceItem,
      itemsNow: (options) => {
        const { content: text, marks: now, findHomophones: find, spelling: flags } = latest.current;
        return proofreadItems(text, now, find, flags, options);
      },
      selectedKey: () => latest.current.selectedKey,
    }),
    [undo, redo, checkpoint, latest, speakWord, startReadBack, stopReadBack, selectItem, replaceItem],
  );

  return {
    readAloud,
    items,
    /** The text the list is drawn for (it is drawn at a lower priority: a change may be newer). */
    listedFor: deferredContent,
    replacedNote,
    selectedKey,
    setSelectedKey,
    selectItem,
    replaceItem,
    speakWord,
    addToVocabulary,
    recordPhrase,
    checkpoint: history.checkpoint,
    voice,
    readingBack,
    currentSentence,
    startReadBack,
    stopReadBack,
  };
}

export type Proofreading = ReturnType<typeof useProofreading>;
