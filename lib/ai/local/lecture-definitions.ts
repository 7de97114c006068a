// What the lecturer said a term means, as the defining clause only ("Demand is the amount of a
// good people will buy at each price, and ..." -> "The amount of a good people will buy at each
// price."), at most 20 words, or nothing when the lecture never defined it. Forms read:
// "X is/are a/the/when ...", "X means / refers to ...", "..., which means ...", "Y is called X",
// "Y, which we call X", "we call this X" (the clause before). Pure code.
import type { Clause } from "@/lib/ai/local/lecture-clauses";
import { FUNCTION_WORDS } from "@/lib/ai/local/lexicon";
import { isTalkWord } from "@/lib/ai/local/key-terms";
import { tagText } from "@/lib/ai/local/nlp";
import { capitaliseFirst, withFullStop } from "@/lib/ai/local/text";

export type Definition = { text: string; clause: number; verb: string };

export const MAX_DEFINITION_WORDS = 20;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "calvin cycle" -> a pattern for "the Calvin cycle", "calvin cycles". */
function termPattern(term: string): string {
  // (a comma the punctuation model put inside the term does not split it: "basal, sliding")
  return `(?:the |a |an )?${term.split(/\s+/).map(escape).join(",?\\s+")}(?:s|es)?`;
}

/** Where the defining clause ends: before the next clause, a new subject, or a comma and a joiner. */
const CLAUSE_END = new RegExp(
  [
    "[.;:?!]",
    ",\\s+(?:and|so|but|whereas|while|then|because)\\b",
    "\\s+(?:so(?!\\s+that\\b)|but|because|whereas|and then|and so|which means)\\s",
    "\\s+(?:and\\s+)?(?:it|they|we|you|he|she|this|there|that's|it's)\\s+(?:is|are|was|were|works|work|has|have|does|do|can|will|would|makes|make|goes|go|means|gets|get|happens)\\b",
    "\\s+and\\s+(?:the|a|an)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+(?:is|are|was|were|has|have|\\p{L}+s)\\s",
    // ("... where the water pools and settles and d is the layer below")
    "\\s+and\\s+[\\p{L}-]+\\s+(?:is|are)\\s+(?:the|a|an)\\s",
    "\\s+and\\s+(?:to|if|when|then|because|so)\\b",
    // ("the right action": an adjective after an article, not "right" starting a new thought)
    "(?<!\\b(?:the|a|an|that|this|is|are|was|were|all|very|quite|not))\\s+(?:now|okay|right|remember)\\s",
  ].join("|"),
  "iu",
);

