// English pronunciation scored sound by sound: the target text and what the recogniser heard
// are turned into CMU dictionary sounds (every pronunciation the dictionary lists), the words
// are paired (a word may be heard as two, "comfortable" -> "come for table", or two as one),
// and each pair's sounds are aligned, so the result names the sounds left out ("the 'l' in
// 'world'") and the ones said as another ("'s' for the 'th' in 'think'"), each with a tip.
// Words that sound the same ("sea" / "see") are right. Words the dictionary lacks are compared
// letter by letter and only listed as words to practise.
import type { PronunciationFeedback } from "@/lib/schemas/ai";
import { alignCost, alignPhones, phoneId, variantsOf } from "@/lib/ai/local/pronunciation/phones";
import { respell } from "@/lib/ai/local/pronunciation/cmu";
import { SOUND_NAMES, shortName, soundTip } from "@/lib/ai/local/pronunciation/sound-tips";
import { joinList } from "@/lib/ai/local/text";

type Dict = Record<string, string>;
type Word = { raw: string; variants: string[][]; ids: number[][]; known: boolean };
type Sound = NonNullable<PronunciationFeedback["sounds"]>[number];
type Pair = { t: number[]; h: number[] };

const bare = (p: string) => p.replace(/\d$/, "");
/** Unstressed vowels that speakers reduce freely ("the" as "thuh" or "thee"): never an error between them. */
const REDUCED = new Set(["AH", "IH", "ER", "IY", "UH"]);

