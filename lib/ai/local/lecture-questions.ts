// Review questions about a lecture: one per key term, asked the way the lecturer defined it
// ("What is demand?", "What does elasticity measure?", "When does a shortage happen?"), a
// "what is the difference" question for two terms defined side by side in contrast, and "How
// would you explain ... in your own words?" for a term that was used but not defined. They are
// picked from every third of the lecture in turn, so a student revises all of it.
import type { Clause } from "@/lib/ai/local/lecture-clauses";
import type { Term } from "@/lib/ai/local/lecture";
import { unique } from "@/lib/ai/local/text";

const CONTRAST = /\b(?:opposite|difference|whereas|unlike|compared|versus|different|on the other hand|instead)\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function isPlural(term: string): boolean {
  const last = term.split(/\s+/).pop() ?? term;
  return /s$/i.test(last) && !/(?:ss|us|is|ics|ness|ous|sis|'s)$/i.test(last);
}

/** "the Calvin cycle", "a catalyst", "demand": the article the lecture used with the term. */
function withArticle(term: string, notes: string): string {
  if (isPlural(term) || /^\p{Lu}/u.test(term)) return term;
  const t = term.split(/\s+/).map(escape).join("\\s+");
  const count = (re: string) => (notes.match(new RegExp(re, "giu")) ?? []).length;
  // The term itself, not the start of a longer one ("a demand curve" says nothing about "demand").
  const ends = `(?=\\s+(?:is|are|was|were|happens|occurs|means|refers|that|which|who|of|in|on|at|and|or|to|from|can|will|has|have)\\b|\\s*[,.;:!?]|$)`;
  if (count(`\\b(?:a|an)\\s+${t}${ends}`) > 0) return `${/^[aeiou]/i.test(term) ? "an" : "a"} ${term}`;
  const definite = count(`\\bthe\\s+${t}${ends}`);
  const all = count(`\\b${t}\\b`);
  return definite > 0 && definite * 2 >= all ? `the ${term}` : term;
}

function questionFor(t: Term, notes: string): string {
  const named = withArticle(t.term, notes);
  const verb = t.definition?.verb ?? "";
  if (!t.definition) return `How would you explain ${named} in your own words?`;
  if (/^measures?$/.test(verb)) return `What does ${named} measure?`;
  if (/happens? when|occurs? when/.test(t.definition.text.toLowerCase()) || /^(?:when)\b/i.test(t.definition.text)) return `When does ${named} happen?`;
  return `What ${isPlural(t.term) ? "are" : "is"} ${named}?`;
}

/**
 * At least three questions (when the lecture has three terms), drawn from each third in turn.
 * `paths` (when given) receives, for each question, its kind and the path of the term it asks about.
 */
export function lectureQuestions(terms: readonly Term[], clauses: readonly Clause[], notes: string, max = 6, paths?: string[]): string[] {
  const n = Math.max(1, clauses.length);
  const third = (k: number) => Math.min(2, Math.floor((3 * k) / n));
  // Defined terms first (in rank order), then the rest.
  const ordered = [...terms.filter((t) => t.definition), ...terms.slice(0, 6).filter((t) => !t.definition)];
  const pools: Term[][] = [[], [], []];
  for (const t of ordered) pools[third(t.first)].push(t);
  const picked: Term[] = [];
  while (picked.length < max && pools.some((p) => p.length)) {
    for (const pool of pools) {
      const next = pool.shift();
      if (next && picked.length < max) picked.push(next);
    }
  }
  const asked = picked.sort((a, b) => a.first - b.first).map((t) => ({ q: questionFor(t, notes), path: `${t.definition ? "what-is" : "explain"}<-${t.path}` }));
  // Two terms defined next to each other in contrast ("a surplus is the opposite ...").
  const defined = terms.filter((t) => t.definition).sort((a, b) => a.first - b.first);
  for (let k = 1; k < defined.length; k++) {
    const [a, b] = [defined[k - 1], defined[k]];
    const near = b.first - a.first <= 2 && [clauses[a.first], clauses[b.first]].some((c) => c && CONTRAST.test(c.text));
    if (near && asked.length < max + 1) asked.push({ q: `What is the difference between ${withArticle(a.term, notes)} and ${withArticle(b.term, notes)}?`, path: `difference<-${a.path}+${b.path}` });
  }
  const questions = unique(asked.map((x) => x.q));
  paths?.push(...questions.map((q) => asked.find((x) => x.q === q)?.path ?? "?"));
  return questions;
}
