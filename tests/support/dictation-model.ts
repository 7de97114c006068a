// The editor's text as dictation, typing and the automatic fix change it, without React: the
// same pure functions the editor calls (applyPhrase, followEdit, keepSpokenMarks via mergeFix),
// driven by a recogniser trace replayed through the real RecognitionController.
import { applyPhrase, EMPTY_MEMORY, followEdit, type DictationMemory } from "@/lib/speech/dictation-memory";
import { isResumeCommand } from "@/lib/speech/voice-commands";
import { dictatedSentences } from "@/lib/speech/auto-fix";
import { keepSpokenMarks } from "@/lib/speech/spoken-marks";
import { findPhrase } from "@/lib/speech/phrase-edits";
import type { RecognizerFamily } from "@/lib/speech/recognizer-family";
import type { TextRange } from "@/lib/text/sentences";
import { generateRuns, type ScriptItem } from "./speech-traces";
import { replayTrace, type ReplayOutcome } from "./replay-trace";

export type SessionStep =
  | { say: string }
  | { caret: "start" | "end" }
  | { type: string; at: "start" | "end" }
  | { select: string }
  /** A pause long enough for the automatic fix to run (it runs 1 s after the last words). */
  | { pause: true };

export type NaturalSession = { id: string; note: string; steps: SessionStep[]; expected: string; autoFix?: boolean; readBack?: string | null };

/**
 * The AI model's stand-in at the boundary: punctuates the way a real model can go wrong after
 * dictation. It joins lines and paragraphs, turns commas into full stops, adds a comma before
 * "but", ends with a full stop, capitalises after its full stops, and "corrects" a word.
 */
export function fakeFixer(text: string): string {
  let t = text.replace(/\s*\n+\s*/g, " ");
  t = t.replace(/,\s/g, ". ");
  t = t.replace(/\s(but)\b/gi, ", $1");
  t = t.replace(/\bgonna\b/g, "going to");
  t = t.replace(/([^.?!\s])\s*$/u, "$1.");
  t = t.replace(/([.?!]\s+)(\p{Ll})/gu, (_m, a: string, c: string) => a + c.toUpperCase());
  return t.charAt(0).toUpperCase() + t.slice(1);
}

export type ModelResult = { text: string; readBacks: Array<string | null>; outcome: ReplayOutcome };

export function runSession(session: NaturalSession, family: RecognizerFamily, seed = 1): ModelResult {
  let text = "";
  let memory: DictationMemory = EMPTY_MEMORY;
  let selection: TextRange | null = null;
  let paused = false;
  let fixBase: string | null = null; // the text before the first voice input not yet fixed
  const undoStack: string[] = [];
  const redoStack: string[] = [];
  const readBacks: Array<string | null> = [];
  let clipboard: string | null = null;

  const edit = (next: string, retarget = false) => {
    memory = followEdit(memory, text, next, retarget);
    text = next;
  };
  const runFix = () => {
    if (!session.autoFix || fixBase === null) return;
    const { start, end } = dictatedSentences(fixBase, text);
    fixBase = null;
    const part = text.slice(start, end);
    if (!part.trim()) return;
    const kept = keepSpokenMarks(part, fakeFixer(part));
    if (kept !== part) edit(text.slice(0, start) + kept + text.slice(end), true);
  };

  const onFinal = (heard: string) => {
    if (paused) {
      if (isResumeCommand(heard)) paused = false;
      return;
    }
    const before = text;
    const outcome = applyPhrase(text, heard, memory, selection);
    memory = outcome.memory;
    if (outcome.content !== before) {
      undoStack.push(before);
      redoStack.length = 0;
      text = outcome.content;
      fixBase ??= before;
      selection = null;
    }
    if (outcome.stop) paused = true;
    for (const action of outcome.actions) {
      if (action.kind === "read-back") readBacks.push(action.range ? text.slice(action.range.start, action.range.end) : null);
      else if (action.kind === "undo" && undoStack.length) {
        redoStack.push(text);
        edit(undoStack.pop() as string, true);
      } else if (action.kind === "redo" && redoStack.length) {
        undoStack.push(text);
        edit(redoStack.pop() as string, true);
      } else if (action.kind === "select") selection = findPhrase(text, action.phrase);
      // the whole-document commands, as the editor carries them out (voice-action-runs.ts)
      else if (action.kind === "selection") selection = action.range;
      else if (action.kind === "caret") selection = { start: action.at, end: action.at };
      else if (action.kind === "copy") clipboard = action.text;
      else if (action.kind === "paste" && clipboard) {
        undoStack.push(text);
        edit(text + (text && !/\s$/.test(text) ? " " : "") + clipboard);
      }
    }
  };

  const onStep = (index: number) => {
    const step = session.steps[index];
    if ("pause" in step) runFix();
    else if ("caret" in step) selection = null;
    else if ("select" in step) selection = findPhrase(text, step.select);
    else if ("type" in step) {
      fixBase = null; // typing cancels a pending automatic fix
      edit(step.at === "start" ? step.type + text : text + step.type);
      selection = null;
    }
  };

  const script: ScriptItem[] = session.steps.map((step, index) => ("say" in step ? { say: step.say } : { step: index }));
  // steps before the first words happen before dictation starts
  const firstSay = script.findIndex((s) => "say" in s);
  for (let i = 0; i < firstSay; i++) onStep(i);
  const runs = generateRuns(family, script.slice(firstSay).map((s) => ("step" in s ? { step: s.step } : s)), { seed });
  const outcome = replayTrace(runs, family, { onFinal, onStep });
  runFix(); // the fix's timer fires after the last words
  return { text, readBacks, outcome };
}
