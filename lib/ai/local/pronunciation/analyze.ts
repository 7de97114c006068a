// Compares what speech recognition heard with the target text. English is scored sound by
// sound (english.ts, CMU phonemes). Other languages are scored word by word (characters for
// Chinese and Japanese), and the result says so: a word is right, nearly right (only an accent
// or a special letter differs: ñ, ü, ø, ı ...) or wrong. Feedback names the actual words.
import type { PronunciationFeedback } from "@/lib/schemas/ai";
import { baseLanguage } from "@/lib/languages";
import { bankFor, tipsFor } from "@/lib/ai/local/pronunciation/exercises";
import { TIP_RULES, decomposeHangul } from "@/lib/ai/local/pronunciation/tips";
import { loadCmu } from "@/lib/ai/local/pronunciation/cmu";
import { analyzeEnglish } from "@/lib/ai/local/pronunciation/english";
import { joinList } from "@/lib/ai/local/text";

const NO_SPACES = new Set(["zh", "ja"]);

type Token = { raw: string; norm: string; base: string };

function normalise(s: string, language: string): string {
  return s.normalize("NFC").toLocaleLowerCase(language).replace(/[\u2018\u2019]/g, "'");
}

function stripMarks(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").replace(/ı/g, "i").replace(/ø/g, "o").replace(/æ/g, "ae").replace(/ł/g, "l").replace(/ß/g, "ss");
}

