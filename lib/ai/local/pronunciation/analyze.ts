// Compares what speech recognition heard with the target text. English is compared sound by
// sound (CMU phonemes); other languages letter by letter, with accents and special letters
// (ñ, ü, ø, ı ...) counted as a near miss. Feedback names the actual words.
import type { PronunciationFeedback } from "@/lib/ai/schemas";
import { baseLanguage } from "@/lib/languages";
import { bankFor, tipsFor } from "@/lib/ai/local/pronunciation/exercises";
import { TIP_RULES, decomposeHangul } from "@/lib/ai/local/pronunciation/tips";
import { bare, loadCmu, phonemesOf, respell } from "@/lib/ai/local/pronunciation/cmu";
import { joinList } from "@/lib/ai/local/text";

const NO_SPACES = new Set(["zh", "ja"]);

const SOUND_NAMES: Record<string, string> = {
  TH: "'th' as in 'think'", DH: "'th' as in 'this'", S: "'s'", Z: "'z'", F: "'f'", V: "'v'", W: "'w'", R: "'r'",
  L: "'l'", SH: "'sh'", ZH: "the 's' in 'measure'", CH: "'ch'", JH: "'j'", NG: "'ng'", N: "'n'", M: "'m'", HH: "'h'",
  P: "'p'", B: "'b'", T: "'t'", D: "'d'", K: "'k'", G: "'g'", Y: "'y'",
  IY: "the long 'ee' in 'see'", IH: "the short 'i' in 'sit'", EH: "the 'e' in 'bed'", AE: "the 'a' in 'cat'",
  AH: "the 'u' in 'cup'", AA: "the 'ah' in 'father'", AO: "the 'aw' in 'saw'", UH: "the 'oo' in 'book'",
  UW: "the 'oo' in 'food'", ER: "the 'ur' in 'bird'", EY: "the 'ay' in 'day'", AY: "the 'i' in 'time'",
  OW: "the 'o' in 'go'", AW: "the 'ow' in 'now'", OY: "the 'oy' in 'boy'",
};
const HOW_TO: Record<string, string> = {
  TH: "Put your tongue between your teeth and blow.", DH: "Put your tongue between your teeth and use your voice.",
  R: "Curl your tongue back without touching the roof of your mouth.", L: "Touch the ridge behind your top teeth with your tongue.",
  V: "Rest your top teeth on your bottom lip and use your voice.", W: "Round your lips, then open them.",
  NG: "Make the sound at the back of your mouth, without a 'g'.", Z: "Buzz like a bee.", IY: "Smile wide and hold the sound.",
  IH: "Keep it short and relaxed.", SH: "Push your lips forward a little.",
};

type Token = { raw: string; norm: string; base: string; phones?: string[] };

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

type Dict = Record<string, string>;

