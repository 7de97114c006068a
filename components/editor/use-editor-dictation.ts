"use client";
// Dictation into the editor: each final phrase goes through the voice commands and is
// appended (core-product §4, §9) or, in a template, put in the guidance line the person is at, toasts per core-product §8/§9, and the session is recorded when it ends.
// What "that" and "scratch that" refer to lives in the editor's dictation memory, which every
// other edit moves along (use-editor-edits.ts).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useLatest } from "@/lib/hooks/use-latest";
import { toast } from "@/lib/toast";
import { useDictation } from "@/lib/speech/use-dictation";
import type { RecognitionConstructorLike } from "@/lib/speech/recognition-types";
import type { DictationError, DictationSessionSummary } from "@/lib/speech/recognition-controller";
import type { VoiceActionTarget } from "@/components/editor/voice-action-runs";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import type { TextRange } from "@/lib/text/sentences";
import type { HeardState } from "@/components/editor/dictation-phrase";
import type { MemoryStore } from "@/components/editor/use-editor-edits";
import { UNSUPPORTED_HINT, UNSUPPORTED_TITLE, VOICE_ERROR_TITLE, dictationErrorMessage } from "@/lib/speech/messages";
import { useStoredChoice } from "@/components/editor/use-stored-choice";
import { MAX_TRANSCRIPTION_CHARS } from "@/lib/schemas/limits";
import type { CreateVoiceSessionInput } from "@/lib/schemas/voice-sessions";

const LANGUAGE_KEY = "saywrite:dictation-language";
/** "words": numbers stay as said ("twenty twenty six"); else digits where a writer uses them (2026). */
const NUMBERS_KEY = "saywrite:dictation-numbers";

// The voice commands, dictation's memory and what a heard phrase does to the text arrive after the
// page is on screen (nobody speaks before it is); a phrase recognised before they have arrived
// waits for them.
type PhraseModule = typeof import("@/components/editor/dictation-phrase");
const loadPhrases = () => import("@/components/editor/dictation-phrase");
type Heard = [heard: string, confidence: number, alternatives: string[]];

type Options = {
  readContent: () => string;
  /** Replace the content with dictated text. */
  writeContent: (content: string) => void;
  /** What dictation remembers between phrases ("that", "scratch that"); other edits move it. */
  memory: MemoryStore;
  /** The words the person has selected in the text, if any ("capitalise that" acts on them). */
  readSelection?: () => TextRange | null;
  /** Where the caret is in the text (null when words are selected): a template's guidance line there is filled. */
  readCaret?: () => number | null;
  recordSession?: (session: CreateVoiceSessionInput) => void;
  documentId: string | null;
  recognitionClass?: RecognitionConstructorLike | null;
  /** The benchmark turns toasts off to time the text update alone. */
  quiet?: boolean;
  /** Personal vocabulary, applied to every recognised phrase and its alternatives. */
  transform?: (text: string) => string;
  /** Vocabulary for recognisers that support biasing. */
  phrases?: readonly string[];
  /** Before a phrase changes the text (the editor's undo history makes it one step). */
  beforeVoiceInput?: () => void;
  /** After a phrase changed the text: where it landed, how sure the recogniser was. */
  onPhraseWritten?: (phrase: { before: string; after: string; confidence: number; alternatives: string[] }) => void;
  /** What the editing commands said aloud (undo, select, read that back...) work on. */
  voiceActions?: VoiceActionTarget;
  /** A word spelled out in spell mode, which the person chose to add to My vocabulary. */
  addToVocabulary?: (word: string) => void;
};

export type EditorDictationOptions = Options;

