// Local pronunciation engine: scoring for the languages other than English. Words are aligned, then each
// substituted word is compared letter by letter (accents, Hangul letters, Arabic and Devanagari characters);
// Chinese and Japanese are compared character by character, Japanese kana also by its romaji reading.
import { baseLanguage } from "@/lib/languages";
import { align, type Step } from "./align";
import { reconcileCompounds } from "./compounds";
import type { Scored, WordOutcome } from "./feedback";
import { diacriticCost, scriptKind } from "./language-info";
import { foldRomaji, isKanaOnly, kanaToRomaji } from "./kana";
import { displayForms } from "./english-text";
import { GENERAL_HINTS, letterHint } from "./letter-hints";
import { hangulLetters, unitCost, unitsOf, wordsOf, type Unit } from "./script-units";

const EXTRA_WORD_COST = 1;
const EXTRA_CHARACTER_COST = 0.5;
const STRESS_ACCENT = new Set(["es", "it", "pt"]);
/** Beyond this share of wrong letters the learner said another word: no letter-by-letter detail. */
const DIFFERENT_WORD = 0.5;

function describe(steps: Step<Unit>[], word: string, code: string): { detail?: string; hint?: string } {
  const base = baseLanguage(code);
  const targetWord = scriptKind(code) === "hangul" ? hangulLetters(word).join("") : word;
  const step = steps.find((s) => s.op !== "match");
  if (!step) return {};
  if (step.op === "sub") {
    const [a, b] = [step.a.text, step.b.text];
    if (step.a.base === step.b.base && step.cost <= diacriticCost(code)) {
      const missingMark = b === step.b.base;
      const detail = missingMark ? `the mark on '${a}' was missing` : `'${a}' came out as '${b}'`;
      if (STRESS_ACCENT.has(base) && missingMark)
        return { detail, hint: `the accent on '${a}' shows which syllable to stress: lean on it` };
      return { detail, hint: letterHint(base, targetWord, a) ?? `'${a}' and '${b}' are different sounds` };
    }
    return { detail: `'${a}' came out as '${b}'`, hint: letterHint(base, targetWord, a) };
  }
  if (step.op === "del") {
    const units = steps.filter((s) => s.op !== "ins").length;
    const where = step.ai === units - 1 && units > 1 ? "final " : "";
    return { detail: `the ${where}'${step.a.text}' was missing`, hint: letterHint(base, targetWord, step.a.text) };
  }
  return { detail: `there was an extra '${step.b.text}'` };
}

/** Space-separated languages: word alignment, then letters inside each substituted word. */
function scoreSpaced(targetText: string, transcript: string, code: string): Scored {
  const target = wordsOf(targetText, code);
  const heard = reconcileCompounds(target, wordsOf(transcript, code));
  const show = displayForms(target, wordsOf(targetText, code, true));
  const unitCache = new Map<string, Unit[]>();
  const units = (w: string) => {
    let u = unitCache.get(w);
    if (!u) unitCache.set(w, (u = unitsOf(w, code)));
    return u;
  };
  const pairCache = new Map<string, { errors: number; steps: Step<Unit>[] }>();
  const compare = (t: string, h: string) => {
    const key = `${t}|${h}`;
    let pair = pairCache.get(key);
    if (!pair) {
      const result = align(units(t), units(h), { sub: (a, b) => unitCost(a, b, code) });
      pair = { errors: Math.min(units(t).length, result.distance), steps: result.steps };
      pairCache.set(key, pair);
    }
    return pair;
  };
  const words = align(target, heard, {
    sub: (t, h) => (t === h ? 0 : compare(t, h).errors / Math.max(units(t).length, units(h).length, 1)),
  });

  const outcomes: WordOutcome[] = [];
  let errors = 0;
  let correct = 0;
  for (const step of words.steps) {
    if (step.op === "ins") {
      outcomes.push({ kind: "extra", heard: step.b });
      errors += EXTRA_WORD_COST;
    } else if (step.op === "del") {
      outcomes.push({ kind: "missing", target: show(step.a) });
      errors += units(step.a).length;
    } else if (step.op === "match") {
      correct++;
      outcomes.push({ kind: "correct", target: show(step.a) });
    } else {
      const pair = compare(step.a, step.b);
      errors += pair.errors;
      const details = pair.errors / units(step.a).length > DIFFERENT_WORD ? {} : describe(pair.steps, step.a, code);
      outcomes.push({ kind: "wrong", target: show(step.a), heard: step.b, ...details });
    }
  }
  return {
    outcomes,
    errors,
    size: target.reduce((n, w) => n + units(w).length, 0),
    total: target.length,
    correct,
    unit: "word",
    generalHint: GENERAL_HINTS[baseLanguage(code)],
  };
}

/** Character by character (Chinese, Japanese, romaji readings): runs of matches and of mistakes. */
function scoreCharacters(target: string[], heard: string[], unit: "character" | "sound", generalHint?: string): Scored {
  const { steps } = align(target, heard, { sub: (a, b) => (a === b ? 0 : 1), ins: () => EXTRA_CHARACTER_COST });
  const outcomes: WordOutcome[] = [];
  let errors = 0;
  let correct = 0;
  let i = 0;
  while (i < steps.length) {
    const matching = steps[i].op === "match";
    let t = "";
    let h = "";
    for (; i < steps.length && (steps[i].op === "match") === matching; i++) {
      const s = steps[i];
      errors += s.cost;
      if (s.op !== "ins") t += s.a;
      if (s.op !== "del") h += s.b;
      if (s.op === "match") correct++;
    }
    if (matching) outcomes.push({ kind: "correct", target: t });
    else if (t && h) outcomes.push({ kind: "wrong", target: t, heard: h });
    else if (t) outcomes.push({ kind: "missing", target: t });
    else outcomes.push({ kind: "extra", heard: h });
  }
  return { outcomes, errors, size: target.length, total: target.length, correct, unit, generalHint };
}

/**
 * Scores a transcript against the target text in a non-English language. `reading` is the target's romaji
 * (Japanese bank items): a kana transcript is also compared by sound, and the better comparison counts.
 */
export function scoreText(targetText: string, transcript: string, code: string, reading?: string): Scored {
  if (scriptKind(code) !== "cjk") return scoreSpaced(targetText, transcript, code);
  const hint = GENERAL_HINTS[baseLanguage(code)];
  const byCharacter = scoreCharacters(wordsOf(targetText, code), wordsOf(transcript, code), "character", hint);
  if (!reading || baseLanguage(code) !== "ja" || !isKanaOnly(transcript)) return byCharacter;
  const bySound = scoreCharacters(
    Array.from(foldRomaji(reading)),
    Array.from(foldRomaji(kanaToRomaji(transcript))),
    "sound",
    hint,
  );
  return bySound.errors / Math.max(bySound.size, 1) < byCharacter.errors / Math.max(byCharacter.size, 1) ? bySound : byCharacter;
}
