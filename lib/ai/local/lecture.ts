// Lecture notes from a dictated lecture: summary, key terms with definitions taken from
// the lecture itself, main points, review questions and formatted study notes.
import type { LectureNotes, Level } from "@/lib/schemas/ai";
import { FUNCTION_WORDS } from "@/lib/ai/local/lexicon";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { distinctiveTerms, sameTerm, scoreTerm } from "@/lib/ai/local/key-terms";
import { topSentences } from "@/lib/ai/local/summarize";
import {
  capitaliseFirst,
  countWords,
  joinList,
  splitSentences,
  stem,
  stripLeadIns,
  unique,
  withFullStop,
  withoutFinalPunctuation,
  wordTokens,
} from "@/lib/ai/local/text";

export type LectureInput = { transcript: string; courseTitle: string; lecturerName: string };
type Term = { term: string; definition: string; importance: Level; index: number; defined: boolean; verb: string };

const GENERIC_HEADS = new Set([
  "thing", "things", "idea", "point", "word", "part", "problem", "one", "reason", "example", "way", "key", "lot",
  "question", "answer", "course", "lecture", "today", "goal", "plan", "handout", "page", "chapter", "time", "people",
  "everyone", "someone", "something", "everything", "nothing", "thing", "result", "kind", "sort", "case", "fact",
  "class", "week", "minute", "minutes", "hour", "hours", "lot", "bit", "side", "end", "start", "opposite",
]);
const PRONOUNS = /^(?:it|this|that|these|those|there|they|he|she|we|you|i|which|what|who|here)$/i;
const DEFINING = /^(?<term>[\p{L}][\p{L}' -]{1,48}?)\s+(?<verb>is defined as|are defined as|refers to|refer to|is called|means|mean|measures|measure|is when|are when|happens when|happen when|occurs when|is|are)\s+(?<rest>.+)$/iu;
const CALLED = /\b(?:is|are|was|were)\s+(?:called|known as|termed)\s+(?:an?\s+|the\s+)?(?<term>[\p{L}][\p{L}' -]{1,40}?)[.!?]?$/iu;
const WE_CALL = /\bwe call (?:this|that|these|it|them)\s+(?:an?\s+|the\s+)?(?<term>[\p{L}][\p{L}' -]{1,40}?)[.!?]?$/iu;
const INLINE_DEFINITION = /\b(is|are|measures|means|refers to)\s+(?:(?:(?:a|an|the)\s+)?[\p{L}-]+\s+(?:that|which|whose|where|who)|how\s+(?:much|many|far|well))\b/giu;
const LIKELY_VERBS = /^(?:matter|matters|mean|means|say|says|said|rise|rises|fall|falls|go|goes|is|are|be|been|need|needs|use|used|make|makes|made|get|gets|want|wants|think|know|call|called|like)$|(?:ed|ing)$/;
const IMPORTANT = /\b(?:important|key|remember|exam|main|essential|crucial)\b/i;
const CONTRAST = /\b(?:opposite|difference|whereas|unlike|compared|versus|vs)\b/i;

function cleanTerm(raw: string): string | null {
  let t = raw.trim().replace(/^(?:so|now|and|but|also|okay|well|then)[, ]+/i, "").replace(/^(?:an?|the)\s+/i, "");
  t = t.replace(/\s+/g, " ").trim();
  const words = t.split(" ");
  if (words.length === 0 || words.length > 5) return null;
  if (PRONOUNS.test(words[0]) || GENERIC_HEADS.has(words[words.length - 1].toLowerCase())) return null;
  if (/\b(?:is|are|was|were|will|can|would|should|have|has|had|do|does|did|not)\b/i.test(t)) return null;
  // Terms are noun phrases: no function words inside except "of" ("law of demand").
  if (words.some((w, i) => FUNCTION_WORDS.has(w.toLowerCase()) && !(w.toLowerCase() === "of" && i > 0 && i < words.length - 1))) return null;
  if (words.some((w) => /^(?:my|your|our|their|his|her|its|some|any|what|why|how|one)$/i.test(w))) return null;
  return /^\p{Lu}\p{Ll}/u.test(t) && !/^\p{Lu}\p{Ll}+$/u.test(words[0]) ? t : t.charAt(0).toLowerCase() + t.slice(1);
}

/**
 * Keeps a definition short and ending cleanly (no dangling "the", "if" or "and"). `fromEnd`:
 * the term comes last ("... are called normal goods"), so keep the clause that leads to it.
 */
function tidyDefinition(text: string, maxWords = 30, fromEnd = false): string {
  let words = withoutFinalPunctuation(text).split(/\s+/);
  if (words.length > maxWords && fromEnd) {
    for (let k = words.length - 8; k > 0; k--) {
      const isExample = /^for$/i.test(words[k]) && /^example$/i.test(words[k + 1] ?? "");
      if ((/^(?:if|when)$/i.test(words[k]) || isExample) && words.length - k <= maxWords) {
        words = words.slice(isExample ? k + 2 : k);
        break;
      }
    }
    if (words.length > maxWords) words = words.slice(words.length - maxWords);
  }
  if (words.length > maxWords) words = words.slice(0, maxWords);
  while (words.length > 3 && FUNCTION_WORDS.has(words[words.length - 1].toLowerCase().replace(/[^\p{L}']/gu, ""))) words.pop();
  return withFullStop(capitaliseFirst(words.join(" ")));
}

function countMentions(text: string, term: string): number {
  const tokens = wordTokens(text).map(stem);
  const target = wordTokens(term).map(stem);
  if (target.length === 0) return 0;
  let n = 0;
  for (let i = 0; i + target.length <= tokens.length; i++) if (target.every((t, k) => tokens[i + k] === t)) n++;
  return n;
}

function importanceOf(term: string, transcript: string, sentences: string[], defined: boolean): Level {
  const mentions = countMentions(transcript, term);
  const stressed = sentences.some((s) => IMPORTANT.test(s) && countMentions(s, term) > 0);
  if (mentions >= 4 || (stressed && defined) || (defined && mentions >= 3)) return "high";
  if (mentions >= 2 || defined) return "medium";
  return "low";
}

/** Terms the lecturer defined ("Demand is ...", "... is called the equilibrium"). */
function definedTerms(sentences: string[], transcript: string): Term[] {
  const terms: Term[] = [];
  sentences.forEach((sentence, index) => {
    const s = stripLeadIns(sentence);
    const called = CALLED.exec(s) ?? WE_CALL.exec(s);
    if (called?.groups) {
      const term = cleanTerm(withoutFinalPunctuation(called.groups.term));
      if (term) {
        let subject = s.slice(0, called.index).trim();
        // "... together the point where the curves cross": keep the noun phrase that is being named.
        if (countWords(subject) > 14) subject = /\b(?:the|a|an)\s+[\p{L}-]+\s+(?:where|which|that|when|who|whose)\b.*$/iu.exec(subject)?.[0] ?? subject;
        const usable = subject && !PRONOUNS.test(subject.split(" ")[0]) && !/\blike this\b/i.test(subject) && countWords(subject) >= 3;
        const definition = usable ? `${withoutFinalPunctuation(subject)}.` : countWords(s) >= 12 || !sentences[index - 1] ? s : `${withFullStop(stripLeadIns(sentences[index - 1]))} ${s}`;
        terms.push({ term, definition: tidyDefinition(definition, 30, !usable), importance: "medium", index, defined: true, verb: "called" });
        return;
      }
    }
    const m = DEFINING.exec(s);
    if (!m?.groups) return;
    const term = cleanTerm(m.groups.term);
    if (!term) return;
    const verb = m.groups.verb.toLowerCase();
    // Agreement: "the curve are ..." comes from a sentence split in the wrong place.
    const plural = /[^s]s$/.test(term.split(" ").pop() ?? "");
    if ((verb === "are" && !plural) || (verb === "is" && plural)) return;
    // "X is the/a/an ...", "X are goods that ...": a definition, not just any sentence with "is".
    if ((verb === "is" || verb === "are") && !/^(?:the|a|an|when|where|how|what|goods?|something|someone|any|one|made|used)\b/i.test(m.groups.rest)) return;
    if (countWords(s) > 55) return;
    terms.push({ term, definition: tidyDefinition(s, 40), importance: "medium", index, defined: true, verb });
  });
  // Definitions inside long sentences: "... substitutes are goods that can be used ...",
  // "... price elasticity of demand measures how much ...".
  sentences.forEach((sentence, index) => {
    for (const m of sentence.matchAll(INLINE_DEFINITION)) {
      const before = sentence.slice(0, m.index).trim().split(/\s+/).filter(Boolean);
      const termWords: string[] = [];
      for (let k = before.length - 1; k >= 0 && termWords.length < 4; k--) {
        const w = before[k].toLowerCase().replace(/[^\p{L}'-]/gu, "");
        if (!w || (FUNCTION_WORDS.has(w) && !(w === "of" && termWords.length > 0)) || LIKELY_VERBS.test(w)) break;
        termWords.unshift(w);
      }
      if (termWords[0] === "of") termWords.shift();
      const term = termWords.length ? cleanTerm(termWords.join(" ")) : null;
      if (!term) continue;
      const rest = sentence.slice(m.index).split(/\s+/);
      const articleBefore = /^(?:a|an|the)$/i.test(before[before.length - termWords.length - 1] ?? "") ? [before[before.length - termWords.length - 1]] : [];
      const definition = tidyDefinition([...articleBefore, ...termWords, ...rest.slice(0, 22)].join(" "), 22);
      terms.push({ term, definition, importance: "medium", index, defined: true, verb: m[1].toLowerCase() });
    }
  });
  const seen = unique(terms, (t) => wordTokens(t.term).map(stem).join(" "));
  return seen.map((t) => ({ ...t, importance: importanceOf(t.term, transcript, sentences, true) }));
}

/** "a shortage", "an inferior good", but "demand" and "supply" take no article. */
function article(term: string, text: string): string {
  const last = term.split(" ").pop() ?? term;
  if (/[^s]s$/.test(last) || /^\p{Lu}/u.test(term)) return "";
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  if (!new RegExp(`\\b(?:a|an)\\s+${escaped}(?:\\s+(?:is|was|happens|occurs|means|refers)\\b|[,.])`, "i").test(text)) return "";
  return /^[aeiou]/i.test(term) ? "an " : "a ";
}

function questionsFor(terms: Term[], sentences: string[]): string[] {
  const qs: string[] = [];
  const text = sentences.join(" ");
  const art = (t: string) => article(t, text);
  const byImportance = terms.filter((t) => t.defined).sort((a, b) => rank(b.importance) - rank(a.importance) || a.index - b.index);
  for (const t of byImportance.slice(0, 4)) {
    const plural = /[^s]s$/.test(t.term.split(" ").pop() ?? "");
    if (/happens? when|occurs? when/.test(t.verb)) qs.push(`When does ${art(t.term)}${t.term} happen?`);
    else if (/measure/.test(t.verb)) qs.push(`What does ${t.term} measure?`);
    else qs.push(plural ? `What are ${t.term}?` : `What is ${art(t.term)}${t.term}?`);
  }
  // Pairs the lecturer contrasted: "A surplus is the opposite ..." pairs with the term defined just before.
  const defined = terms.filter((t) => t.defined).sort((a, b) => a.index - b.index);
  for (let j = 1; j < defined.length && qs.length < 6; j++) {
    const a = defined[j - 1];
    const b = defined[j];
    const contrasted = [sentences[b.index - 1] ?? "", sentences[b.index] ?? ""].some((x) => CONTRAST.test(x) && countMentions(x, b.term) > 0);
    if (b.index - a.index <= 3 && contrasted) {
      qs.push(`What is the difference between ${art(a.term)}${a.term} and ${art(b.term)}${b.term}?`);
    }
  }
  // A "because" sentence becomes a "why" question.
  const termStems = terms.map((t) => t.term);
  const reason = sentences.find((s) => /\bbecause\b/i.test(s) && countWords(s) <= 30 && !/\?$/.test(s) &&
    !/\b(?:handout|page|make sure you)\b/i.test(s) && termStems.some((t) => countMentions(s, t) > 0));
  if (reason && qs.length < 7) {
    const clause = withoutFinalPunctuation(stripLeadIns(reason.split(/\s+because\s+/i)[0]));
    const m = /^(.+?)\s+(is|are|was|were|can|will|should|does|do|has|have)\s+(.+)$/i.exec(clause);
    qs.push(m && countWords(m[1]) <= 5 ? `Why ${m[2].toLowerCase()} ${m[1].charAt(0).toLowerCase() + m[1].slice(1)} ${m[3]}?` : `Explain why ${clause.charAt(0).toLowerCase() + clause.slice(1)}.`);
  }
  return unique(qs).slice(0, 7);
}

function rank(level: Level): number {
  return level === "high" ? 3 : level === "medium" ? 2 : 1;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The term as the notes write it: with its capitals if it is a name ("Calvin cycle"), else lower case. */
function displayForm(term: string, notes: string): string {
  const re = new RegExp(`(^|[^\\p{L}])(${term.split(" ").map(escapeRegExp).join("\\s+")})(?![\\p{L}])`, "giu");
  let capitalised: string | undefined;
  for (const m of notes.matchAll(re)) {
    const before = notes.slice(0, (m.index ?? 0) + m[1].length).trimEnd();
    const sentenceStart = before === "" || /[.!?:\n]$/.test(before);
    if (sentenceStart) continue;
    if (/^\p{Ll}/u.test(m[2])) return term;
    capitalised ??= m[2].replace(/\s+/g, " ");
  }
  return capitalised ?? term;
}

/** The sentence that defines or explains a term ("X is ...", "... called X"), else its first mention. */
function explainingSentence(term: string, sentences: string[]): { index: number; defines: boolean } | undefined {
  const t = term.split(" ").map(escapeRegExp).join("\\s+");
  const defines = new RegExp(`\\b${t}s?\\s+(?:is|are|means|mean|refers? to|describes?|measures?|happens? when|occurs? when|was|were)\\b|\\b(?:called|known as|we call|that is|which is)\\s+(?:an?\\s+|the\\s+)?${t}\\b`, "i");
  let first: number | undefined;
  for (let i = 0; i < sentences.length; i++) {
    if (countMentions(sentences[i], term) === 0) continue;
    first ??= i;
    if (defines.test(sentences[i]) && countWords(sentences[i]) <= 45) return { index: i, defines: true };
  }
  return first === undefined ? undefined : { index: first, defines: false };
}

/**
 * Key terms: the lecture's most distinctive words and phrases against general English, best
 * first, with the lecturer's own definition where there is one. Importance follows the rank.
 */
function keyTermsOf(sentences: string[], notes: string): Term[] {
  const defined = definedTerms(sentences, notes);
  // The lecturer defining a term is strong evidence that it matters: defined terms rank higher.
  const found = distinctiveTerms(notes, 40);
  // Defined terms the tagger missed as nouns ("substitutes are goods that ...") still compete.
  for (const d of defined) {
    if (found.some((r) => sameTerm(r.term, d.term))) continue;
    const score = scoreTerm(notes, d.term);
    if (score > 0) found.push({ term: d.term.toLowerCase(), stems: wordTokens(d.term).map(stem), count: 1, score });
  }
  const isDefined = (term: string) => defined.some((d) => sameTerm(d.term, term));
  const all = found
    .map((r) => ({ ...r, score: r.score * (isDefined(r.term) ? 3 : explainingSentence(r.term, sentences)?.defines ? 1.4 : 1) }))
    .sort((a, b) => b.score - a.score);
  const ranked = all.slice(0, 15);
  // Every term the lecturer defined makes the list: it takes the place of the lowest undefined one.
  for (const extra of all.slice(15).filter((r) => isDefined(r.term))) {
    let k = ranked.length - 1;
    while (k >= 8 && isDefined(ranked[k].term)) k--;
    if (k < 8) break;
    ranked.splice(k, 1);
    ranked.push(extra);
  }
  const terms: Term[] = [];
  ranked.forEach((r, rankIndex) => {
    const importance: Level = rankIndex < 4 ? "high" : rankIndex < 9 ? "medium" : "low";
    const own = defined.find((d) => sameTerm(d.term, r.term));
    const term = displayForm(own && wordTokens(own.term).length === r.stems.length ? own.term : r.term, notes);
    if (own) {
      terms.push({ ...own, term, importance });
      return;
    }
    const found = explainingSentence(r.term, sentences);
    if (!found) return;
    const definition = tidyDefinition(stripLeadIns(sentences[found.index]), 40);
    terms.push({ term, definition, importance, index: found.index, defined: found.defines, verb: "" });
  });
  return terms;
}

export function processLecture(input: LectureInput): LectureNotes {
  const notes = enhanceDocument(input.transcript, { names: [input.lecturerName], aggressive: true });
  const sentences = splitSentences(notes);
  const terms = keyTermsOf(sentences, notes);

  const pointCount = Math.min(10, Math.max(3, Math.round(sentences.length / 8)));
  const points = topSentences(sentences, pointCount).map((s) => withFullStop(stripLeadIns(s.text)));
  const topTerms = terms.slice(0, 5).map((t) => t.term);
  const summarySentences = topSentences(sentences, Math.min(3, sentences.length)).map((s) => withFullStop(stripLeadIns(s.text)));
  const intro = topTerms.length
    ? `In this ${input.courseTitle} lecture, ${input.lecturerName} covered ${joinList(topTerms)}.`
    : `Notes from ${input.lecturerName}'s ${input.courseTitle} lecture.`;
  const summary = [intro, ...summarySentences].join(" ");
  const questions = questionsFor(terms, sentences);
  const keyTerms = terms.map((t) => ({ term: t.term, definition: t.definition, importance: t.importance }));

  const formattedNotes = [
    `# ${input.courseTitle}`,
    `Lecturer: ${input.lecturerName}`,
    "",
    "## Summary",
    summary,
    "",
    "## Key terms",
    ...(keyTerms.length ? keyTerms.map((t) => `- ${t.term} (${t.importance} importance): ${t.definition}`) : ["- No key terms were found in this lecture."]),
    "",
    "## Main points",
    ...points.map((p, i) => `${i + 1}. ${p}`),
    "",
    "## Review questions",
    ...questions.map((q, i) => `${i + 1}. ${q}`),
    "",
    "## Full notes",
    notes,
  ].join("\n");

  return { keyTerms, mainPoints: points, questions, summary, formattedNotes };
}