function tokenise(text: string, language: string): Token[] {
  const base = baseLanguage(language);
  const clean = normalise(text, language);
  const parts = NO_SPACES.has(base) ? [...clean.replace(/[^\p{L}\p{N}]/gu, "")] : clean.match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? [];
  const rawParts = NO_SPACES.has(base) ? [...text.replace(/[^\p{L}\p{N}]/gu, "")] : text.match(/[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu) ?? [];
  return parts.map((p, i) => ({ raw: rawParts[i] ?? p, norm: base === "ko" ? decomposeHangul(p) : p, base: stripMarks(base === "ko" ? decomposeHangul(p) : p) }));
}

function levenshtein<T>(a: readonly T[], b: readonly T[]): number {
  const prev = new Array(b.length + 1).fill(0).map((_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

function similarity(target: Token, heard: Token): number {
  if (target.norm === heard.norm) return 1;
  // Same letters apart from accents: the sound was close but not exact.
  if (target.base === heard.base) return 0.8;
  const a = [...target.base];
  const b = [...heard.base];
  return Math.max(0, 1 - levenshtein(a, b) / Math.max(a.length, b.length));
}

type Pair = { t?: number; h?: number; sim: number };

/**
 * Word alignment: substitutions cost the dissimilarity, a missed or an extra word costs 1.
 * Only pairs near the diagonal are compared (a reading does not drift far from the text).
 */
function align(target: Token[], heard: Token[]): Pair[] {
  const n = target.length;
  const m = heard.length;
  const band = 12 + Math.abs(n - m);
  const sims: number[][] = target.map((t, i) =>
    heard.map((h, j) => (Math.abs(j - Math.round((i * m) / Math.max(1, n))) <= band ? similarity(t, h) : 0)),
  );
  const cost: number[][] = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++)
      cost[i][j] = Math.min(cost[i - 1][j] + 1, cost[i][j - 1] + 1, cost[i - 1][j - 1] + (1 - sims[i - 1][j - 1]) * 1.6);
  const pairs: Pair[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && Math.abs(cost[i][j] - (cost[i - 1][j - 1] + (1 - sims[i - 1][j - 1]) * 1.6)) < 1e-9) {
      pairs.push({ t: i - 1, h: j - 1, sim: sims[i - 1][j - 1] });
      i--;
      j--;
    } else if (i > 0 && Math.abs(cost[i][j] - (cost[i - 1][j] + 1)) < 1e-9) {
      pairs.push({ t: i - 1, sim: 0 });
      i--;
    } else {
      pairs.push({ h: j - 1, sim: 0 });
      j--;
    }
  }
  return pairs.reverse();
}

/** A tip about the sound that differs, for languages other than English. */
function letterHint(language: string, target: Token, heard: Token): string | undefined {
  const base = baseLanguage(language);
  if (target.base === heard.base && target.norm !== heard.norm) {
    const special = [...target.norm].find((c, i) => c !== [...heard.norm][i]);
    return special ? `the accent or special letter '${special}' changes the sound.` : undefined;
  }
  for (const [pattern, tip] of TIP_RULES[base] ?? []) {
    if (pattern.source === ".*" || pattern.source === ".") continue;
    if (pattern.test(target.norm) && !pattern.test(heard.norm)) return tip.replace("{w}", target.raw).replace(/^./, (c) => c.toLowerCase());
  }
  return undefined;
}

/**
 * Encouragement when nothing was clear: how many target words something was said for (never
 * more than the target has, however many words were heard).
 */
export function attemptedNote(attempted: number, total: number, unit: "words" | "characters"): string {
  const one = unit === "words" ? "word" : "character";
  if (attempted <= 0) return `You made a start: listen again and try each ${one} slowly.`;
  if (attempted >= total) return total === 1 ? `You had a go at the ${one}: keep going.` : `You had a go at all ${total} ${unit}: keep going.`;
  return `You attempted ${attempted} of ${total} ${unit}: keep going.`;
}

export async function analyzePronunciation(audioTranscript: string, targetText: string, language: string): Promise<PronunciationFeedback> {
  const base = baseLanguage(language);
  if (base === "en") return analyzeEnglish(audioTranscript, targetText, language, await loadCmu());
  const target = tokenise(targetText, language);
  const heard = tokenise(audioTranscript, language);
  const pairs = align(target, heard);

  // Word by word: right (1), nearly right (0.5: only an accent or a letter or two), or not.
  let earned = 0;
  let extras = 0;
  const clear: string[] = [];
  const close: Array<{ t: Token; h: Token; sim: number }> = [];
  const wrong: Array<{ t: Token; h: Token; sim: number }> = [];
  const missed: Token[] = [];
  for (const pair of pairs) {
    if (pair.t === undefined) {
      extras++;
      continue;
    }
    const t = target[pair.t];
    if (pair.h === undefined) {
      missed.push(t);
      continue;
    }
    const h = heard[pair.h];
    if (pair.sim >= 0.999) {
      clear.push(t.raw);
      earned += 1;
    } else if (pair.sim >= 0.75) {
      close.push({ t, h, sim: pair.sim });
      earned += 0.5;
    } else wrong.push({ t, h, sim: pair.sim });
  }
  const accuracy = target.length === 0 ? 0 : Math.max(0, Math.min(100, Math.round((100 * earned) / target.length - Math.min(15, extras * 4))));

  const unit = NO_SPACES.has(base) ? "characters" : "words";
  const one = unit === "words" ? "word" : "character";
  const problems = [...wrong, ...close].sort((a, b) => a.sim - b.sim);
  const improvements: string[] = [];
  for (const { t, h } of problems.slice(0, 4)) {
    const hint = letterHint(language, t, h);
    improvements.push(`'${t.raw}' sounded like '${h.raw}'${hint ? `: ${hint}` : ". Say it slowly, one syllable at a time."}`);
  }
  if (missed.length) improvements.push(`${missed.length === 1 ? `'${missed[0].raw}' was` : `${joinList(missed.slice(0, 4).map((m) => `'${m.raw}'`))} were`} not heard. Say every ${one}, even the small ones.`);
  if (extras > 0) improvements.push(`${extras === 1 ? `One extra ${one} was` : `${extras} extra ${unit} were`} heard. Try to say only the target text.`);
  if (improvements.length === 0 && accuracy < 100) improvements.push(...tipsFor(language, targetText, "words", 1).slice(0, 1));

  const strengths: string[] = [];
  if (clear.length) {
    const shown = NO_SPACES.has(base) ? clear.join("") : joinList(clear.slice(0, 6).map((w) => `'${w}'`));
    strengths.push(clear.length === target.length ? `Every ${one} was clear: ${shown}.` : `Clear: ${shown}.`);
  }
  if (missed.length === 0 && extras === 0 && target.length > 1) strengths.push(`You said all ${target.length} ${unit} in the right order.`);
  if (close.length && !wrong.length) strengths.push(`${joinList(close.slice(0, 3).map((c) => `'${c.t.raw}'`))} ${close.length === 1 ? "was" : "were"} nearly right.`);
  if (strengths.length === 0 && heard.length > 0) strengths.push(attemptedNote(target.length - missed.length, target.length, unit));

  // Said plainly: this language is checked by whole words (characters), not sound by sound.
  const how = `Scored ${one} by ${one} (sound-by-sound scoring is for English only)`;
  const toPractise = [...problems.map((p) => `'${p.t.raw}'`), ...missed.map((m) => `'${m.raw}'`)].slice(0, 3);
  const counted = `${clear.length} of ${target.length} ${unit} were right`;
  const feedback = accuracy >= 90
    ? `${how}: ${counted}${close.length ? `, and ${joinList(close.slice(0, 2).map((p) => `'${p.t.raw}'`))} ${close.length === 1 ? "was" : "were"} close` : ""}.`
    : accuracy >= 50
      ? `${how}: ${counted}. Practise ${joinList(toPractise)}.`
      : `${how}: ${counted}. Listen to the target again, then say it slowly.`;

  const item = bankFor(language).find((i) => normalise(i.text, language).replace(/[^\p{L}\p{N}\s]/gu, "").trim() === normalise(targetText, language).replace(/[^\p{L}\p{N}\s]/gu, "").trim());
  const phoneticsCorrection = problems.length + missed.length > 0 && item?.phonetic ? `Say it like this: ${item.phonetic}` : undefined;
  const wordsToPractise = [...new Set([...problems.map((p) => p.t), ...missed].map((t) => t.raw))].slice(0, 20);

  return {
    accuracy,
    feedback,
    ...(phoneticsCorrection ? { phoneticsCorrection } : {}),
    improvements: improvements.slice(0, 6),
    strengths: strengths.slice(0, 4),
    scoredBy: unit,
    ...(wordsToPractise.length ? { wordsToPractise } : {}),
  };
}
