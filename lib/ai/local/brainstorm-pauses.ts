// Brainstorm outline: the pauses the recogniser heard. Each phrase it sent at a pause is evidence of where an idea
// starts or carries on, which the joined transcript no longer shows. At each pause between two phrases the tagger
// decides: a phrase that cannot stand alone (a bare place or time, "right next to the gate", "on thursday evenings",
// or a clause bound to the one before, "which is unfair") joins the idea before it; a phrase that opens a new thing
// ("a raffle ...", "face painting for ..."), or a new subject with its verb, after a phrase that ended complete,
// starts its own point. Anything else is left to the outline's own reading of the words. No word is added or lost:
// only where the ideas already made are cut or joined moves.
import { tagText, winkEntities, type TaggedToken } from "@/lib/ai/local/nlp";
import { capitaliseFirst, contentStems, lowerFirst, withFullStop, withoutFinalPunctuation } from "@/lib/ai/local/text";
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";

type Word = { norm: string; start: number; end: number };

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’]*/gu;

function wordsOf(text: string): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({ norm: m[0].toLowerCase().replace(/['’]/g, ""), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** What happens at a pause: the phrase after it joins the idea before, or starts its own. */
export type PhraseBreak = { kind: "join" | "cut"; at: number; end: number };

const HESITATION = /^(?:um+|uh+|er+|erm+|hmm+)$/i;
/** Talk before a new thing that is no part of it ("oh and a raffle", "maybe a quiz", "what about ..."). */
const OPENERS = /^(?:um+|uh+|er+|erm+|oh|and|also|then|plus|or|maybe|perhaps|okay|ok|yeah|well)$/i;
/** Words that bind a clause to the one before ("which is unfair", "if it's sunny"). */
const BINDERS = /^(?:which|who|whose|where|when|whenever|because|cos|if|unless|while|until|since|though|although|whereas)$/i;
const FINITE = new Set(["AUX", "VERB"]);
const ingWord = (t: TaggedToken) => /^(?:VERB|NOUN)$/.test(t.pos) && /[a-z]{2}ing$/i.test(t.value);
const finite = (t: TaggedToken) => FINITE.has(t.pos) && !/(?:ing|ed|en)$/i.test(t.value);

/**
 * A phrase with no head of its own: a place or a time ("right next to the gate", "instead of driving", "of the fresh
 * bread coming out of the oven"), or a clause bound to the one before ("that you can only buy in one shop").
 */
function boundToBefore(b: readonly TaggedToken[]): boolean {
  let k = 0;
  while (k < b.length && HESITATION.test(b[k].value)) k++;
  // ("right", "just", "straight" and other adverbs before a place only say how near or how)
  for (let n = 0; n < 2 && k < b.length - 1 && (b[k].pos === "ADV" || /^(?:right|just|straight)$/i.test(b[k].value)); n++) k++;
  if (/^next$/i.test(b[k]?.value ?? "") && /^to$/i.test(b[k + 1]?.value ?? "")) k++;
  const first = b[k];
  if (!first) return false;
  if (saysWhen(b)) return true;
  const rest = b.slice(k + 1);
  // ("which" or "that" before a noun asks or points: "which paper towel brand ..." opens a question of its own)
  const relative = BINDERS.test(first.value) && !(/^(?:which|whose)$/i.test(first.value) && /^(?:NOUN|PROPN|ADJ)$/.test(rest[0]?.pos ?? ""));
  if (relative || (/^that$/i.test(first.value) && /^(?:PRON|AUX|VERB)$/.test(rest[0]?.pos ?? ""))) return b.length <= 12;
  if (first.pos !== "ADP") return false;
  // (no clause of its own and no new thing after a noun: "on saturdays we could ...", "by the gate a rack ..." say more)
  return b.length <= 10 && !rest.some(finite) && !rest.some((t, m) => /^(?:a|an)$/i.test(t.value) && /^(?:NOUN|PROPN)$/.test(rest[m - 1]?.pos ?? ""));
}

/**
 * A phrase that only says when, with no verb and no article: "sunday nights", "every morning", "next week" (the
 * tagger's date and time finder knows each of its words; "christmas market" and "summer fair" end on a thing).
 */
function saysWhen(b: readonly TaggedToken[]): boolean {
  const words = b.filter((t) => !HESITATION.test(t.value));
  const last = words[words.length - 1];
  if (!last || words.length > 3 || words.some((t) => FINITE.has(t.pos) || /^(?:a|an)$/i.test(t.value))) return false;
  const n = winkEntities();
  const head = last.value.toLowerCase().replace(/(?<=[a-z]{3})s$/, "");
  const timed = (text: string) => n.readDoc(text).entities().out(n.its.type).some((type) => /^(?:DATE|TIME|DURATION)$/.test(String(type)));
  // (and every word before it says when too: "sunday nights", but "parents evening" is a thing)
  return timed(`every ${head}`) && words.slice(0, -1).every((t) => /^(?:DET|ADV|NUM)$/.test(t.pos) || timed(t.value));
}

/**
 * A phrase that ends on a word needing more ("a chocolate cake with", "the kind that"): the next carries it on, unless
 * it opens with a joiner ("... so people can sit out | oh and a chicken coop": that word was a particle).
 */
function endsOpen(a: readonly TaggedToken[], b: readonly TaggedToken[]): boolean {
  const last = a[a.length - 1];
  const opener = b.find((t) => !HESITATION.test(t.value));
  if (!last || !opener || OPENERS.test(opener.value)) return false;
  return last.pos === "DET" || last.pos === "ADP" || BINDERS.test(last.value) || /^(?:that|than|so)$/i.test(last.value);
}

/** A subject with its verb: "we could ...", "the cinema has ...", "girls can't ...". */
function clauseAt(b: readonly TaggedToken[], k: number): boolean {
  let m = k;
  if (b[m]?.pos === "PRON" && /^(?:i|we|you|they|he|she|it|there)$/i.test(b[m].value)) m++;
  else {
    if (b[m]?.pos === "DET" || /^(?:my|our|their|his|her|your)$/i.test(b[m]?.value ?? "")) m++;
    const from = m;
    while (m < from + 4 && /^(?:NOUN|PROPN|ADJ)$/.test(b[m]?.pos ?? "")) m++;
    if (m === from || !/^(?:NOUN|PROPN)$/.test(b[m - 1].pos)) return false;
  }
  if (b[m]?.pos === "ADV") m++;
  return Boolean(b[m]) && finite(b[m]);
}

/**
 * A phrase that opens a new thing, after one that ended complete: "a raffle ...", "another stall ...", two nouns that
 * name a thing of their own ("face painting", "face painting for the little ones"), "what about ...", or a new
 * subject with its verb. (After a verb the phrase may be its object, "we could have | a cake stall"; one noun may
 * carry on a compound, "a reading | corner for ..."; a thing told more of, "loyalty card | tenth cake free", is
 * one idea; an amount's rate, "two pounds | a head", is no new thing.)
 */
function opensNewThing(a: readonly TaggedToken[], b: readonly TaggedToken[]): boolean {
  const last = a[a.length - 1];
  if (!last || endsOpen(a, b) || last.pos === "CCONJ" || last.pos === "SCONJ" || FINITE.has(last.pos)) return false;
  let k = 0;
  while (k < b.length && OPENERS.test(b[k].value)) k++;
  if (/^(?:what|how)$/i.test(b[k]?.value ?? "") && /^about$/i.test(b[k + 1]?.value ?? "")) return b.length > k + 2;
  // (a clause after a thing said alone may tell more of it: "a chicken coop | residents could collect the eggs";
  // after a clause of its own, a new subject and verb start a new idea, unless the clause ended on a word that a clause
  // with no "that" may describe: "make the hall somewhere | kids would want to be")
  if (clauseAt(b, k)) return a.some(finite) && /^(?:NOUN|PROPN|NUM|ADJ)$/.test(last.pos);
  // (a thing with a verb of its own after it is a clause: "a lot of it happens ...")
  if (!/^(?:NOUN|PROPN|NUM|ADJ|ADV)$/.test(last.pos) || b.some(finite)) return false;
  const article = /^(?:a|an|another)$/i.test(b[k]?.value ?? "");
  let m = article ? k + 1 : k;
  const from = m;
  // (a doing named after its thing is a noun too: "pond dipping", "face painting")
  const head = (t: TaggedToken, at: number) => /^(?:NOUN|PROPN)$/.test(t.pos) || (at > from && /^(?:NOUN|PROPN)$/.test(b[at - 1].pos) && ingWord(t));
  while (m < b.length && (/^(?:NOUN|PROPN|ADJ)$/.test(b[m].pos) || head(b[m], m))) m++;
  if (m === from || !head(b[m - 1], m - 1)) return false;
  // (what follows the thing is nothing, or where or what it is for)
  if (m < b.length && b[m].pos !== "ADP") return false;
  if (article) return !(a.some((t) => t.pos === "NUM") && m === from + 1 && /^(?:head|go|person|each|hour|day|night|week|month|year|time)$/i.test(b[from].value));
  // (two nouns of their own, after a thing named in two words or more, "a cake stall | face painting": after one
  // word, "then a listener | question segment", the words may go on naming it; an "-ing" word may say what the thing
  // before does, "clips of volunteers | packing food parcels")
  const nouns = b.slice(from, m).filter((t, n) => head(t, from + n)).length;
  const named = /^(?:NOUN|PROPN|ADJ|NUM)$/.test(a[a.length - 2]?.pos ?? "") || contentStems(a.map((t) => t.value).join(" ")).length >= 2;
  // (a describing word opens a thing of its own when where or what it is for follows: "acoustic set in the middle")
  const described = b[from].pos === "ADJ" ? m < b.length : nouns >= 2;
  return described && named && !/[a-z]{2}ing$/i.test(b[from].value) && /^(?:NOUN|PROPN)$/.test(last.pos);
}

/**
 * Where each phrase sits in the transcript (the phrases as the recogniser sent them; the transcript as the user
 * left it, perhaps edited) and what each pause between two phrases that still sit side by side says.
 */
/** How many words past the phrase before a phrase is looked for (words typed between them, a phrase deleted). */
const PHRASE_REACH = 200;

export type PhraseSpan = { from: number; to: number; text: string };

/**
 * Where each phrase the recogniser sent sits in the transcript, as word indexes [from, to) into `words` (the
 * transcript's words), or null for a phrase no longer there (edited, deleted). Each phrase's spoken marks are written.
 */
export function phraseSpans(words: readonly Word[], phrases: readonly string[]): Array<PhraseSpan | null> {
  const spans: Array<PhraseSpan | null> = [];
  let p = 0;
  for (const phrase of phrases) {
    const text = writeSpokenMarks(phrase.trim());
    const own = wordsOf(text).map((w) => w.norm);
    let at = -1;
    // (a phrase sits right after the one before, or a few typed words on: looking further would cost the words of the
    // whole transcript for each phrase that is no longer there)
    const last = Math.min(words.length - own.length, p + PHRASE_REACH);
    for (let s = p; own.length > 0 && s <= last && at < 0; s++) if (own.every((w, k) => words[s + k].norm === w)) at = s;
    if (at < 0) {
      spans.push(null);
      continue;
    }
    spans.push({ from: at, to: at + own.length, text });
    p = at + own.length;
  }
  return spans;
}

/** The transcript's words, and each two phrases that still sit side by side in it (a pause between them). */
function pausesIn(transcript: string, phrases: readonly string[]): { words: Word[]; pairs: Array<[PhraseSpan, PhraseSpan]> } {
  const words = wordsOf(transcript);
  const spans = phraseSpans(words, phrases);
  const pairs: Array<[PhraseSpan, PhraseSpan]> = [];
  spans.forEach((b, i) => {
    const a = spans[i - 1];
    if (a && b && a.to === b.from && b.from < words.length) pairs.push([a, b]);
  });
  return { words, pairs };
}

/**
 * The pauses between two phrases that still sit side by side in the transcript: the character offset of the word
 * that opens the phrase after each (the evidence a pause gives punctuation; the words decide what it is).
 */
export function pauseOffsets(transcript: string, phrases: readonly string[]): number[] {
  const { words, pairs } = pausesIn(transcript, phrases);
  return pairs.map(([, b]) => words[b.from].start);
}

export function phraseBreaks(transcript: string, phrases: readonly string[]): PhraseBreak[] {
  const breaks: PhraseBreak[] = [];
  for (const [a, b] of pausesIn(transcript, phrases).pairs) {
    const tokens = tagText(`${a.text} ${b.text}`).filter((t) => t.pos !== "PUNCT" && t.pos !== "SYM");
    const split = tokens.findIndex((t) => t.start > a.text.length);
    if (split <= 0) continue;
    const [ta, tb] = [tokens.slice(0, split), tokens.slice(split)];
    if (boundToBefore(tb) || endsOpen(ta, tb)) breaks.push({ kind: "join", at: b.from, end: b.to });
    else if (opensNewThing(ta, tb)) breaks.push({ kind: "cut", at: b.from, end: b.to });
  }
  return breaks;
}

type Placed = { text: string; words: Word[]; at: number[] };

/**
 * Each idea's words found in the transcript, in order (an idea leaves out only a few words of talk between its
 * own: "and", "um", a take-back); null when one cannot be found, and then nothing is moved.
 */
function place(ideas: readonly string[], transcript: readonly Word[]): Placed[] | null {
  const out: Placed[] = [];
  let p = 0;
  for (const text of ideas) {
    const words = wordsOf(text);
    let found: number[] | null = null;
    for (let s = p; s < transcript.length && !found; s++) {
      if (transcript[s].norm !== words[0]?.norm) continue;
      const at = [s];
      for (let k = 1; k < words.length; k++) {
        let j = at[k - 1] + 1;
        while (j < at[k - 1] + 5 && j < transcript.length && transcript[j].norm !== words[k].norm) j++;
        if (transcript[j]?.norm !== words[k].norm) break;
        at.push(j);
      }
      if (at.length === words.length) found = at;
    }
    if (!found) return null;
    out.push({ text, words, at: found });
    p = found[found.length - 1] + 1;
  }
  return out;
}

/** The idea's text before and from its k-th word. */
function cutAt(idea: Placed, k: number): [string, string] {
  const at = idea.words[k].start;
  return [idea.text.slice(0, at).trim().replace(/[,;:]+$/, ""), idea.text.slice(at).trim()];
}

const saysSomething = (s: string) => contentStems(s).length > 0;

/**
 * The ideas with the pauses' evidence applied: an idea running across a pause where a new thing starts is cut there;
 * a phrase that cannot stand alone, made the start of an idea, goes back to the idea before it. Every word stays.
 */
export function withPauses(ideas: readonly string[], transcript: string, breaks: readonly PhraseBreak[]): string[] {
  if (breaks.length === 0) return [...ideas];
  const placed = place(ideas, wordsOf(transcript));
  if (!placed) return [...ideas];
  const remake = (text: string): Placed => ({ text, words: wordsOf(text), at: [] });
  let list = placed;
  for (const br of breaks) {
    const next: Placed[] = [];
    for (let i = 0; i < list.length; i++) {
      const idea = list[i];
      const k = idea.at.findIndex((w) => w >= br.at);
      if (br.kind === "cut" && k > 0) {
        const [before, after] = cutAt(idea, k);
        if (saysSomething(before) && saysSomething(after)) {
          next.push({ ...remake(withFullStop(before)), at: idea.at.slice(0, k) });
          next.push({ ...remake(withFullStop(capitaliseFirst(after))), at: idea.at.slice(k) });
          continue;
        }
      }
      const prev = next[next.length - 1];
      // the idea opens inside the phrase (after a word of talk at most), and the one before ended just before it
      if (br.kind === "join" && prev && idea.at[0] >= br.at && idea.at[0] < br.end && idea.at[0] - br.at <= 1 && prev.at[prev.at.length - 1] >= br.at - 3 && prev.at[prev.at.length - 1] < br.at) {
        const rest = idea.at.findIndex((w) => w >= br.end);
        // (an idea running on past the phrase moves only when a new thing starts right after it)
        if (rest > 0 && !breaks.some((x) => x.kind === "cut" && x.at === br.end)) {
          next.push(idea);
          continue;
        }
        const [mine, after] = rest > 0 ? cutAt(idea, rest) : [idea.text, ""];
        const joined = `${withoutFinalPunctuation(prev.text)} ${withFullStop(/^I\b/.test(mine) ? mine : lowerFirst(mine))}`;
        next[next.length - 1] = { ...remake(joined), at: [...prev.at, ...idea.at.slice(0, rest > 0 ? rest : idea.at.length)] };
        if (rest > 0) next.push({ ...remake(withFullStop(capitaliseFirst(after))), at: idea.at.slice(rest) });
        continue;
      }
      next.push(idea);
    }
    list = next;
  }
  return list.map((i) => i.text);
}
