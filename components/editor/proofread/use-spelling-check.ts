"use client";
// Spelling by sound in the editor: the text is checked in a worker once typing pauses, never on
// each key, so typing is never slowed; the person's vocabulary words are never flagged. The last
// answer is moved through each edit made since (a replacement chosen in the Proofread panel, typing)
// until the next one lands, so the words after an edit stay listed, each at its place; an answer
// for a text changed while it was being checked is dropped (the changed text is checked next).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { SpellingFlag } from "@/lib/spelling/checker/check";
import type { SpellingClient } from "@/lib/spelling/spelling-client";
import { flagsAfterChange } from "@/components/editor/proofread/proofread-items";
import { useVocabularyList } from "@/lib/queries/direct";

/** Quiet time after the last change before the text is checked. */
export const SPELLING_PAUSE_MS = 700;

let client: Promise<SpellingClient> | undefined;
/** The page's one spelling worker (also asked by word prediction for words that sound alike). */
export function spellingClient(): Promise<SpellingClient> {
  client ??= import("@/lib/spelling/spelling-client").then((m) => new m.SpellingClient());
  return client;
}

export function useSpellingCheck(content: string) {
  const { data: vocabularyEntries } = useVocabularyList();
  const vocabulary = useMemo(() => (vocabularyEntries ?? []).filter((e) => e.kind === "word").map((e) => e.phrase), [vocabularyEntries]);
  // the flags and the text they are placed in: moved along at once when the text changes
  const [answer, setAnswer] = useState<{ text: string; flags: readonly SpellingFlag[] }>({ text: content, flags: [] });
  if (answer.text !== content) setAnswer({ text: content, flags: flagsAfterChange(answer.flags, answer.text, content) });
  const flags = answer.flags;
  // suggestions asked for later (a long text gets them for its first misspellings only)
  const [later, setLater] = useState<Record<string, string[]>>({});
  const latest = useRef(0);

  useEffect(() => {
    const run = ++latest.current;
    if (!content.trim()) return;
    const timer = setTimeout(() => {
      void spellingClient()
        .then((c) => c.check(content, { vocabulary }))
        .then(
          (found) => run === latest.current && setAnswer({ text: content, flags: found }),
          () => undefined, // no checker (its data failed to load): the panel lists the rest as before
        );
    }, SPELLING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [content, vocabulary]);

  const suggestLater = useCallback(
    (word: string) => {
      const key = word.toLowerCase();
      if (later[key]) return;
      void spellingClient()
        .then((c) => c.suggest(key, vocabulary))
        .then((s) => setLater((all) => ({ ...all, [key]: s })), () => undefined);
    },
    [later, vocabulary],
  );

  const empty = !content.trim();
  const withLater = useMemo(
    () => (empty ? [] : flags).map((f) => (f.pending && later[f.word.toLowerCase()] ? { ...f, pending: false, suggestions: later[f.word.toLowerCase()] } : f)),
    [empty, flags, later],
  );
  return { flags: withLater, suggestLater };
}
