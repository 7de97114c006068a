"use client";
// Word prediction in the editor: off until switched on (accessibility settings, "Word
// prediction"); then, after each change or caret move, up to five words for the caret from the
// person's own words first (this document and their vocabulary), then general English. The general word lists load
// only when it is switched on; nothing here takes focus from the text.
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type RefObject } from "react";
import { getServerProfile, getStoredProfile, subscribeProfile } from "@/lib/accessibility/profile-store";
import { personalModel, predict, typingContext, type GeneralModel, type Prediction, type SoundAlikes } from "@/lib/prediction/predict";
import { useVocabularyList } from "@/lib/queries/direct";
import { spellingClient } from "@/components/editor/proofread/use-spelling-check";

/** Letters typed before the words they sound like are asked for ("enu" could be anything). */
const SOUND_FROM = 3;

let general: Promise<GeneralModel> | undefined;
function loadGeneral(): Promise<GeneralModel> {
  general ??= Promise.all([import("@/lib/ai/local/word-frequencies.json"), import("@/lib/prediction/next-words.json")]).then(([f, n]) => ({
    counts: (f.default ?? f).counts,
    next: (n.default ?? n).next,
  }));
  return general;
}

type Options = { content: string; setContent: (content: string) => void; textareaRef: RefObject<HTMLTextAreaElement | null> };

export function useWordPrediction({ content, setContent, textareaRef }: Options) {
  const enabled = useSyncExternalStore(subscribeProfile, getStoredProfile, getServerProfile).profile.enableWordPrediction;
  const [model, setModel] = useState<GeneralModel | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const { data: vocabulary } = useVocabularyList({ enabled });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadGeneral().then((m) => live && setModel(m), () => undefined);
    return () => {
      live = false;
    };
  }, [enabled]);

  // the caret moves without the text changing (arrows, clicks): follow it
  useEffect(() => {
    const area = textareaRef.current;
    if (!enabled || !area) return;
    const follow = () => setCaret(area.selectionStart === area.selectionEnd ? area.selectionEnd : null);
    const events = ["input", "keyup", "click", "select", "focus"] as const;
    for (const e of events) area.addEventListener(e, follow);
    return () => {
      for (const e of events) area.removeEventListener(e, follow);
    };
  }, [enabled, textareaRef]);

  const ownWords = useMemo(() => (vocabulary ?? []).filter((v) => v.kind === "word").map((v) => v.phrase), [vocabulary]);
  const mine = useMemo(() => (enabled ? personalModel([content], ownWords) : null), [enabled, ownWords, content]);

  const at = caret === null ? null : Math.min(caret, content.length);
  // letters spelled by sound ("enuf", "becos"): the spelling checker's words for them, from its
  // worker (the same sound matching as Proofread); an answer for older letters is not shown
  const typed = enabled && at !== null ? typingContext(content.slice(0, at)).prefix.toLowerCase() : "";
  const [sounds, setSounds] = useState<SoundAlikes | undefined>(undefined);
  useEffect(() => {
    if (typed.length < SOUND_FROM) return;
    let live = true;
    void spellingClient()
      .then((c) => c.suggest(typed, ownWords))
      .then((words) => live && setSounds({ typed, words }), () => undefined);
    return () => {
      live = false;
    };
  }, [typed, ownWords]);
  const predictions: Prediction[] = useMemo(
    () => (enabled && model && mine && at !== null ? predict(content.slice(0, at), mine, model, 5, sounds) : []),
    [enabled, model, mine, at, content, sounds],
  );

  /** Writes a prediction at the caret: completes the word being typed, or adds the next one. */
  const choose = useCallback(
    (p: Prediction) => {
      const area = textareaRef.current;
      if (at === null) return;
      const before = content.slice(0, at);
      const typed = p.kind === "completion" ? (/\p{L}+(?:['\u2019]\p{L}*)*$/u.exec(before)?.[0] ?? "") : "";
      const after = content.slice(at);
      const space = after.startsWith(" ") ? "" : " ";
      const next = before.slice(0, before.length - typed.length) + p.word + space + after;
      const caretAfter = at - typed.length + p.word.length + 1;
      setContent(next);
      setCaret(caretAfter);
      // back to the text to go on writing (the person chose: this is not taking focus from them)
      requestAnimationFrame(() => {
        area?.focus();
        area?.setSelectionRange(caretAfter, caretAfter);
      });
    },
    [at, content, setContent, textareaRef],
  );

  return { enabled, predictions, choose };
}