function wordsOf(text: string, dict: Dict): Word[] {
  return (text.match(/[\p{L}\p{N}]+(?:['\u2019-][\p{L}\p{N}]+)*/gu) ?? []).map((raw) => {
    const found = variantsOf(dict, raw);
    const variants = found ?? [[...raw.toLowerCase()]];
    return { raw, variants, ids: variants.map((v) => v.map((p) => phoneId(bare(p)))), known: Boolean(found) };
  });
}

type Saying = { phones: string[]; lengths: number[] };

/** Every way of saying a run of words, one after the other (first three pronunciations of each). */
function joined(words: Word[]): Saying[] {
  return words.reduce<Saying[]>(
    (acc, w) => acc.flatMap((a) => w.variants.slice(0, 3).map((v) => ({ phones: [...a.phones, ...v], lengths: [...a.lengths, v.length] }))),
    [{ phones: [], lengths: [] }],
  );
}

/** Sound numbers of a run of words, every combination of their first pronunciations (`per` of each). */
function joinedIds(words: Word[], per: number): number[][] {
  return words.reduce<number[][]>((acc, w) => acc.flatMap((a) => w.ids.slice(0, per).map((v) => [...a, ...v])), [[]]);
}

/** How far what was heard is from the target words said in their closest way. */
function pairCost(target: Word[], heard: Word[]): number {
  let best = Number.POSITIVE_INFINITY;
  const ts = target.length === 1 ? target[0].ids : joinedIds(target, 3);
  const hs = heard.length === 1 ? heard[0].ids : joinedIds(heard, 1);
  for (const t of ts) for (const h of hs) best = Math.min(best, alignCost(t, h));
  return best;
}

/** The closest way of saying the target words to what was heard, and its alignment. */
function bestAlignment(target: Word[], heard: Word[]) {
  let best: { cost: number; t: Saying; h: Saying; ops: ReturnType<typeof alignPhones>["ops"] } | undefined;
  for (const t of joined(target))
    for (const h of joined(heard)) {
      const a = alignPhones(t.phones.map(bare), h.phones.map(bare));
      if (!best || a.cost < best.cost) best = { cost: a.cost, t, h, ops: a.ops };
    }
  return best!;
}

const length = (w: Word) => w.variants[0].length;

/** Pairs target words with heard words: 1-1, a word missed, an extra word, one word heard as two or three, two heard as one. */
function pairWords(target: Word[], heard: Word[]): Pair[] {
  const n = target.length;
  const m = heard.length;
  const band = 6 + Math.abs(n - m);
  const INF = Number.POSITIVE_INFINITY;
  const cost = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(INF));
  const from = Array.from({ length: n + 1 }, () => new Array<[number, number]>(m + 1));
  cost[0][0] = 0;
  const relax = (i: number, j: number, di: number, dj: number, c: number) => {
    if (i - di < 0 || j - dj < 0 || cost[i - di][j - dj] === INF) return;
    const total = cost[i - di][j - dj] + c;
    if (total < cost[i][j] - 1e-9) [cost[i][j], from[i][j]] = [total, [di, dj]];
  };
  for (let i = 0; i <= n; i++)
    for (let j = 0; j <= m; j++) {
      if ((i === 0 && j === 0) || Math.abs(j - Math.round((i * m) / Math.max(1, n))) > band) continue;
      if (i > 0) relax(i, j, 1, 0, length(target[i - 1]));
      if (j > 0) relax(i, j, 0, 1, length(heard[j - 1]));
      if (i === 0 || j === 0) continue;
      relax(i, j, 1, 1, pairCost([target[i - 1]], [heard[j - 1]]));
      // A word heard as two or three ("come for table"), or two heard as one: only when the lengths fit.
      const t1 = length(target[i - 1]);
      const fits = (a: number, b: number) => b >= a * 0.6 && b <= a * 1.6 + 1;
      if (j > 1 && fits(t1, length(heard[j - 1]) + length(heard[j - 2]))) relax(i, j, 1, 2, pairCost([target[i - 1]], heard.slice(j - 2, j)) + 0.3);
      if (j > 2 && fits(t1, length(heard[j - 1]) + length(heard[j - 2]) + length(heard[j - 3]))) relax(i, j, 1, 3, pairCost([target[i - 1]], heard.slice(j - 3, j)) + 0.6);
      if (i > 1 && fits(t1 + length(target[i - 2]), length(heard[j - 1]))) relax(i, j, 2, 1, pairCost(target.slice(i - 2, i), [heard[j - 1]]) + 0.3);
    }
  const pairs: Pair[] = [];
  for (let i = n, j = m; i > 0 || j > 0; ) {
    const [di, dj] = from[i][j];
    pairs.push({ t: Array.from({ length: di }, (_, k) => i - di + k), h: Array.from({ length: dj }, (_, k) => j - dj + k) });
    i -= di;
    j -= dj;
  }
  return pairs.reverse();
}

export function analyzeEnglish(audioTranscript: string, targetText: string, language: string, dict: Dict): PronunciationFeedback {
  const target = wordsOf(targetText, dict);
  const heard = wordsOf(audioTranscript, dict);
  const sounds: Array<Sound & { at: number; pos: number }> = [];
  const practise = new Set<number>();
  const missedWords: number[] = [];
  const extraWords: string[] = [];
  let total = 0;
  let errors = 0;
  let added = 0;
  for (const pair of pairWords(target, heard)) {
    if (pair.t.length === 0) {
      extraWords.push(...pair.h.map((k) => heard[k].raw));
      added += pair.h.reduce((s, k) => s + length(heard[k]), 0);
      continue;
    }
    const words = pair.t.map((k) => target[k]);
    if (pair.h.length === 0) {
      for (const k of pair.t) {
        missedWords.push(k);
        practise.add(k);
        const w = target[k];
        total += length(w);
        errors += length(w);
        if (w.known) w.variants[0].forEach((p, pos) => sounds.push({ at: k, pos, word: w.raw, sound: SOUND_NAMES[bare(p)] ?? bare(p), phoneme: bare(p), tip: `'${w.raw}' was not heard: say every word, even the small ones.` }));
      }
      continue;
    }
    const best = bestAlignment(words, pair.h.map((k) => heard[k]));
    // Which target word each sound belongs to, and which sound ends a word.
    const wordOf: number[] = [];
    const lastOf = new Set<number>();
    best.t.lengths.forEach((len, n) => {
      for (let k = 0; k < len; k++) wordOf.push(pair.t[n]);
      lastOf.add(wordOf.length - 1);
    });
    total += best.t.phones.length;
    for (const op of best.ops) {
      if (op.t === undefined) {
        added++;
        continue;
      }
      const k = wordOf[op.t];
      const w = target[k];
      const p = bare(best.t.phones[op.t]);
      const q = op.h === undefined ? undefined : bare(best.h.phones[op.h]);
      if (q === p) continue;
      const unstressed = /0$/.test(best.t.phones[op.t]);
      if (q && unstressed && REDUCED.has(p) && REDUCED.has(q)) continue;
      errors++;
      practise.add(k);
      if (!w.known) continue;
      const last = lastOf.has(op.t);
      sounds.push({
        at: k,
        pos: op.t,
        word: w.raw,
        sound: SOUND_NAMES[p] ?? p,
        phoneme: p,
        ...(q ? { said: shortName(q), saidPhoneme: q } : {}),
        tip: soundTip(w.raw, p, q, last),
      });
    }
  }
  return feedbackOf({ target, sounds, practise, missedWords, extraWords, total, errors, added, british: language === "en-GB" });
}

type Outcome = {
  target: Word[];
  sounds: Array<Sound & { at: number; pos: number }>;
  practise: Set<number>;
  missedWords: number[];
  extraWords: string[];
  total: number;
  errors: number;
  added: number;
  british: boolean;
};

function feedbackOf(o: Outcome): PronunciationFeedback {
  const right = Math.max(0, o.total - o.errors);
  const accuracy = o.total === 0 ? 0 : Math.max(0, Math.min(100, Math.round(100 * (1 - (1.2 * o.errors + 0.5 * o.added) / o.total))));
  o.sounds.sort((a, b) => a.at - b.at || a.pos - b.pos);
  const inWords = o.sounds.filter((s) => !o.missedWords.includes(s.at));
  const focus = [...inWords.map((s) => `the ${shortName(s.phoneme!)} in '${s.word}'`), ...o.missedWords.map((k) => `'${o.target[k].raw}'`)];
  const unique = [...new Set(focus)];
  const counted = `${right} of ${o.total} sounds were right`;
  const feedback =
    accuracy >= 90
      ? `Excellent: ${counted}${unique.length ? `. Nearly there with ${joinList(unique.slice(0, 2))}` : ""}.`
      : accuracy >= 70
        ? `Good work: ${counted}. Practise ${joinList(unique.slice(0, 3))}.`
        : accuracy >= 50
          ? `Getting there: ${counted}. Slow down and focus on ${joinList(unique.slice(0, 3))}.`
          : `Keep practising: ${counted}. Listen to the target again, then say it slowly${unique.length ? `, starting with ${joinList(unique.slice(0, 2))}` : ""}.`;

  const improvements: string[] = [];
  for (const s of inWords.slice(0, 5)) {
    improvements.push(s.said ? `'${s.word}': you said ${s.said} instead of ${s.sound}. ${s.tip}` : `'${s.word}': the ${shortName(s.phoneme!)} was missing. ${s.tip}`);
  }
  if (o.missedWords.length) {
    const list = o.missedWords.slice(0, 4).map((k) => `'${o.target[k].raw}'`);
    improvements.push(`${list.length === 1 ? `${list[0]} was` : `${joinList(list)} were`} not heard. Say every word, even the small ones.`);
  }
  if (o.extraWords.length) improvements.push(`${o.extraWords.length === 1 ? `One extra word was heard ('${o.extraWords[0]}')` : `${o.extraWords.length} extra words were heard`}. Try to say only the target text.`);
  const unknownWrong = [...o.practise].filter((k) => !o.target[k].known && !o.missedWords.includes(k));
  if (unknownWrong.length) improvements.push(`Check ${joinList(unknownWrong.slice(0, 3).map((k) => `'${o.target[k].raw}'`))}: it did not come through as written.`);

  const clear = o.target.map((w, k) => (o.practise.has(k) ? undefined : w.raw)).filter((w): w is string => Boolean(w));
  const strengths: string[] = [];
  if (clear.length === o.target.length && o.target.length) strengths.push(`Every sound was right: ${joinList(clear.slice(0, 6).map((w) => `'${w}'`))}.`);
  else if (clear.length) strengths.push(`Clear: ${joinList(clear.slice(0, 6).map((w) => `'${w}'`))}.`);
  if (o.missedWords.length === 0 && o.extraWords.length === 0 && o.target.length > 1) strengths.push(`You said all ${o.target.length} words in the right order.`);
  if (strengths.length === 0) strengths.push(right > 0 ? `${right} of ${o.total} sounds were right: keep going.` : "You made a start: listen again and try each word slowly.");

  const problemWords = [...o.practise].sort((a, b) => a - b).map((k) => o.target[k]);
  const respelled = problemWords.filter((w) => w.known).slice(0, 4).map((w) => `${w.raw}: ${respell(w.variants[0], o.british)}`);
  const sounds = o.sounds.filter((s) => !o.missedWords.includes(s.at) || o.sounds.length <= 12).slice(0, 12).map(({ at: _at, pos: _pos, ...s }) => s);

  return {
    accuracy,
    feedback,
    ...(respelled.length ? { phoneticsCorrection: respelled.join("; ") } : {}),
    improvements: improvements.slice(0, 6),
    strengths: strengths.slice(0, 4),
    scoredBy: "sounds",
    ...(sounds.length ? { sounds } : {}),
    ...(problemWords.length ? { wordsToPractise: [...new Set(problemWords.map((w) => w.raw))].slice(0, 20) } : {}),
  };
}