export function useEditorDictation(options: Options) {
  const [lang, setLang] = useStoredChoice(LANGUAGE_KEY, "en-US");
  const [numbers, setNumbers] = useStoredChoice(NUMBERS_KEY, "digits");
  const numberWords = numbers === "words";
  const setNumberWords = useCallback((words: boolean) => setNumbers(words ? "words" : "digits"), [setNumbers]);
  const numberWordsRef = useLatest(numberWords);
  const [permissionProblem, setPermissionProblem] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  // "stop dictation" pauses: the microphone stays on for "resume dictation" alone
  const [paused, setPausedState] = useState(false);
  /** Spell mode is on (the letters said so far), shown above the text with a way out. */
  const [spelling, setSpelling] = useState<string | null>(null);
  const pausedRef = useRef(false);
  const setPaused = useCallback((value: boolean) => {
    pausedRef.current = value;
    setPausedState(value);
  }, []);
  const session = useRef({ words: 0, phrases: [] as string[], confidence: [] as number[] });
  // after an error, the words the recogniser still hands over are typed without a toast of
  // their own: "Voice captured" would replace the error message before it could be read
  const errored = useRef(false);
  /** Start was pressed: say 'Listening...' once the recogniser really listens. */
  const announce = useRef(false);
  const latest = useLatest(options);
  const latestLang = useLatest(lang);

  const phrases = useModuleAfterLoad(loadPhrases).module;
  const phrasesRef = useRef<PhraseModule | null>(phrases);
  const waiting = useRef<Heard[]>([]);

  // what a heard phrase does (dictation-phrase.ts) comes with the voice commands; it works on these
  const heardState = useMemo<HeardState>(
    () => ({ options: () => latest.current, paused: pausedRef, setPaused, numberWords: () => numberWordsRef.current, setSpelling, session, errored }),
    [latest, numberWordsRef, setPaused],
  );
  const applyHeard = useCallback(
    (m: PhraseModule, heard: string, confidence: number, alternatives: string[]) => m.applyHeard(heardState, heard, confidence, alternatives),
    [heardState],
  );

  const onFinal = useCallback(
    (heard: string, confidence: number, alternatives: string[] = []) => {
      if (phrasesRef.current) {
        applyHeard(phrasesRef.current, heard, confidence, alternatives);
        return;
      }
      waiting.current.push([heard, confidence, alternatives]);
      void loadPhrases().then(
        (m) => {
          phrasesRef.current ??= m;
          for (const [h, c, a] of waiting.current.splice(0)) applyHeard(m, h, c, a);
        },
        () => {
          // the commands could not be fetched (connection lost since the page loaded): the words
          // still go in, as said, rather than be lost
          const o = latest.current;
          for (const [h] of waiting.current.splice(0)) {
            const before = o.readContent();
            o.writeContent(before + (before && !/\s$/.test(before) ? " " : "") + h.trim());
          }
        },
      );
    },
    [applyHeard, latest],
  );
  // phrases heard before the module arrived are applied by onFinal's own wait for it (the same import)
  useEffect(() => {
    phrasesRef.current = phrases;
  }, [phrases]);

  const onError = useCallback((error: DictationError) => {
    errored.current = true;
    announce.current = false;
    if (error.kind === "unavailable") {
      setUnavailable(true);
      toast({ title: UNSUPPORTED_TITLE, description: UNSUPPORTED_HINT, variant: "destructive" });
      return;
    }
    if (error.kind === "permission") setPermissionProblem(true);
    toast({ title: VOICE_ERROR_TITLE, description: dictationErrorMessage(error), variant: "destructive" });
  }, []);

  const onSessionEnd = useCallback(({ durationMs }: DictationSessionSummary) => {
    const s = session.current;
    session.current = { words: 0, phrases: [], confidence: [] };
    const durationSeconds = Math.round(durationMs / 1000);
    if (s.words === 0 && durationSeconds < 1) return;
    const accuracy = s.confidence.length ? s.confidence.reduce((a, b) => a + b, 0) / s.confidence.length : null;
    latest.current.recordSession?.({
      durationSeconds,
      words: s.words,
      language: latestLang.current,
      documentId: latest.current.documentId,
      transcription: s.phrases.join(" ").slice(0, MAX_TRANSCRIPTION_CHARS) || null,
      accuracy,
    });
  }, [latest, latestLang]);

  const dictation = useDictation({
    lang,
    onFinal,
    onError,
    onSessionEnd,
    recognitionClass: options.recognitionClass,
    phrases: options.phrases,
  });
  const listening = useSyncExternalStore(dictation.store.subscribe, () => dictation.store.get().state === "listening", () => false);
  const isPaused = paused && listening; // End Dictation ends a pause too

  const dictationStart = dictation.start;
  const start = useCallback(() => {
    if (dictation.support === "unknown") return; // not yet read (the page is still starting)
    if (dictation.support !== "supported" || unavailable) {
      toast({ title: UNSUPPORTED_TITLE, description: UNSUPPORTED_HINT, variant: "destructive" });
      return;
    }
    setPermissionProblem(false);
    setPaused(false);
    errored.current = false;
    announce.current = !latest.current.quiet;
    dictationStart();
  }, [dictation.support, unavailable, setPaused, latest, dictationStart]);

  // 'Listening...' once the recogniser has really started (at once, or when its code has
  // arrived); one that fails at once has already said so, and no 'Listening...' covers its error
  useEffect(
    () =>
      dictation.store.subscribe(() => {
        if (!announce.current || dictation.store.get().state !== "listening") return;
        announce.current = false;
        if (!errored.current) toast({ title: "Listening...", description: "Speak clearly into your microphone" });
      }),
    [dictation.store],
  );

  const dismissPermissionProblem = useCallback(() => setPermissionProblem(false), []);
  /** The Stop spelling button: the same as saying "stop spelling". */
  const stopSpelling = useCallback(() => {
    if (phrasesRef.current) applyHeard(phrasesRef.current, "stop spelling", 1, []);
  }, [applyHeard]);
  const resume = useCallback(() => setPaused(false), [setPaused]);
  const { support, mode, store, stop, installOnDevice } = dictation;
  // one object per change of what it shows, so memoised panels skip the editor's keystrokes
  return useMemo(
    () => ({ support, mode, store, stop, installOnDevice, start, lang, setLang, numberWords, setNumberWords, permissionProblem, dismissPermissionProblem, unavailable, paused: isPaused, resume, spelling, stopSpelling }),
    [support, mode, store, stop, installOnDevice, start, lang, setLang, numberWords, setNumberWords, permissionProblem, dismissPermissionProblem, unavailable, isPaused, resume, spelling, stopSpelling],
  );
}

export type EditorDictation = ReturnType<typeof useEditorDictation>;
