// The grammar test for brainstorm starters: does each starter read as a natural question about
// this topic? Written with the labelled topics (tests/fixtures/ai/sets/brainstorm-*.ts) before
// any starter rule was changed. Checks: form (one capitalised question, no doubled words, right
// a/an), the topic kept whole (names capitalised as labelled), verb agreement with the topic,
// and sense for the kind of topic (a person is not "affected by", a past event has no "in ten
// years", a question is not used as a noun, a writing project is asked about as writing).
import type { BrainstormTopicItem, TopicKind } from "@/tests/fixtures/ai/sets/types";

const SINGULAR_AUX = new Set(["is", "was", "has", "does"]);
const PLURAL_AUX = new Set(["are", "were", "have", "do"]);
const WH = /^(?:why|how|what|when|where|who|which|whose)$/i;
const WRITING_WORDS = /\b(?:reader|readers|audience|listeners|character|characters|story|poem|essay|speech|post|letter|opening|open|ending|end|first line|last line|scene|argument|paragraph|title|tone|voice|draft|write|writing)\b/i;

/** Kinds for which a frame makes no sense (the frame's words, the kinds it is wrong for). */
const SENSE: Array<{ rule: string; pattern: RegExp; wrongFor: TopicKind[] }> = [
  { rule: "affected-by", pattern: /\baffected by\b/i, wrongFor: ["person", "object", "place", "activity", "writing project"] },
  { rule: "future-of", pattern: /\b(?:in ten years|in the future|look like in|years from now)\b/i, wrongFor: ["person", "past event", "future event", "writing project"] },
  { rule: "problem-today", pattern: /\bproblem with\b.*\btoday\b/i, wrongFor: ["person", "past event", "future event", "writing project", "object"] },
  { rule: "get-wrong", pattern: /\bget wrong about\b/i, wrongFor: ["future event", "writing project"] },
  { rule: "mattered", pattern: /\bmattered\b/i, wrongFor: ["future event", "writing project", "question"] },
];

function words(s: string): string[] {
  return s.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? [];
}

/** Words for comparing a starter with the topic ("my" and "your" count as one: starters speak to the writer). */
function norm(s: string): string {
  return words(s).map((w) => (/^(?:my|our)$/.test(w) ? "your" : w === "i" || w === "me" ? "you" : w)).join(" ");
}

/** Word index where `phrase` starts in `text` (both as word lists), or -1. */
function findWords(text: string[], phrase: string[]): number {
  for (let i = 0; i + phrase.length <= text.length; i++) if (phrase.every((w, k) => text[i + k] === w)) return i;
  return -1;
}

function agreementFaults(item: BrainstormTopicItem, starter: string): string[] {
  if (item.kind === "question") return [];
  const text = words(starter);
  const topic = words(item.topic).filter((w, i) => !(i === 0 && /^(?:the|a|an)$/.test(w)));
  let start = findWords(text, topic);
  let length = topic.length;
  if (start < 0) {
    start = findWords(text, words(item.mention));
    length = words(item.mention).length;
  }
  if (start < 0) return [];
  const wrong = item.number === "singular" ? PLURAL_AUX : SINGULAR_AUX;
  const faults: string[] = [];
  const after = text[start + length];
  // "the moon landing was", "electric scooters are": the verb right after the topic.
  if (after && wrong.has(after)) faults.push("agreement");
  // "Why are electric scooters ...", "Is climate change ...": the verb just before it.
  let b = start - 1;
  while (b >= 0 && /^(?:the|a|an|my|our|your|their|his|her)$/.test(text[b])) b--;
  const before = text[b];
  if (before && wrong.has(before) && (b === 0 || WH.test(text[b - 1]) || /^(?:most|more)$/.test(text[b - 1]))) faults.push("agreement");
  return faults;
}

/** The faults of one starter for this topic (empty: it reads as a natural question). */
export function starterFaults(item: BrainstormTopicItem, starter: string): string[] {
  const s = starter.trim();
  const faults: string[] = [];
  if (!/^["'\u201c]?\p{Lu}/u.test(s)) faults.push("capital-start");
  if (!/\?["'\u201d]?$/.test(s)) faults.push("ends-with-question-mark");
  if ((s.match(/[.?!](?=\s)/g) ?? []).length > 1) faults.push("at-most-two-sentences");
  if (words(s).length > 30) faults.push("short");
  if (/\b(\p{L}+)\s+\1\b/iu.test(s)) faults.push("doubled-word");
  if (/\b(?:a|an|the)\s+(?:a|an|the)\b/i.test(s)) faults.push("double-article");
  if (/\ba\s+(?:[aeio]\p{L}|u(?:n|m|s)\p{L})/iu.test(s) && !/\ba\s+(?:one|once|uni|use|usu|eu)/i.test(s)) faults.push("a-an");
  if (/\ban\s+[bcdfgjklmnpqrstvwxyz]/i.test(s) && !/\ban\s+(?:hour|honest|honou?r|heir)/i.test(s)) faults.push("a-an");
  if (/\s[,.?!]/.test(s)) faults.push("space-before-punctuation");
  if (!norm(s).includes(norm(item.mention))) faults.push("mentions-topic");
  else if (/\p{Lu}/u.test(item.mention) && !s.replace(/[\u2018\u2019]/g, "'").includes(item.mention)) faults.push("name-capitals");
  else if (!/\p{Lu}/u.test(item.mention)) {
    // A common noun is written in lower case inside the sentence ("What is Remote work" is wrong).
    const i = s.toLowerCase().indexOf(item.mention.toLowerCase());
    if (i > 0 && /\p{Lu}/u.test(s.slice(i, i + item.mention.length))) faults.push("common-noun-capitals");
  }
  faults.push(...agreementFaults(item, s));
  for (const rule of SENSE) if (rule.wrongFor.includes(item.kind) && rule.pattern.test(s)) faults.push(rule.rule);
  if (item.kind === "past event" && /\b(?:is|are)\s+(?:most\s+)?affected by\b/i.test(s)) faults.push("past-tense");
  if (item.kind === "person" && new RegExp(`^what (?:is|are) ${norm(item.topic)}$`, "i").test(norm(s))) faults.push("person-as-thing");
  // A question topic used as a noun: "What is surprising about should homework be banned?"
  if (item.kind === "question" && /\b(?:about|on|with|by|of|for|to|is|are)\s+["']?(?:should|is|are|why|what|how|can|do|does|will|would)\b(?![^"\u201c]*["\u201d])/i.test(s)) faults.push("question-as-noun");
  return [...new Set(faults)];
}

/** Faults of the whole list of starters for one topic (per starter, plus list-level checks). */
export function startersFaults(item: BrainstormTopicItem, starters: string[]): string[] {
  const faults = starters.flatMap((s) => starterFaults(item, s));
  if (starters.length < 3) faults.push("at-least-three");
  if (new Set(starters.map(norm)).size < starters.length) faults.push("distinct");
  // A writing project is asked about as writing: readers, characters, the opening, the argument.
  if (item.kind === "writing project" && starters.filter((s) => WRITING_WORDS.test(s.replace(new RegExp(item.topic, "i"), ""))).length < 3) faults.push("about-the-writing");
  return faults;
}
