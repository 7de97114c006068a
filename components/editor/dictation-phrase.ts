// What one recognised phrase does in the editor (core-product §4, §9): voice commands, spell mode,
// pause and resume, a template's guidance line, the words themselves, and the toast that says
// so. Loaded with the voice commands and dictation's memory once the page is on screen (nobody
// speaks before it is), not in the editor's first load; use-editor-dictation.ts holds the state.
import { applyPhrase, isResumeCommand, voicePreview } from "@/lib/speech/dictation-memory";
import { dictationTarget } from "@/lib/text/template-guidance";
import { toast } from "@/lib/toast";
import { runVoiceActions } from "@/components/editor/voice-action-runs";
import type { EditorDictationOptions } from "@/components/editor/use-editor-dictation";

/** The dictation hook's state a phrase reads and changes. */
export type HeardState = {
  options: () => EditorDictationOptions;
  /** "stop dictation" pauses: only "resume dictation" is heard until then. */
  paused: { current: boolean };
  setPaused: (paused: boolean) => void;
  numberWords: () => boolean;
  setSpelling: (word: string | null) => void;
  /** This session's words, phrases and confidences (recorded when it ends). */
  session: { current: { words: number; phrases: string[]; confidence: number[] } };
  /** An error was shown: the words still handed over are typed without a toast of their own. */
  errored: { current: boolean };
};

export function applyHeard(state: HeardState, heard: string, confidence: number, alternatives: string[]) {
  const o = state.options();
  if (state.paused.current) {
    if (!isResumeCommand(heard)) return; // paused: nothing is typed
    state.setPaused(false);
    if (!o.quiet) toast({ title: "Dictation resumed", description: "Your words are typed again." });
    return;
  }
  const text = o.transform ? o.transform(heard) : heard;
  const before = o.readContent();
  // in a template, the phrase fills a guidance line (or goes on where the last one ended)
  const target = dictationTarget(before, o.readCaret?.() ?? null, o.memory.get().last?.end ?? null);
  const head = target ? before.slice(0, target.start) : before;
  const result = applyPhrase(head, text, o.memory.get(), o.readSelection?.(), { numberWords: state.numberWords() });
  // a command alone leaves the guidance where it is
  const content = !target ? result.content : result.content === head ? before : result.content + before.slice(target.end);
  o.memory.set(result.memory);
  state.setSpelling(result.memory.spelling ? result.memory.spelling.word : null);
  const session = state.session.current;
  session.words += result.words;
  session.phrases.push(text);
  session.confidence.push(confidence);
  if (content !== before) {
    o.beforeVoiceInput?.();
    o.writeContent(content);
    const others = o.transform ? alternatives.map(o.transform) : alternatives;
    o.onPhraseWritten?.({ before, after: content, confidence, alternatives: others });
  }
  if (result.stop) state.setPaused(true);
  if (!o.quiet) {
    if (result.notice === "nothing-to-scratch") {
      toast({ title: "Nothing to scratch", description: "The text was edited after you said it, so it was left as it is." });
    } else if (result.notice === "phrase-not-found") {
      toast({ title: "Words not found", description: `I could not find "${voicePreview(text.split(/\s+/).slice(1).join(" "))}" in your text.` });
    } else if (result.spelled && o.addToVocabulary) {
      const word = result.spelled;
      const add = o.addToVocabulary;
      toast({ title: result.message?.title ?? `Spelled "${word}"`, description: result.message?.description, action: { label: "Add to My vocabulary", onClick: () => add(word) } });
    } else if (result.message) {
      toast({ title: result.message.title, description: result.message.description });
    } else if (result.stop) {
      toast({ title: "Dictation paused", description: 'Say "resume dictation" to carry on. End Dictation turns the microphone off.' });
    } else if (!state.errored.current) {
      toast({ title: "Voice captured", description: voicePreview(text) });
    }
  }
  const actions = result.actions.filter((a) => a.kind !== "resume");
  if (actions.length && o.voiceActions) runVoiceActions(actions, o.voiceActions);
}