function similarity(target: Token, heard: Token): number {
  if (target.norm === heard.norm) return 1;
  if (target.phones && heard.phones) {
    return Math.max(0, 1 - levenshtein(target.phones, heard.phones) / Math.max(target.phones.length, heard.phones.length));
  }
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

function weightOf(token: Token): number {
  return Math.max(1, token.phones ? token.phones.length : [...token.base].length);
}

/** What went wrong inside an English word, sound by sound. */
function englishHint(target: string, heard: string, dict: Dict): string | undefined {
  const p = phonemesOf(dict, target)?.map(bare);
  const q = phonemesOf(dict, heard)?.map(bare);
  if (!p || !q) return undefined;
  const n = Math.min(p.length, q.length);
  for (let k = 0; k < n; k++) {
    if (p[k] !== q[k]) {
      const want = p[k];
      const got = q[k];
      return `you said ${SOUND_NAMES[got] ?? got.toLowerCase()} where the word has ${SOUND_NAMES[want] ?? want.toLowerCase()}.${HOW_TO[want] ? ` ${HOW_TO[want]}` : ""}`;
    }
  }
  if (p.length > q.length) return `the end of the word was missing: finish with ${SOUND_NAMES[p[q.length]] ?? p[q.length].toLowerCase()}.`;
  if (q.length > p.length) return `an extra sound was added at the end.`;
  return undefined;
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
  const dict = base === "en" ? await loadCmu() : undefined;
  const target = tokenise(targetText, language);
  const heard = tokenise(audioTranscript, language);
  if (dict) for (const t of [...target, ...heard]) t.phones = phonemesOf(dict, t.norm)?.map(bare);
  const pairs = align(target, heard);

  let total = 0;
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
    const w = weightOf(t);
    total += w;
    if (pair.h === undefined) {
      missed.push(t);
      continue;
    }
    earned += w * pair.sim;
    const h = heard[pair.h];
    if (pair.sim >= 0.999) clear.push(t.raw);
    else if (pair.sim >= 0.75) close.push({ t, h, sim: pair.sim });
    else wrong.push({ t, h, sim: pair.sim });
  }
  const accuracy = total === 0 ? 0 : Math.max(0, Math.min(100, Math.round((100 * earned) / total - Math.min(15, extras * 4))));

  const unit = NO_SPACES.has(base) ? "characters" : "words";
  const problems = [...wrong, ...close].sort((a, b) => a.sim - b.sim);
  const improvements: string[] = [];
  for (const { t, h } of problems.slice(0, 4)) {
    const hint = dict ? englishHint(t.norm, h.norm, dict) : letterHint(language, t, h);
    improvements.push(`'${t.raw}' sounded like '${h.raw}'${hint ? `: ${hint}` : ". Say it slowly, one syllable at a time."}`);
  }
  if (missed.length) improvements.push(`${missed.length === 1 ? `'${missed[0].raw}' was` : `${joinList(missed.slice(0, 4).map((m) => `'${m.raw}'`))} were`} not heard. Say every ${unit === "words" ? "word" : "character"}, even the small ones.`);
  if (extras > 0) improvements.push(`${extras === 1 ? "One extra word was" : `${extras} extra words were`} heard. Try to say only the target text.`);
  if (improvements.length === 0 && accuracy < 100) improvements.push(...tipsFor(language, targetText, "words", 1).slice(0, 1));

  const strengths: string[] = [];
  if (clear.length) {
    const shown = NO_SPACES.has(base) ? clear.join("") : joinList(clear.slice(0, 6).map((w) => `'${w}'`));
    strengths.push(clear.length === target.length ? `Every ${unit === "words" ? "word" : "character"} was clear: ${shown}.` : `Clear: ${shown}.`);
  }
  if (missed.length === 0 && extras === 0 && target.length > 1) strengths.push(`You said all ${target.length} ${unit} in the right order.`);
  if (close.length && !wrong.length) strengths.push(`${joinList(close.slice(0, 3).map((c) => `'${c.t.raw}'`))} ${close.length === 1 ? "was" : "were"} nearly right.`);
  if (strengths.length === 0 && heard.length > 0) strengths.push(attemptedNote(target.length - missed.length, target.length, unit));

  const clearCount = clear.length;
  const feedback = accuracy >= 90
    ? `Excellent: ${clearCount} of ${target.length} ${unit} were clear${problems.length ? `, and ${joinList(problems.slice(0, 2).map((p) => `'${p.t.raw}'`))} ${problems.length === 1 ? "was" : "were"} close` : ""}.`
    : accuracy >= 70
      ? `Good work: ${clearCount} of ${target.length} ${unit} were clear. Practise ${joinList([...problems.map((p) => `'${p.t.raw}'`), ...missed.map((m) => `'${m.raw}'`)].slice(0, 3))}.`
      : accuracy >= 50
        ? `Getting there: ${clearCount} of ${target.length} ${unit} were clear. Slow down and focus on ${joinList([...problems.map((p) => `'${p.t.raw}'`), ...missed.map((m) => `'${m.raw}'`)].slice(0, 3))}.`
        : `Keep practising: only ${clearCount} of ${target.length} ${unit} matched. Listen to the target again, then say it slowly.`;

  let phoneticsCorrection: string | undefined;
  const focus = [...problems.map((p) => p.t), ...missed].slice(0, 4);
  if (focus.length) {
    if (dict) {
      const parts = focus.map((t) => {
        const p = phonemesOf(dict, t.norm);
        return p ? `${t.raw}: ${respell(p, language === "en-GB")}` : undefined;
      }).filter((x): x is string => Boolean(x));
      if (parts.length) phoneticsCorrection = parts.join("; ");
    } else {
      const item = bankFor(language).find((i) => normalise(i.text, language).replace(/[^\p{L}\p{N}\s]/gu, "").trim() === normalise(targetText, language).replace(/[^\p{L}\p{N}\s]/gu, "").trim());
      if (item?.phonetic) phoneticsCorrection = `Say it like this: ${item.phonetic}`;
    }
  }

  return { accuracy, feedback, ...(phoneticsCorrection ? { phoneticsCorrection } : {}), improvements: improvements.slice(0, 6), strengths: strengths.slice(0, 4) };
}