/** The defining words, cut where the clause ends and to at most 20 words (at a comma or a joiner); null if too short. */
function trimDefinition(text: string, cutAtJoint = false): string | null {
  let t = text.trim().replace(/^(?:and|so|but|then)\s+/i, "");
  const end = CLAUSE_END.exec(t);
  if (end && end.index > 0) t = t.slice(0, end.index);
  let words = t.split(/\s+/).filter(Boolean);
  // a new clause run on with no mark: a bare noun phrase and "is"/"are" after a content word
  // ("... past each other under their own weight | basal sliding is fast in summer")
  const plain = (w: string) => w.toLowerCase().replace(/[^\p{L}'-]/gu, "");
  const runOn = words.findIndex((w, k) => k >= 4 && /^(?:is|are)$/i.test(words[k + 2] ?? "") && !/[,;]$/.test(words[k - 1]) && ![words[k - 1], w, words[k + 1]].some((x) => FUNCTION_WORDS.has(plain(x)) || !plain(x)));
  if (runOn > 0) words = words.slice(0, runOn);
  if (words.length > MAX_DEFINITION_WORDS) {
    // Cut at the last comma within the limit, if what is left still says something.
    const within = words.slice(0, MAX_DEFINITION_WORDS);
    const comma = within.map((w) => /,$/.test(w)).lastIndexOf(true);
    // or, with no comma, before the last joiner or preposition ("... carried downstream and dropped | at the mouth of the river")
    const joint = within.map((w, i) => i >= 8 && /^(?:and|that|which|who|where|over|in|on|with|by|for|from|at|so|because)$/i.test(w)).lastIndexOf(true);
    if (comma >= 5) words = within.slice(0, comma + 1);
    else if (joint >= 8 && cutAtJoint) words = within.slice(0, joint);
    else return null;
  }
  // (a verb's particle stays: "the alternative you give up")
  const last = () => words[words.length - 1].toLowerCase().replace(/[^\p{L}']/gu, "");
  while (words.length && FUNCTION_WORDS.has(last()) && !(/^(?:up|out|off|down|over|away|back)$/.test(last()) && words.length > 3)) words.pop();
  if (words.length < 3) return null;
  return withFullStop(capitaliseFirst(words.join(" ").replace(/[,;:]+$/, "")));
}

/** "Petrol is a good example of ...": an example, not a definition. */
/** ("the thing that triggers the response" and "a way of cutting shots" still define.) */
const EXAMPLE_OF = /^(?:a|an|the|one)\s+(?:good|great|classic|typical|perfect|famous|important|big|main|best|key|nice|simple|obvious|clear)?\s*(?:(?:example|case|instance|reason|problem)\b|(?:one|thing)\b(?!\s+(?:that|which|who|where|by which|in which)\b)|way\b(?!\s+(?:that|which|by which|in which|of)\b))/i;
/** "The other side of the balance is the glycaemic index, which measures ...": another term named, then defined. */
const NAMES_ANOTHER = /^(?:the|a|an)\s+(?:[\p{L}-]+\s+){1,3}which\s+(?:means|measures|is|are|refers|describes)\b/iu;

/** A word about the word, no definition ("Ceres is a funny name", "that's a good question"). */
const TALK_ONLY = /^(?:a|an|the)\s+(?:[\p{L}-]+\s+)?(?:name|word|term|idea|phrase|thing|example|one|bit|question|story|joke)\s*[.,!?]?\s*(?:[,.]\s*.*)?$/iu;

/** Words that can open a definition after "is"/"are" (not "X is important", nor "the projector is going fuzzy"). */
const OPENS_DEFINITION =
  /^(?:(?:the|a|an|when|where|how|what|whatever|anything|any|one|two|three|four|something|someone|somebody|just|basically|simply|made|used)\b|(?!(?:going|coming|getting|being|doing|having|trying|looking|sitting|waiting|running|starting)\b)\p{L}+ing|[\p{L}-]+,?\s+(?:that|which|who|whose|where|used|with|made|\p{L}+ed)\b|\p{L}+\s+\p{L}+s\s+of\b|\p{L}+\s+\p{L}+s[.,;]?$)/iu;

const indexes = new WeakMap<readonly Clause[], Map<string, Clause[]>>();

/** Clauses by the first four letters of each of their words, built once per lecture. */
function byWordStart(clauses: readonly Clause[]): Map<string, Clause[]> {
  let index = indexes.get(clauses);
  if (index) return index;
  index = new Map();
  for (const c of clauses)
    for (const w of new Set(c.lower.match(/[\p{L}\p{N}']+/gu) ?? [])) {
      const k = w.slice(0, 4);
      const list = index.get(k) ?? [];
      list.push(c);
      index.set(k, list);
    }
  indexes.set(clauses, index);
  return index;
}

/** The lecturer's definition of `term` in these clauses, if there is one (the first found). */
/**
 * The definition, carried on into the next clause when a full stop in the wrong place cut it
 * ("... is when we value something more. Just because we own it").
 */
export function findDefinition(term: string, clauses: readonly Clause[]): Definition | null {
  // a long definition cut before a joiner only when the lecture gives no whole one
  const d = definitionIn(term, clauses) ?? definitionIn(term, clauses, true);
  const next = d ? clauses.find((c) => c.index === d.clause + 1) : undefined;
  if (!d || !next || !CONTINUES.test(next.text)) return d;
  // (the next clause up to where it ends: "When the signal stops arriving ..., but then ...")
  const rest = trimDefinition(next.text) ?? next.text;
  const text = `${d.text.replace(/[.!?]$/, "")} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
  return text.split(/\s+/).length <= MAX_DEFINITION_WORDS ? { ...d, text: /[.!?]$/.test(text) ? text : `${text}.` } : d;
}

/** A clause that cannot stand alone, so it carries on the definition before it ("... for the owners. If the business sold ..."). */
const CONTINUES = /^(?:just |only |simply )?(?:because|since|so that|from|than|as if|unless|(?:if|when|whenever)(?! (?:you|we|i)\b)|until|without|which|who|whose)\b/i;

/**
 * "that is" opens an appositive, not a relative clause, when a noun phrase or a clause follows
 * ("that is one voice going up", "that is water carrying ...", "that is we watch ..."), not an
 * adjective or a participle ("the cell that is damaged", "the one that is best").
 */
function opensAppositive(rest: string): boolean {
  const [first, second] = tagText(rest.split(/\s+/).slice(0, 4).join(" ").toLowerCase());
  if (!first) return false;
  if (/^(?:when|where|how|what|whatever)$/i.test(first.value)) return true;
  if (first.pos === "PRON") return /^(?:we|you|they|i|someone|something|anything)$/i.test(first.value);
  if (first.pos === "DET" || first.pos === "NUM") return true;
  // a noun with more after it ("water carrying ...", "pitch across a whole phrase")
  return first.pos === "NOUN" && Boolean(second) && !/ed$/i.test(first.value);
}

function definitionIn(term: string, clauses: readonly Clause[], cutAtJoint = false): Definition | null {
  const t = termPattern(term);
  // The term starts its clause ("... so a catalyst is"), has an article or an owner ("a river's
  // drainage basin is"), or the verb itself defines ("... you do breach means ...").
  // A term named and then defined in one breath ("... and the key idea is inertia inertia is",
  // "the last group is tundra tundra regions are") starts its definition after its first saying.
  const said = term.toLowerCase().split(/\s+/);
  const first = [said[0], said[said.length - 1]].map(escape).join("|");
  // ("the second idea is displacement is when ...": the term named, its second saying lost as a repeat)
  const lead = `(?:^|[,;]\\s+|\\b(?:and|so|now|then|because|today|first|next|here|um|uh|er|each|every)\\s+|\\b(?=(?:the|a|an)\\s)|\\b[\\p{L}]+'s\\s+|(?<=\\b(?:${first})\\s)|(?<=\\b(?:idea|concept|term|one|family|thing|word) (?:is|are)\\s)|(?<=\\b(?:is|are)\\s))`;
  // "the boiling point of a liquid is ...": the term with what it belongs to
  const pluralSaid = new RegExp(`\\b${term.split(/\s+/).map(escape).join("\\s+")}(?:s|es)\\s+(?:are|were)\\b`, "iu");
  // ("the boiling point of a liquid is": a definition of the boiling point, not of the liquid)
  const direct = new RegExp(`(?<!\\bof\\s+(?:the\\s+|a\\s+|an\\s+)?)${lead}${t}(?:\\s+of\\s+(?:a|an|the)\\s+[\\p{L}-]+)?\\s+(is|are|was|were|is defined as|are defined as)\\s+(.+)$`, "iu");
  const strong = new RegExp(`\\b${t}\\s+(means|mean|refers to|refer to|describes|measures|measure|happens when|happen when|occurs when|occur when|says that|states that)\\s+(.+)$`, "iu");
  const which = new RegExp(`\\b${t}(?:\\s+[\\p{L}]+){0,3},?\\s+which\\s+(means|is|are|measures|describes|refers to)\\s+(?:usually\\s+|often\\s+)?(?:translated as\\s+|described as\\s+)?(.+)$`, "iu");
  const where = new RegExp(`\\b${t},?\\s+(where)\\s+(you|we|people|one)\\s+(.+)$`, "iu");
  // "osmosis, that is water moving through a membrane ...": an appositive; "what I mean by inflation is ...", "by X we mean ..."
  const thatIs = new RegExp(`(?:^|[,;]\\s+|\\b(?:and|so|now|then|um|uh|er|the|a|an|one|two|three|four|you|is|are)\\s+)${term.split(/\s+/).map(escape).join(",?\\s+")}(?:s|es)?,?\\s+(that is|i\\.e\\.)\\s+(.+)$`, "iu");
  const meanBy = new RegExp(`\\b(?:what\\s+(?:i|we)\\s+mean\\s+by\\s+${t}\\s+is|by\\s+${t},?\\s+(?:i|we)\\s+mean)\\s+(.+)$`, "iu");
  // "we call this the tipping point, a change that cannot be undone": the name, then what it is
  const weCallThen = new RegExp(`\\b(?:we|people)\\s+call\\s+(?:this|that|it|them)\\s+${t},?\\s+(.+)$`, "iu");
  const called = new RegExp(`^(.+?)\\s+(?:is|are|was|were)\\s+(?:called|known as|termed)\\s+${t}\\b`, "iu");
  const weCall = new RegExp(`^(.+?),?\\s+(?:which|that|this)\\s+(?:we|people|scientists|economists)\\s+call\\s+${t}\\b|^(.+?)[,.]?\\s+(?:we|people)\\s+call\\s+(?:this|that|it|them)\\s+${t}\\b`, "iu");
  // Only clauses that mention the term can define it: looked up by the start of its last word.
  const key = term.toLowerCase().split(/\s+/).pop()?.slice(0, 4) ?? "";
  let backward: Definition | null = null;
  for (const c of byWordStart(clauses).get(key) ?? []) {
    const text = c.text.replace(/[.!?]$/, "");
    const d = (/ (?:is|are|was|were) /.test(c.lower) ? direct.exec(text) : null) ?? (/ (?:means?|refers? to|describes|measures?|happens?|occurs?|says that|states that) /.test(c.lower) ? strong.exec(text) : null);
    // "The curve are ...": a full stop in the wrong place, not a definition of "curve".
    // ("the allophone allophones are ...": the plural said agrees)
    const agrees = (verb: string, said: string) => !/^(?:are|were)$/.test(verb) || /(?:s|ata|ia|ena)$|^(?:people|children|men|women)$/i.test(term) || pluralSaid.test(said);
    if (d && agrees(d[1].toLowerCase(), d[0])) {
      const verb = d[1].toLowerCase();
      const rest = d[2].replace(/^(?:basically|just|simply|really)\s+/i, "");
      if (!/^(?:is|are|was|were)$/.test(verb) || (OPENS_DEFINITION.test(rest) && !EXAMPLE_OF.test(rest) && !NAMES_ANOTHER.test(rest) && !TALK_ONLY.test(rest))) {
        const def = trimDefinition(/^measures?$/.test(verb) ? `${verb} ${rest}` : /when$/.test(verb) ? `when ${rest}` : rest, cutAtJoint);
        if (def) return { text: def, clause: c.index, verb };
      }
    }
    const m = c.lower.includes(" mean") ? meanBy.exec(text) : null;
    if (m) {
      const def = trimDefinition(m[1], cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: "means" };
    }
    const a = / that is | i\.e\. /.test(c.lower) ? thatIs.exec(text) : null;
    if (a && opensAppositive(a[2])) {
      const def = trimDefinition(a[2], cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: "means" };
    }
    const w = c.lower.includes("which") ? which.exec(text) : null;
    if (w && !TALK_ONLY.test(w[2]) && (!/^(?:is|are)$/i.test(w[1]) || OPENS_DEFINITION.test(w[2]) || /translated|described/i.test(w[0]))) {
      const def = trimDefinition(/^measures$/i.test(w[1]) ? `measures ${w[2]}` : w[2], cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: w[1].toLowerCase() };
    }
    // "memoisation, where you store each answer ...": what happens in it.
    const h = c.lower.includes(" where ") ? where.exec(text) : null;
    if (h) {
      const def = trimDefinition(`${h[2]} ${h[3]}`, cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: h[1].toLowerCase() };
    }
    const then = c.lower.includes(" call ") ? weCallThen.exec(text) : null;
    if (then && opensAppositive(then[1])) {
      const def = trimDefinition(then[1], cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: "called" };
    }
    const named = (/called|known as|termed/.test(c.lower) ? called.exec(text) : null) ?? (c.lower.includes(" call ") ? weCall.exec(text) : null);
    // (what came before the name is read last: a clause that names and then says what it is wins)
    if (named && !backward) {
      let subject = (named[1] ?? named[2] ?? "").trim();
      // The thing named is the last clause before "is called": "... the point where the curves cross".
      subject = subject.split(/,\s+|\s+(?:so|then|now)\s+(?=(?:the|a|an|when|if)\b)/i).pop() ?? subject;
      // A run-on ("the supply curve slopes upwards the point where the curves cross"): the noun and its "where ..." clause.
      subject = /\b(?:the|a|an)\s+[\p{L}-]+\s+(?:where|which|that|when|who|whose)\b.*$/iu.exec(subject)?.[0] ?? subject;
      const def = /^(?:it|this|that|they|these|those)$/i.test(subject) ? null : trimDefinition(subject);
      if (def) backward = { text: def, clause: c.index, verb: "called" };
    }
  }
  return backward;
}

/** Terms the lecturer defined outright ("X is the ...", "X means ...", "... is called X"), for ranking. */
export function definedTermCandidates(clauses: readonly Clause[]): string[] {
  const out: string[] = [];
  const nounPhraseBefore = (text: string, at: number) => {
    const words = text.slice(0, at).trim().split(/\s+/);
    const np: string[] = [];
    for (let k = words.length - 1; k >= 0 && np.length < 3; k--) {
      const w = words[k].replace(/[^\p{L}'-]/gu, "");
      if (!w || FUNCTION_WORDS.has(w) || /[,;]$/.test(words[k])) break;
      np.unshift(w.replace(/'s$/, ""));
    }
    return np.join(" ");
  };
  for (const c of clauses) {
    // ("First incidence is ...", "Each polyp is ...": an ordinal or a determiner opening the clause is no part of the term)
    const text = c.text.replace(/[.!?]$/, "").toLowerCase().replace(/^(?:(?:first|second|third|fourth|next|then|finally|lastly|also|each|every)\s+)+(?=\S+\s+(?:is|are|means)\b)/, "");
    for (const m of text.matchAll(/\b(?:is|are)\s+(?:called|known as|termed)\s+(?:the\s+|a\s+|an\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,2})/gu)) out.push(m[1]);
    for (const m of text.matchAll(/\bwe\s+call\s+(?:this|that|it|them\s+)?\s*([\p{L}'-]+(?:\s+[\p{L}'-]+){0,2})/gu)) out.push(m[1]);
    for (const m of text.matchAll(/\b(?:what\s+(?:i|we)\s+mean\s+by|by)\s+(?:the\s+|a\s+|an\s+)?([\p{L}'-]+(?:,?\s+[\p{L}'-]+){0,2}?)(?:\s+is\b|,?\s+(?:i|we)\s+mean\b)/gu)) out.push(m[1].replace(/,/g, ""));
    for (const m of text.matchAll(/,?\s+that is\s+/gu)) {
      const np = nounPhraseBefore(text, m.index ?? 0);
      if (np && opensAppositive(text.slice((m.index ?? 0) + m[0].length))) out.push(np);
    }
    for (const m of text.matchAll(/\s(?:(?:is|are)\s+|means\s|refers to\s|measures\s|,?\s*which\s+(?:means|is|are|measures|describes|refers to)\s)/gu)) {
      // "is"/"are" defines only with what opens a definition ("is dividing a market ...", "is made from ..."), as findDefinition reads it
      const rest = text.slice((m.index ?? 0) + m[0].length);
      if (/^\s(?:is|are)\s+$/.test(m[0]) && (!OPENS_DEFINITION.test(rest) || EXAMPLE_OF.test(rest) || NAMES_ANOTHER.test(rest))) continue;
      // ("the key molecule is chlorophyll which ...": a term the lecture says again, named, not a definition)
      const named = /^([\p{L}-]+),?\s+(?:which|who)\b/u.exec(rest)?.[1];
      if (named && /^\s(?:is|are)\s+$/.test(m[0]) && clauses.filter((o) => new RegExp(`\\b${escape(named)}\\b`).test(o.lower)).length > 1) continue;
      const np = nounPhraseBefore(text, m.index ?? 0);
      if (np) out.push(np);
    }
  }
  // A term ends before a grammar word ("the equilibrium at that price" -> "equilibrium") and starts after a word of talk ("important confounding" -> "confounding").
  return out
    .map((t) => t.split(/\s+/).filter((_, i, all) => !all.slice(0, i + 1).some((w) => FUNCTION_WORDS.has(w))))
    .map((words) => words.slice(Math.max(0, words.findIndex((w) => !isTalkWord(w)))))
    .map((words) => words.join(" "))
    .filter(Boolean);
}
