// Local pronunciation engine: English scoring. Words are aligned first; each substituted word is then compared
// phoneme by phoneme with CMU ARPAbet ("think" heard as "sink": TH vs S). Accuracy counts phoneme mistakes
// across the whole text; a missing word counts all its phonemes.
import { align, editDistance, type Step } from "./align";
import { bare, pronunciations, type CmuDictionary } from "./cmu-dictionary";
import { reconcileCompounds } from "./compounds";
import { displayForms, englishWords, withoutFillers } from "./english-text";
import type { Scored, WordOutcome } from "./feedback";
import { HARD_SOUNDS, phonemeSubCost, SOUND_HINT, SOUND_NAME } from "./phoneme-hints";
import { respellPhonemes } from "./respell";

const EXTRA_WORD_COST = 1;
/** Beyond this share of wrong sounds the learner said another word: no sound-by-sound detail. */
const DIFFERENT_WORD = 0.5;

type Pair = { errors: number; steps?: Step<string>[] };

function describe(steps: Step<string>[], size: number): { detail?: string; hint?: string } {
  const step = steps.find((s) => s.op !== "match");
  if (!step) return {};
  const name = (p: string) => `'${SOUND_NAME[p] ?? p.toLowerCase()}'`;
  if (step.op === "sub") return { detail: `the ${name(step.a)} came out as ${name(step.b)}`, hint: SOUND_HINT[step.a] };
  if (step.op === "del") {
    const where = step.ai === size - 1 && size > 1 ? "final " : step.ai === 0 && size > 1 ? "first " : "";
    return { detail: `the ${where}${name(step.a)} sound was missing`, hint: SOUND_HINT[step.a] };
  }
  return { detail: `there was an extra ${name(step.b)} sound` };
}

export function scoreEnglish(dict: CmuDictionary, targetText: string, transcript: string, british = false) {
  const target = englishWords(targetText);
  const heard = reconcileCompounds(target, withoutFillers(englishWords(transcript), target));
  const show = displayForms(target, englishWords(targetText, true));

  const phoneCache = new Map<string, string[][]>();
  const phones = (w: string) => {
    let p = phoneCache.get(w);
    if (!p) phoneCache.set(w, (p = pronunciations(dict, w)));
    return p;
  };
  const sizeOf = (w: string) => phones(w)[0]?.length ?? w.replace(/'/g, "").length;

  const pairCache = new Map<string, Pair>();
  const compare = (t: string, h: string): Pair => {
    if (t === h) return { errors: 0 };
    const key = `${t}|${h}`;
    const cached = pairCache.get(key);
    if (cached) return cached;
    const size = sizeOf(t);
    let best: Pair | undefined;
    const [tp, hp] = [phones(t), phones(h)];
    if (tp.length && hp.length) {
      for (const a of tp)
        for (const b of hp) {
          const result = align(a.map(bare), b.map(bare), { sub: phonemeSubCost });
          if (!best || result.distance < best.errors) best = { errors: result.distance, steps: result.steps };
        }
    } else {
      const letters = editDistance(Array.from(t), Array.from(h));
      best = { errors: (letters * size) / Math.max(t.length, 1) };
    }
    const pair = { errors: Math.min(size, best!.errors), steps: best!.steps };
    pairCache.set(key, pair);
    return pair;
  };

  const words = align(target, heard, {
    sub: (t, h) => (t === h ? 0 : compare(t, h).errors / Math.max(sizeOf(t), sizeOf(h), 1)),
  });

  const outcomes: WordOutcome[] = [];
  const corrections: string[] = [];
  const praise = new Map<string, string>();
  let errors = 0;
  let correct = 0;
  const respell = (w: string) => {
    const [p] = phones(w);
    return p ? respellPhonemes(p, british) : undefined;
  };

  for (const step of words.steps) {
    if (step.op === "ins") {
      outcomes.push({ kind: "extra", heard: step.b });
      errors += EXTRA_WORD_COST;
      continue;
    }
    if (step.op === "del") {
      outcomes.push({ kind: "missing", target: show(step.a) });
      errors += sizeOf(step.a);
      const r = respell(step.a);
      if (r) corrections.push(`'${show(step.a)}' sounds like ${r}`);
      continue;
    }
    const pair = step.op === "match" ? { errors: 0 } : compare(step.a, step.b);
    if (pair.errors === 0) {
      correct++;
      outcomes.push({ kind: "correct", target: show(step.a) });
      for (const p of phones(step.a)[0] ?? []) {
        const sound = bare(p);
        if (HARD_SOUNDS.has(sound) && !praise.has(SOUND_NAME[sound]) && praise.size < 2)
          praise.set(SOUND_NAME[sound], `Good '${SOUND_NAME[sound]}' in '${show(step.a)}'.`);
      }
      continue;
    }
    errors += pair.errors;
    const size = sizeOf(step.a);
    const details = pair.errors / size > DIFFERENT_WORD ? {} : describe(pair.steps ?? [], size);
    outcomes.push({ kind: "wrong", target: show(step.a), heard: step.b, ...details });
    const [r, said] = [respell(step.a), respell(step.b)];
    if (r) corrections.push(`'${show(step.a)}' sounds like ${r}${said ? ` (you said ${said})` : ""}`);
  }

  const scored: Scored = {
    outcomes,
    errors,
    size: target.reduce((n, w) => n + sizeOf(w), 0),
    total: target.length,
    correct,
    unit: "word",
    praise: [...praise.values()],
  };
  const uniqueCorrections = [...new Set(corrections)].slice(0, 6);
  return { scored, phoneticsCorrection: uniqueCorrections.length ? `${uniqueCorrections.join("; ")}.` : undefined };
}
