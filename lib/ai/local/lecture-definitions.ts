// What the lecturer said a term means, as the defining clause only ("Demand is the amount of a
// good people will buy at each price, and ..." -> "The amount of a good people will buy at each
// price."), at most 20 words, or nothing when the lecture never defined it. Forms read:
// "X is/are a/the/when ...", "X means / refers to ...", "..., which means ...", "Y is called X",
// "Y, which we call X", "we call this X" (the clause before). Pure code.
import type { Clause } from "@/lib/ai/local/lecture-clauses";
import { FUNCTION_WORDS } from "@/lib/ai/local/lexicon";
import { isTalkWord } from "@/lib/ai/local/key-terms";
import { tagText, tagWords } from "@/lib/ai/local/nlp";
import { capitaliseFirst, withFullStop } from "@/lib/ai/local/text";

export type Definition = { text: string; clause: number; verb: string };

export const MAX_DEFINITION_WORDS = 20;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "calvin cycle" -> a pattern for "the Calvin cycle", "calvin cycles". */
function termPattern(term: string): string {
  // (a comma the punctuation model put inside the term does not split it: "basal, sliding")
  // (a term listed in the plural is defined in the singular: "quotas" by "a quota is ...")
  const words = term.split(/\s+/).map(escape);
  const last = words.length - 1;
  if (/[^su]s$/.test(words[last]) && words[last].length > 3) words[last] = words[last].slice(0, -1);
  return `(?:the |a |an )?${words.join(",?\\s+")}(?:s|es)?`;
}

/** Where the defining clause ends: before the next clause, a new subject, or a comma and a joiner. */
const CLAUSE_END = new RegExp(
  [
    "[.;:?!]",
    ",\\s+(?:and|so|whereas|while|then|because)\\b",
    // (", but" goes on with the definition only with more of the same predicate: "upset when the
    // mother leaves, but easily comforted when she comes back", "a limit on imports but not on
    // exports"; not "..., but we'll see that later", "but in some languages", "but interestingly if ...")
    ",?\\s+but\\s+(?!(?:not|also|still|only|never|[\\p{L}]+ly|[\\p{L}]+ed)\\s+(?![\\p{L}]+ly\\s|if\\b|when\\b|i\\b|we\\b|you\\b))",
    "\\s+(?:so(?!\\s+that\\b)|because|whereas|and then|and so|which means)\\s",
    // (not the subject of a clause a relative word opened: "a claim that we can test with data")
    // (nor of one a wh-word or a subordinator opened: "what you get when ...", "how it works", "until you stop")
    "(?<!\\b(?:that|which|who|whom|where|when|if|because|than|as|what|whatever|how|why|whenever|wherever|until|unless|once|whether|though|although|while|since|before|after))\\s+(?:and\\s+)?(?:it|they|we|you|he|she|this|there|that's|it's)\\s+(?:is|are|was|were|works|work|has|have|does|do|can|could|will|would|might|should|may|must|makes|make|goes|go|means|gets|get|happens)\\b",
    "\\s+and\\s+(?:the|a|an)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?\\s+(?:is|are|was|were|has|have|\\p{L}+s)\\s",
    // ("... where the water pools and settles and d is the layer below")
    "\\s+and\\s+[\\p{L}-]+\\s+(?:is|are)\\s+(?:the|a|an)\\s",
    "\\s+and\\s+(?:to|if|when|then|because|so)\\b",
    // (the lecturer's aside to the listener: "... trains the body to spot a germ note that it cures nothing ...")
    "\\s+(?:note|notice)\\s+that\\b|\\s+mind\\s+you\\b",
    // ("the right action", "at right angles": an adjective after an article or a preposition, not "right" starting a new thought)
    "(?<!\\b(?:the|a|an|that|this|is|are|was|were|all|very|quite|not))\\s+(?:now|okay|remember)\\s",
    "(?<!\\b(?:the|a|an|that|this|is|are|was|were|all|very|quite|not|at|on|in|of|by|with|from|for|into))\\s+right\\s",
  ].join("|"),
  "iu",
);

/** The defining words, cut where the clause ends and to at most 20 words (at a comma or a joiner); null if too short. */
function trimDefinition(text: string, cutAtJoint = false): string | null {
  let t = beforeRetraction(text.trim().replace(/^(?:and|so|but|then)\s+/i, ""));
  // (the first end that leaves no clause opened without its verb: "a witness whose version of
  // the night we can't check" does not end before "we")
  // (nor one before a wh-phrase has its verb: "how many bits | you can push per second")
  // (a second condition under the same "when": "when the skin stays put, and the layers underneath
  // slide", a short clause of a noun and its verb ending the sentence, is no new clause)
  const secondCondition = (m: RegExpMatchArray) => {
    if (!/^(?:when|whenever|where|if)\b/i.test(t) || !/^,\s+and$/i.test(m[0].trimEnd())) return false;
    const rest = t.slice((m.index ?? 0) + m[0].length).trim();
    const words = rest.split(/\s+/);
    if (words.length > 6 || /[,;:]/.test(rest.replace(/[.!?]$/, ""))) return false;
    // (the lower-case tagger may read the verb as a noun: "slide")
    const { tags } = plainTagged(words);
    return tags[0] === "DET" && tags[1] === "NOUN" && tags.every((x) => x !== "PRON" && x !== "SCONJ" && x !== "CCONJ");
  };
  const ends = [...t.matchAll(new RegExp(CLAUSE_END.source, "giu"))].filter((m) => (m.index ?? 0) > 0 && !questionWithoutVerb(t.slice(0, m.index)) && !secondCondition(m));
  const end = ends.find((m) => danglingOpener(t.slice(0, m.index).split(/\s+/)) < 0) ?? ends[0];
  // (a share of what a pronoun after it names is that clause's subject: "... and most of | it goes out")
  if (end) t = t.slice(0, end.index).replace(/(?:,?\s+(?:and|but|so|or))?\s+(?:most|some|all|much|part|none|half|any)\s+of$/i, "");
  let words = t.split(/\s+/).filter(Boolean);
  // a new clause run on with no mark: a bare noun phrase and "is"/"are" after a content word
  // ("... past each other under their own weight | basal sliding is fast in summer")
  const plain = (w: string) => w.toLowerCase().replace(/[^\p{L}'-]/gu, "");
  const runOn = words.findIndex((w, k) => k >= 4 && /^(?:is|are)$/i.test(words[k + 2] ?? "") && !/[,;]$/.test(words[k - 1]) && ![words[k - 1], w, words[k + 1]].some((x) => FUNCTION_WORDS.has(plain(x)) || !plain(x)));
  if (runOn > 0) words = words.slice(0, runOn);
  words = words.slice(0, clauseLength(words));
  words = words.slice(0, runOnAfter(words));
  // a clause opened and cut off before its verb ("when a cold front", "a witness whose version
  // of the night"): the definition ends before it, or there is none
  const dangling = danglingOpener(words);
  // (what is left before it must still say something: not "a storm forms")
  if (dangling >= 0 && dangling < 4) return null;
  if (dangling > 0) words = words.slice(0, dangling);
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
  // (talk said after it: "... rather than its price okay", "... lasts the longest now")
  while (words.length > 3 && /^(?:okay|ok|now|right|here|then|yeah|alright)[,.]?$/i.test(words[words.length - 1])) words.pop();
  if (words.length < 3) return null;
  const out = withFullStop(capitaliseFirst(words.join(" ").replace(/[,;:]+$/, "")));
  // ("The famous name.", "The one you'll need most.": words about the word, no definition)
  return TALK_ONLY.test(out) || EXAMPLE_OF.test(out) || ONE_OF_TALK.test(out) || COURSE_TALK.test(out) ? null : out;
}

/**
 * Words about the course, not the subject ("an absolute certainty in the exam", "the thing that
 * catches first years out every single year", "the last one for today", "the simplest way I can
 * say it"): what the lecturer says about the term for the listeners is no part of what it is.
 */
// ("module", "lecture", "test" are words of some subjects too: "a library is a collection of modules")
// ("the heart of this whole module", "the first of three lectures", "the part of the course where ...": the course's, not the subject's)
const COURSE_TALK = /\b(?:exams?|exam papers?|syllabus|today|first years|every (?:single )?year|for later|next week|(?:i|we) can say|i would say|i'd say|(?:this|our|this whole|the whole) (?:module|course|lecture|semester|unit)|(?:two|three|four|five) lectures|part of the course)\b/i;

/**
 * Where talk run on after a whole definition starts (its length when none does), read with the
 * tagger: a list of bare nouns after a comma, examples ("anything that was once alive, leaves roots
 * dung"); "and" with an adverb and a preposition, a new thought ("a failure to act and generally in
 * English law"); a noun said again as a vague one ("... of a phrase the bit where the music ...").
 */
function runOnAfter(words: readonly string[]): number {
  const { plain, tags } = plainTagged(words);
  for (let k = 4; k < words.length; k++) {
    // (after a comma: nouns and adjectives only, to the end, "and" between them)
    // (not the definition's own examples: "a good character trait like courage, honesty, or generosity")
    const ownList = plain.slice(Math.max(0, k - 4), k).some((w) => /^(?:like|including|especially)$/.test(w));
    if (/,$/.test(words[k - 1]) && !ownList && words.length - k >= 2 && tags.slice(k).every((t) => t === "NOUN" || t === "ADJ" || t === "CCONJ")) return k;
    // (or a list of noun phrases, each with its article, what the thing is made of: "the weight of
    // the building itself, the walls, the floors, the roof, everything")
    const rest = tags.slice(k);
    const items = words.slice(k).filter((w) => /,$/.test(w)).length + plain.slice(k).filter((w) => w === "and").length;
    // (not a list the phrase before the comma opens and "and" closes, the parts that complete it:
    // "between the land, the sea and the air", "the father, the son and the holy spirit")
    const closes = plain.slice(k).lastIndexOf("and") > 0 && !plain.slice(k).some((w) => /^(?:everything|etc)$/.test(w)) && plain.slice(Math.max(0, k - 3), k - 1).some((w) => /^(?:the|a|an)$/.test(w));
    if (/,$/.test(words[k - 1]) && !ownList && !closes && items >= 1 && rest.filter((t) => t === "NOUN").length >= 2 && rest.every((t, i) => /^(?:DET|NOUN|ADJ|CCONJ)$/.test(t) || /^(?:everything|etc)$/.test(plain[k + i]))) return k;
    // ("... when she comes back then insecure avoidant": "then" and a term with no verb, the lecture moving on)
    if (plain[k] === "then" && words.length - k <= 4 && !tags.slice(k + 1).some((t) => t === "VERB" || t === "AUX")) return k;
    if (plain[k] === "and" && /ly$/.test(plain[k + 1] ?? "") && tags[k + 1] === "ADV" && tags[k + 2] === "ADP") return k;
    // (a list of bare nouns straight after the clause's verb, examples run on with no comma:
    // "anything that rolls or slides wheels skis sledges down the hill")
    if (tags[k - 1] === "VERB" && tags.slice(k, k + 3).every((t) => t === "NOUN") && tags.slice(k, k + 3).length === 3) return k;
    // (a scene given as an example: "like" and someone doing something, "... like cats chasing mice")
    if (plain[k] === "like" && tags[k + 1] === "NOUN" && /ing$/.test(plain[k + 2] ?? "") && tags[k + 2] === "VERB") return k;
    // (or someone doing it, as a gerund: "the skin rubbing against a surface | like dragging someone up the bed")
    // (only after a whole noun phrase: after a verb or its "to", "tasks you need to do like cleaning",
    // "a longing that feels like going home", "without meaning to like obeying", the cut leaves a clause
    // without its complement, and cutting nothing is better)
    if (plain[k] === "like" && /ing$/.test(plain[k + 1] ?? "") && tags[k + 1] === "VERB" && /^(?:NOUN|PROPN)$/.test(tags[k - 1] ?? "") && !/^(?:to|feel|feels|felt|look|looks|looked|sound|sounds|seem|seems)$/.test(plain[k - 1] ?? "")) return k;
    // (a comment on the whole thing after a comma, "a low volume of blood in the circulation, | which is
    // more dangerous than plain dehydration": "which is" and a describing word says how it is, not what)
    // (not one that completes what it is: "a beam fixed at one end, which is free at the other": a bare
    // describing word with more said after it, other than a comparison, belongs to the definition)
    const comment = /^(?:more|less|much|far|very|really|quite|so|too|even|pretty)$/.test(plain[k + 2] ?? "") || (tags[k + 2] === "ADJ" && (k + 3 >= words.length || /^(?:than|because|since|for|and|but|so)$/.test(plain[k + 3] ?? "") || /er$/.test(plain[k + 2] ?? "") && plain[k + 3] === "than"));
    if (/,$/.test(words[k - 1]) && plain[k] === "which" && /^(?:is|are)$/.test(plain[k + 1] ?? "") && comment) return k;
    // (a rough figure added after the whole definition: "... the pupils can reach on foot usually about two miles")
    if (/^(?:usually|typically|normally|generally|often|sometimes|roughly|approximately)$/.test(plain[k]) && (/^(?:about|around|roughly|approximately|between|some)$/.test(plain[k + 1] ?? "") || tags[k + 1] === "NUM")) return k;
    // (a concession run on with its own clause after it, "... only one seller whatever the price the
    // buyers have nowhere else to go"; not "a rule kept whatever the outcome", which ends the clause)
    if (/^(?:whatever|whichever|however)$/.test(plain[k]) && /^(?:the|a|an|your|their|its)$/.test(plain[k + 1] ?? "") && /^(?:NOUN|PROPN)$/.test(tags[k - 1]) && hasFiniteVerb(words.slice(k + 2).join(" "))) return k;
    if (/^(?:NOUN|PROPN|ADV)$/.test(tags[k - 1]) && /^(?:the|a)$/.test(plain[k]) && /^(?:bit|part|thing|one|place|point)$/.test(plain[k + 1] ?? "") && /^(?:where|when|that|which)$/.test(plain[k + 2] ?? "")) return k;
  }
  return words.length;
}

/** Words that take back what was just said ("no sorry", "sorry no", "no wait", "oh sorry"). */
const RETRACTION = /[,.]?\s+(?:no,? (?:sorry|wait)|sorry,? no|oh,? sorry|wait,? no)\b[,.]?\s*(.*)$/i;

/**
 * The words before the lecturer takes them back ("... to the flow of traffic no sorry that's a
 * joke"): the definition ends before "no sorry"; a joke taken back is the phrase added after the
 * clause was whole, from the first preposition after a noun past its last verb ("a junction where
 * the traffic goes round in a circle | at right angles to ..."), and with none no words are left.
 */
function beforeRetraction(text: string): string {
  const taken = RETRACTION.exec(text);
  if (!taken) return text;
  const before = text.slice(0, taken.index);
  if (!/^(?:(?:that's|it's|that was|i'm) (?:(?:just|only) )?(?:a joke|joking|kidding)|(?:just )?(?:joking|kidding))\b/i.test(taken[1])) return before;
  const words = before.split(/\s+/).filter(Boolean);
  const { tags } = plainTagged(words);
  const verb = tags.lastIndexOf("VERB");
  const added = tags.findIndex((t, j) => j > verb + 1 && t === "ADP" && /^(?:NOUN|PROPN)$/.test(tags[j - 1]));
  return verb >= 0 && added > 0 ? words.slice(0, added).join(" ") : "";
}

/** The words in lower case without their marks, and the tagger's first tag for each (a word of marks only read as a comma). */
function plainTagged(words: readonly string[]): { plain: string[]; tags: string[] } {
  const plain = words.map((w) => w.toLowerCase().replace(/[^\p{L}'-]/gu, ""));
  return { plain, tags: tagWords(plain.map((w) => w || ",")).map((t) => t[0]) };
}

/** "how many bits", "how far": a wh-phrase still waiting for its verb, so "you can push" after it is its clause, not a new one. */
function questionWithoutVerb(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (!/^(?:how|what|which)$/i.test(words[0] ?? "") || /[,;]/.test(text)) return false;
  const { tags } = plainTagged(words);
  return !tags.slice(1).some((t) => t === "VERB" || t === "AUX");
}

/** Where the last clause opened in `words` starts when no verb follows it (-1 when every opened clause has its verb). */
function danglingOpener(words: readonly string[]): number {
  const { plain, tags } = plainTagged(words);
  for (let k = plain.length - 1; k >= 0; k--) {
    // ("Whatever the results. We call that deontology": a concession with no verb names nothing)
    if (!/^(?:when|whenever|where|which|whose|if|because|unless|until|whether|whatever|whichever|whoever)$/.test(plain[k])) continue;
    // ("which of those routes": the opener's own clause has no verb; the lower-case tagger may
    // read a verb after a noun as a noun, "when a price drops", so a noun after a noun counts)
    const verb = plain.slice(k + 1).some((w, i) => /^(?:VERB|AUX)$/.test(tags[k + 1 + i]) || PRONOUN_VERB.test(w) || (tags[k + 1 + i] === "NOUN" && /^(?:NOUN|PRON)$/.test(tags[k + i])));
    return verb ? -1 : k;
  }
  return -1;
}

/** Words that open a clause inside a definition: the finite verb after one is that clause's ("a market in which the price can move"). */
const OPENER = /^(?:that|which|who|whom|whose|where|when|whenever|what|whatever|wherever|whoever|how|why|if|because|while|until|unless|as|than|whether|before|after|since|once|though|although)$/;
/** A finite verb for sure: an auxiliary or a modal (a tagger's VERB may be a noun: "the tides turn", "falls"). */
const FINITE = /^(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|must|may|might|shall)$/;
/** A pronoun with its verb in one word: a new clause ("and that's the hard part", "it's easy"). */
const PRONOUN_VERB = /^(?:it's|that's|there's|we're|you're|they're|i'm|he's|she's|we'll|you'll|they'll|i'll|it'll|we've|you've|they've|i've|we'd|you'd|they'd|i'd)$/;

/**
 * How many of the words belong to the defining clause: up to a new clause run on with no mark, a
 * finite verb with its own subject that no opener brought in ("the outer layer of the cell wall
 * under that | each fibre in the wall is packed tight"), or a pronoun and its verb ("one gear turning
 * left while the other turns right | and that's the clever bit"). A clause opened by "that", "which",
 * "when" ... inside the definition keeps its verb. Read with the tagger, not lists of examples.
 */
function clauseLength(words: readonly string[]): number {
  const { plain, tags } = plainTagged(words);
  let open = OPENER.test(plain[0] ?? "") ? 1 : 0;
  for (let k = 1; k < plain.length; k++) {
    const w = plain[k];
    // ("under that each fibre ...": "that" after a preposition points, it opens nothing)
    // ("... and that is all": "that" after a joiner, with its verb, is a new clause's subject)
    // (not after a comma, which the punctuation model may have put before a relative "that")
    const joinedHere = k > 0 && /^(?:and|but|so|or)$/.test(plain[k - 1]);
    if (w === "that" && joinedHere && /^(?:AUX|VERB)$/.test(tags[k + 1] ?? "")) {
      let start = k;
      while (start > 0 && /^(?:and|but|so|or|then)$/.test(plain[start - 1])) start--;
      return start;
    }
    // ("rays that leave one source | that source is the focal source": "that" with a singular
    // noun and "is" is a new clause's subject; "a good that consumers are ..." is a relative)
    if (w === "that" && k > 1 && /^(?:NOUN|PROPN)$/.test(tags[k - 1] ?? "") && tags[k + 1] === "NOUN" && !/s$/.test(plain[k + 1] ?? "") && /^(?:is|was|has)$/.test(plain[k + 2] ?? "")) return k;
    // ("and that line is the horizon line": "that" before its noun points, it opens nothing)
    if (OPENER.test(w) && !(w === "that" && (tags[k - 1] === "ADP" || (tags[k] === "DET" && joinedHere)))) {
      open++;
      continue;
    }
    // a zero relative: a noun, then its clause's subject ("the price you pay", "the distance the shelf sags")
    // ("it" only after the definition's own head noun, "the time it takes"; later, "... keeps for the
    // winter | it tastes of nothing" starts a clause)
    if ((/^(?:i|you|we|they|he|she)$/.test(w) || (w === "it" && k <= 3)) && /^(?:NOUN|PROPN)$/.test(tags[k - 1] ?? "")) {
      open++;
      continue;
    }
    // (a pronoun and its verb inside an opened clause are that clause's: "if you've left it too long")
    const joined = /^(?:and|but|so|or)$/.test(plain[k - 1]) || /,$/.test(words[k - 1]);
    if (PRONOUN_VERB.test(w) && open > 0 && !joined) {
      open--;
      continue;
    }
    // ("you" may be an object: "enough to keep you warm"; "i", "we", "they", "he", "she" are subjects)
    // (and a noun with "is" in one word before an article: "... toward itself | oxygen's a bully")
    // (no owner's "'s" comes before an article; the tagger may call the word a verb)
    const nounIs = /^[\p{L}-]+'s$/u.test(w) && !/^(?:what|who|where|how|let)'s$/.test(w) && tags[k] !== "PRON" && /^(?:a|an|the|very|really|so|not)$/.test(plain[k + 1] ?? "");
    // ("it" with a verb in -s after it is a subject, not an object: "the parts your body can't
    // digest | it slows everything down")
    const itDoes = w === "it" && open === 0 && (FINITE.test(plain[k + 1] ?? "") || (tags[k + 1] === "VERB" && /[^s']s$/.test(plain[k + 1] ?? "")));
    if (PRONOUN_VERB.test(w) || nounIs || itDoes || (/^(?:i|we|they|he|she)$/.test(w) && open === 0)) {
      // (back over the joiner before it, and over a share of it: "... and most of it goes out")
      let start = itDoes && plain[k - 1] === "of" && /^(?:most|some|all|much|part|none|half|any)$/.test(plain[k - 2] ?? "") ? k - 2 : k;
      while (start > 0 && /^(?:and|but|so|or|then)$/.test(plain[start - 1])) start--;
      return start;
    }
    // (an opened clause ends with its own verb, finite or not: "as they get further away | using lines ...")
    // (not a participle, "when an object pointing towards the viewer is drawn ...", nor an infinitive)
    if (open > 0 && /^(?:VERB|AUX)$/.test(tags[k] ?? "") && !FINITE.test(w) && !/(?:ing|ed)$/.test(w) && plain[k - 1] !== "to") {
      open--;
      continue;
    }
    // (a verb in -s after a noun is finite too: "what carries the charge | copper carries it best ...")
    if (!FINITE.test(w) && !(tags[k] === "VERB" && /[^s']s$/.test(w) && /^(?:NOUN|PROPN)$/.test(tags[k - 1] ?? ""))) continue;
    if (open > 0) {
      open--;
      continue;
    }
    // the finite verb's own subject: back to the determiner that starts it ("each fibre in the wall")
    let start = k;
    let joiners = 0;
    for (let j = k - 1; j >= 0; j--) {
      // (a subject of two nouns, "tariffs and quotas will ...": one "and" between bare nouns)
      const pair = /^(?:and|or)$/.test(plain[j]) && joiners === 0 && /^(?:NOUN|PROPN)$/.test(tags[j - 1] ?? "") && /^(?:NOUN|PROPN)$/.test(tags[j + 1] ?? "");
      if (pair) joiners++;
      if (pair || /^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(tags[j]) || (j > 0 && /^(?:of|in|on|at)$/.test(plain[j]) && /^(?:NOUN|PROPN)$/.test(tags[j - 1]))) start = j;
      else break;
      if (tags[j] === "DET" && !/^(?:of|in|on|at)$/.test(plain[j - 1] ?? "")) break;
    }
    // (a subject that long is an object and a new subject run together, "heavier ones and release
    // energy in the core of | a star fusion turns ...": the subject is the noun phrase just before the verb)
    if (k - start > 6 && start > 0) {
      start = k;
      for (let j = k - 1; j > 0 && /^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(tags[j]); j--) {
        start = j;
        if (tags[j] === "DET") break;
      }
    }
    // (the definition's own clause, "the judge sits alone ...", or a clause with no
    // opener after a noun, "something the tenant pays", is no new clause)
    if (start === k || start === 0 || /^(?:NOUN|PRON)$/.test(tags[start - 1] ?? "")) continue;
    // (an object and a new subject run together, "what splits the rock | frost splits ...":
    // after a verb, "the" and two words of a noun phrase, the subject is the last noun)
    if (tags[start - 1] === "VERB" && tags[start] === "DET" && k - start >= 3 && tags[k - 1] === "NOUN" && tags.slice(start + 1, k).every((t) => t === "NOUN" || t === "ADJ")) return k - 1;
    return start;
  }
  return words.length;
}

/** "Petrol is a good example of ...": an example, not a definition. */
/** ("the thing that triggers the response" and "a way of cutting shots" still define.) */
const EXAMPLE_OF = /^(?:(?:a|an)\s+bit\s+of\s+(?:a|an)\b|(?:a|an|the|one)\s+(?:(?:really|very|quite|rather|particularly|especially|absolutely|genuinely|truly)\s+)?(?:good|great|classic|typical|perfect|famous|important|big|main|best|key|nice|simple|obvious|clear|interesting|fascinating|lovely|tricky|strange|odd|curious)?\s*(?:(?:example|case|instance|reason|problem|picture|illustration|demonstration|analogy)\b|(?:one|thing)\b(?!\s+(?:that|which|who|where|by which|in which)\b)|way\b(?!\s+(?:that|which|by which|in which|of)\b)))/iu;
/** "The other side of the balance is the glycaemic index, which measures ...": another term named, then defined. */
const NAMES_ANOTHER = /^(?:the|a|an)\s+(?:[\p{L}-]+\s+){1,3}which\s+(?:means|measures|is|are|refers|describes)\b/iu;

/** A word about the word, no definition ("Ceres is a funny name", "that's a good question", "a really important idea for the exam"). */
const TALK_ONLY = /^(?:a|an|the)\s+(?:[\p{L}-]+\s+){0,2}(?:name|word|term|idea|phrase|thing|example|one|bit|question|story|joke)(?:\s+(?:for|in|on)\s+(?:the|this|your)\s+(?:exam|test|course|module|topic|subject|lecture))?\s*[.,!?]?\s*(?:[,.]\s*.*)?$/iu;

/** "One of those ideas that once you see it ...": words about the term, no definition. */
const ONE_OF_TALK = /^one of (?:the|those|these|my|our|your|its)\s+(?:[\p{L}-]+\s+)?(?:ideas|things|words|terms|concepts|topics|bits|parts|examples|ones)\b/iu;

/** A finite verb, said with "not" in one word too ("can't", "isn't"). */
const FINITE_OR_NEGATED = /^(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|must|may|might|shall|isn't|aren't|wasn't|weren't|hasn't|haven't|doesn't|don't|didn't|can't|cannot|couldn't|won't|wouldn't|shouldn't|mustn't)$/;

/**
 * What follows "is" is a clause of its own, a noun and its verb ("the null is the dog can't tell",
 * "the answer is the price will fall"): something said about the term, not what it is. (A noun with
 * a clause of its own, "the amount people will pay", is still a definition.)
 */
function saysAClause(rest: string): boolean {
  const words = rest.toLowerCase().split(/\s+/).slice(0, 3).map((w) => w.replace(/[^\p{L}']/gu, ""));
  if (words.length < 3 || !/^(?:the|a|an|this|that|my|your|our|his|her|their)$/.test(words[0]) || !FINITE_OR_NEGATED.test(words[2])) return false;
  return /^(?:NOUN|PROPN)$/.test(tagWords(words)[1][0]);
}

/** Words that can open a definition after "is"/"are" (not "X is important", nor "the projector is going fuzzy"). */
const OPENS_DEFINITION =
  /^(?:(?:the|a|an|when|where|how|what|whatever|anything|any|one|two|three|four|something|someone|somebody|just|basically|simply|made|used)\b|(?!(?:going|coming|getting|being|doing|having|trying|looking|sitting|waiting|running|starting)\b)\p{L}+ing|[\p{L}-]+,?\s+(?:that|which|who|whose|where|used|with|made|\p{L}+ed)\b|\p{L}+\s+\p{L}+s\s+(?:of|on|in|at|for|with|that|which)\b|\p{L}+\s+\p{L}+s[.,;]?$|(?!(?:kind|sort|part|full|out|because|ahead|instead|one|all|most|some|none|any|each|both|many|much|few|lots|capable|aware|afraid|proud|sure|fond|typical|worth|made|short|free|true|scared|tired|sick|top|front|back|end|rest|half|member|example|case)\s)\p{L}+\s+of\s+(?:the\s+|a\s+|an\s+)?\p{L}{3,})/iu;

/** A verb in the past opening the words ("sent in three wrappers", "asked for more"): what happened once. */
const PAST_VERB = /^(?:\p{L}+ed|sent|went|took|gave|made|came|got|said|told|saw|had|did|was|were|put|ran|found|bought|brought|thought|wrote|left|kept|sold|paid|won|lost)\b/iu;

/** Words that open an example ("picture a patient who ...", "imagine", "for example"): what follows is an instance. */
const EXAMPLE_LEAD = /\b(?:picture|imagine|suppose|for example|for instance|say you|let's say|think of|think about)\b/i;

/** The lecturer telling what happened to them ("I once watched", "I asked him", "she told me"): a story, not the subject. */
const LECTURER_STORY = /\b(?:i (?:once |just |then |actually |really |still )?(?:\p{L}+ed|was|had|made|went|saw|met|took|got|heard|told|said|knew|thought)|(?:he|she) (?:said|told me|asked me))\b/iu;

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
export function findDefinition(term: string, said: readonly Clause[]): Definition | null {
  const clauses = joinedAcrossBreaks(said);
  // a long definition cut before a joiner only when the lecture gives no whole one
  const found = definitionIn(term, clauses) ?? definitionIn(term, clauses, true);
  const d = found && standsAlone(found.text) ? found : null;
  const next = d ? clauses[clauses.findIndex((c) => c.index === d.clause) + 1] : undefined;
  // (not a condition with its own main clause after it, a sentence of its own: "When a patient slides
  // down the bed, the skin sticks to the sheet")
  // (nor a clause the talk moved on to: "... the force you put in okay now when the pivot sits near the load ...")
  if (!d || !next || !CONTINUES.test(next.text) || next.movesOn || withMainClause(next.text)) return d;
  // (the next clause up to where it ends: "When the signal stops arriving ..., but then ...")
  const rest = trimDefinition(next.text) ?? next.text;
  const text = `${d.text.replace(/[.!?]$/, "")} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
  return text.split(/\s+/).length <= MAX_DEFINITION_WORDS ? { ...d, text: /[.!?]$/.test(text) ? text : `${text}.` } : d;
}

/** A subordinate clause, then a comma and a main clause with its subject and verb ("When a patient slides down the bed, the skin sticks ..."). */
function withMainClause(text: string): boolean {
  const main = /^[^,]*\b(?:if|when|whenever|because|since|unless|until)\b[^,]*,\s+(.+)$/i.exec(text)?.[1];
  if (!main) return false;
  if (opensStatement(main) || /^(?:i|you|we|they|he|she|it)\s+(?:is|are|was|were|has|have|had|can|could|will|would|should|must|may|might|\p{L}+s|\p{L}+ed)\b/iu.test(main)) return true;
  // (the lower-case tagger may read its verb in -s as a noun, "the skin sticks to the sheet": a noun
  // in -s after the subject's noun, with a preposition or an article after it)
  const { plain, tags } = plainTagged(main.split(/\s+/).slice(0, 6));
  return tags[0] === "DET" && tags[1] === "NOUN" && tags[2] === "NOUN" && /[^s']s$/.test(plain[2] ?? "") && /^(?:ADP|DET)$/.test(tags[3] ?? "");
}

/**
 * A definition that can be read without the lecture around it: not a relative clause that
 * belongs to a noun said before ("which is just one"), not a verb in progress ("moving, which is why ...").
 */
function standsAlone(text: string): boolean {
  const words = text.toLowerCase().replace(/[.,!?;:]/g, " ").split(/\s+/).filter(Boolean);
  if (/^(?:which|who|whom|whose)$/.test(words[0] ?? "")) return false;
  // ("the object is moving, which is why ...": a participle with nothing of its own after it;
  // not "choosing which of those segments ...")
  return !/^\p{L}+ing(?:\s*[,.;:!?]|\s+(?:and|so|but|because|then|now)\b|$)/iu.test(text.trim());
}

const joins = new WeakMap<readonly Clause[], Clause[]>();

/**
 * The clauses with a break in the wrong place mended: a clause whose last "when", "which",
 * "whose" ... has no verb after it was cut by a misplaced full stop, so the next clause is its
 * end ("A hostile witness is a witness whose answers. Work against the side that called them ...").
 * The joined clause keeps the first one's index.
 */
function joinedAcrossBreaks(clauses: readonly Clause[]): Clause[] {
  const known = joins.get(clauses);
  if (known) return known;
  const out: Clause[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i];
    const next = clauses[i + 1];
    const text = c.text.replace(/[.!?]$/, "");
    // ("... by latency. I mean the time it takes ...": a stop between "by X" and its "I mean")
    const meanCut = /\bby\s+(?:the\s+|a\s+|an\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+){0,2}$/iu.test(text) && /^(?:i|we)\s+mean\b/i.test(next?.text ?? "");
    if (!next || (danglingOpener(text.split(/\s+/)) < 0 && !cutBeforeItsClause(text, next.text) && !meanCut)) {
      out.push(c);
      continue;
    }
    const joined = `${text} ${next.text.charAt(0).toLowerCase()}${next.text.slice(1)}`;
    out.push({ text: joined, index: c.index, words: c.words + next.words, lower: joined.toLowerCase(), stems: [...c.stems, ...next.stems] });
    i++;
  }
  joins.set(clauses, out);
  return out;
}

/**
 * A full stop put between a noun and the clause that describes it with no "that" ("X is the
 * shelter. A small bird builds when ..."): the clause before ends in "is the" and a noun, and the
 * next opens with a noun phrase and a verb left without its object (a subordinator or nothing
 * after it), so the verb's object is the noun before the stop.
 */
function cutBeforeItsClause(text: string, next: string): boolean {
  if (!/\b(?:is|are|means)\s+(?:the|a|an)\s+(?:[\p{L}-]+\s+)?[\p{L}-]+$/iu.test(text)) return false;
  const words = next.toLowerCase().replace(/[.!?]$/, "").split(/\s+/).slice(0, 6);
  const { plain, tags } = plainTagged(words);
  if (tags[0] !== "DET") return false;
  let k = 1;
  while (/^(?:ADJ|NOUN)$/.test(tags[k] ?? "")) k++;
  if (k < 2 || tags[k - 1] !== "NOUN" || tags[k] !== "VERB") return false;
  return k + 1 >= plain.length || /^(?:when|whenever|if|because|while|until|before|after|once)$/.test(plain[k + 1]);
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
  // (the term said after "of" is part of a longer noun phrase, "the balance of trade means ...": the
  // definition is the whole phrase's; and "X and Y, which is ..." says what the pair is, not Y alone)
  const notPart = "(?<!\\bof\\s+(?:the\\s+|a\\s+|an\\s+)?)";
  // (nor is a noun after a preposition the subject of the "is" after it: "a sunburnt tourist on a hot beach is losing water")
  const direct = new RegExp(`(?<!\\bof\\s+(?:the\\s+|a\\s+|an\\s+)?)${lead}(?<!\\b(?:on|in|at|with|from|by|for|about|under|over|into|near|inside|behind)\\s+)${t}(?:\\s+of\\s+(?:a|an|the)\\s+[\\p{L}-]+)?\\s+(is|are|was|were|is defined as|are defined as)\\s+(.+)$`, "iu");
  // (after a word that cannot describe the term: "I should say young's modulus is", "for sure isomers are")
  const loose = new RegExp(`${notPart}\\b${t}\\s+(is|are|is defined as|are defined as)\\s+(.+)$`, "iu");
  const strong = new RegExp(`${notPart}\\b${t}\\s+(means|mean|refers to|refer to|describes|measures|measure|happens when|happen when|occurs when|occur when|says that|states that)\\s+(.+)$`, "iu");
  const which = new RegExp(`${notPart}(?<!(?<!\\b(?:hundred|thousand|million))\\s+(?:and|or)\\s+)\\b${t}(?:\\s+(?:of|in|on|at|for|from|with|by)(?:\\s+[\\p{L}-]+){1,2})?,?\\s+which\\s+(means|is|are|measures|describes|refers to)\\s+(?:usually\\s+|often\\s+)?(?:translated as\\s+|described as\\s+)?(.+)$`, "iu");
  const where = new RegExp(`\\b${t},?\\s+(where)\\s+(you|we|people|one)\\s+(.+)$`, "iu");
  // "osmosis, that is water moving through a membrane ...": an appositive; "what I mean by inflation is ...", "by X we mean ..."
  const thatIs = new RegExp(`(?:^|[,;]\\s+|\\b(?:and|so|now|then|um|uh|er|the|a|an|one|two|three|four|you|is|are)\\s+|(?<=\\b(?:${first})\\s))${term.split(/\s+/).map(escape).join(",?\\s+")}(?:s|es)?,?\\s+(that is|i\\.e\\.)\\s+(.+)$`, "iu");
  const thisIsWhen = new RegExp(`(?:^|[,;]\\s+|\\b(?:and|so|now|then|next|okay|ok)\\s+)${t},?\\s+(?:this|that)\\s+is\\s+(when|where)\\s+(.+)$`, "iu");
  // (and the term named first: "nomenclature, by that I mean ...")
  const meanBy = new RegExp(`\\b(?:what\\s+(?:i|we)\\s+mean\\s+by\\s+${t}\\s+is|by\\s+${t},?\\s+(?:i|we)\\s+mean|${t},?\\s+by\\s+(?:that|this|it),?\\s+(?:i|we)\\s+mean)\\s+(.+)$`, "iu");
  // "we call this the tipping point, a change that cannot be undone": the name, then what it is
  const weCallThen = new RegExp(`\\b(?:we|people)\\s+call\\s+(?:this|that|it|them)\\s+${t},?\\s+(.+)$`, "iu");
  // ("an interval that sounds stable is what we call a consonance", "... is what painters call chiaroscuro")
  const called = new RegExp(`^(.+?)\\s+(?:is|are|was|were)\\s+(?:called|known as|termed|${WHAT_WE_CALL})\\s+${t}\\b`, "iu");
  const weCall = new RegExp(`^(.+?),?\\s+(?:which|that|this)\\s+(?:we|people|scientists|economists)\\s+call\\s+${t}\\b|^(.+?)[,.]?\\s+(?:we|people)\\s+call\\s+(?:this|that|it|them)\\s+${t}\\b`, "iu");
  // ("You get a sharp knife edge ridge between them. We call that an arete": the clause before names it)
  const weCallStart = new RegExp(`^(?:and\\s+)?(?:we|people)\\s+call\\s+(?:this|that|it|them)\\s+${t}\\b`, "iu");
  // "the distance the shelf sags, that's the deflection": what was just said, then its name (the name ends the clause)
  // (and "..., that's what we call absolute magnitude")
  const thatsTerm = new RegExp(`^(.*?)[,.]?\\s*\\b(?:that's|that is)\\s+(?:${WHAT_WE_CALL}\\s+)?${t}(?=\\s+(?:and|so|but|which|because)\\b|[,.;:!?]|$)`, "iu");
  const endsWithTerm = new RegExp(`\\b${t}$`, "iu");
  // Only clauses that mention the term can define it: looked up by the start of its last word.
  const key = term.toLowerCase().split(/\s+/).pop()?.slice(0, 4) ?? "";
  let backward: Definition | null = null;
  let reportedOnly: Definition | null = null;
  let glossed: Definition | null = null;
  for (const c of byWordStart(clauses).get(key) ?? []) {
    const text = c.text.replace(/[.!?]$/, "");
    // (said first in the clause, the naming wins: "That's deflection, and deflection is really what cracks ...";
    // a clause opening with "That's X" names what the clause before said)
    const naming = /that's |that is /.test(c.lower) ? thatsTerm.exec(text) : null;
    // (named, not described: "that's a tongue twister" says what it is like; and the name follows the
    // words it names with nothing between, not "the part that sets it off, so for my bike that's the chain")
    // (nor an example's event named: "so picture a patient who slides down the bed ... their skeleton
    // moves, that is shear": an instance of the term, not what it is)
    if (naming && !/\b(?:that's|that is)\s+(?:a|an)\s/i.test(naming[0].slice(naming[1].length)) && !EXAMPLE_LEAD.test(`${clauses.slice(Math.max(0, clauses.indexOf(c) - 2), clauses.indexOf(c)).map((o) => o.text).join(" ")} ${naming[1]}`)) {
      const said = naming[1].trim() || saidBefore(clauses, c.index);
      // (words that say the term themselves name an instance of it, not what it is: "when your aunt
      // says eggs cost twice as much, that's eggs")
      const def = new RegExp(`\\b${t}\\b`, "iu").test(said) ? null : namedSubject(said);
      // (the last word that says something: "... at a standard distance from us" ends in "distance")
      const lastWord = (x: string) => x.toLowerCase().match(/[\p{L}']+/gu)?.filter((w) => !FUNCTION_WORDS.has(w)).pop();
      if (def && lastWord(def) === lastWord(said) && !isStatement(def)) return { text: def, clause: c.index, verb: "called" };
    }
    const d = (/ (?:is|are|was|were) /.test(c.lower) ? direct.exec(text) ?? afterNoModifier(loose.exec(text), text, term) : null) ?? (/ (?:means?|refers? to|describes|measures?|happens?|occurs?|says that|states that) /.test(c.lower) ? strong.exec(text) : null);
    // "The curve are ...": a full stop in the wrong place, not a definition of "curve".
    // ("the allophone allophones are ...": the plural said agrees)
    const agrees = (verb: string, said: string) => !/^(?:are|were)$/.test(verb) || /(?:s|ata|ia|ena|ae|i)$|^(?:people|children|men|women)$/i.test(term) || pluralSaid.test(said);
    // ("for my pineapple the substrate was the gelatin": the lecturer's story, in the past, says what it was there, not what it is)
    // (a full stop in the wrong place may leave "my ..." at the end of the clause before)
    const lead = `${(clauses[clauses.indexOf(c) - 1]?.text ?? "").split(/\s+/).slice(-6).join(" ")} ${text.slice(0, d?.index ?? 0)}`;
    // (or told as something the lecturer saw or did, in the two clauses before: "I once watched a
    // waiter ... he said he pictured each person as a dish. A woman in a red coat was a tomato soup")
    const told = clauses.slice(Math.max(0, clauses.indexOf(c) - 2), clauses.indexOf(c)).map((o) => o.text).join(" ");
    const story = d && /^(?:was|were)$/i.test(d[1]) && (/\bmy\b/i.test(lead) || LECTURER_STORY.test(`${told} ${text.slice(0, d.index)}`));
    // ("the bus was delayed, which ...": in the past, what a thing was is a state or an event, not
    // what it is; a past definition names a kind, "the guild was a group of ...")
    const pastState = d && /^(?:was|were)$/i.test(d[1]) && !/^(?:the|a|an|one|when|where|how|what|any|anything|something|someone)\b/i.test(d[2]);
    // ("at school you probably learned that reduction is taking oxygen away, and that's true, but
    // too narrow": what someone was once taught or thought, reported, is not the lecturer's own definition)
    // (read last: a definition said after it is the lecturer's own; "you've all heard a light year is ..." is said as true)
    const reported = d && /\b(?:learned|learnt|taught|thought|believed|used to (?:think|say|believe))\s+(?:that\s+)?(?:\S+\s+){0,12}$/i.test(text.slice(0, d.index));
    // ("think about a rusty bicycle ... the iron atoms are giving their electrons away": an example's
    // event in progress, not what the term is)
    const inProgress = d && /^(?:is|are)$/i.test(d[1]) && /^\p{L}+ing\b/iu.test(d[2]) && EXAMPLE_LEAD.test(`${clauses.slice(Math.max(0, clauses.indexOf(c) - 2), clauses.indexOf(c)).map((o) => o.text).join(" ")} ${text.slice(0, d.index)}`);
    if (d && !story && !pastState && !inProgress && agrees(d[1].toLowerCase(), d[0])) {
      const verb = d[1].toLowerCase();
      const rest = d[2].replace(/^(?:basically|just|simply|really)\s+/i, "");
      if (!/^(?:is|are|was|were)$/.test(verb) || (OPENS_DEFINITION.test(rest) && !EXAMPLE_OF.test(rest) && !NAMES_ANOTHER.test(rest) && !TALK_ONLY.test(rest) && !saysAClause(rest))) {
        const def = trimDefinition(/^measures?$/.test(verb) ? `${verb} ${rest}` : /when$/.test(verb) ? `when ${rest}` : rest, cutAtJoint);
        if (def && reported) reportedOnly ??= { text: def, clause: c.index, verb };
        else if (def) return { text: def, clause: c.index, verb };
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
    // ("horizontal gene transfer, this is when one bacterium passes genes ...": the term named, then what happens in it)
    const e = / (?:this|that) is (?:when|where) /.test(c.lower) ? thisIsWhen.exec(text) : null;
    if (e) {
      const def = trimDefinition(`${e[1]} ${e[2]}`, cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: "is when" };
    }
    const w = c.lower.includes("which") ? which.exec(text) : null;
    if (w && !insideLongerPhrase(text, w.index) && !TALK_ONLY.test(w[2]) && (!/^(?:is|are)$/i.test(w[1]) || OPENS_DEFINITION.test(w[2]) || /translated|described/i.test(w[0]))) {
      const def = trimDefinition(/^measures$/i.test(w[1]) ? `measures ${w[2]}` : w[2], cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: w[1].toLowerCase() };
    }
    // "memoisation, where you store each answer ...": what happens in it.
    const h = c.lower.includes(" where ") ? where.exec(text) : null;
    // ("a case about chocolate wrappers, where people sent in three wrappers ...": in the past, what
    // happened once in a story, not what happens in the term)
    if (h && !PAST_VERB.test(h[3])) {
      const def = trimDefinition(`${h[2]} ${h[3]}`, cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: h[1].toLowerCase() };
    }
    const then = c.lower.includes(" call ") ? weCallThen.exec(text) : null;
    // (not a new statement run on after the name: "we call that an arete | loch lomond has a few great examples")
    if (then && opensAppositive(then[1]) && !opensStatement(then[1]) && !nameRunsOn(term, then[1], clauses)) {
      const def = trimDefinition(then[1], cutAtJoint);
      if (def) return { text: def, clause: c.index, verb: "called" };
    }
    // (a gloss in the next clause, "... at the consumer unit. That's the fuse board to your nan.", gives
    // way to the term's own "X is ..." said later: "The consumer unit is the box that takes the supply ...")
    const said = namedThenSaid(c, clauses, endsWithTerm, cutAtJoint);
    if (said) glossed ??= said;
    const byCalled = /called|known as|termed| call /.test(c.lower) ? called.exec(text) : null;
    const named = byCalled ?? (c.lower.includes(" call ") ? weCall.exec(text) : null);
    // (what came before the name is read last: a clause that names and then says what it is wins)
    if (named && !backward && !nameRunsOn(term, text.slice((named.index ?? 0) + named[0].length), clauses)) {
      // ("... the old bend is left behind as a curved lake, which we call an oxbow lake": "which" names the noun just before it)
      const def = namedSubject(!byCalled && named[1] !== undefined ? nounBeforeRelative(named[1].trim()) : (named[1] ?? named[2] ?? "").trim());
      if (def) backward = { text: def, clause: c.index, verb: "called" };
    }
    const calledNow = !backward && !named ? weCallStart.exec(text) : null;
    if (calledNow && clauses.indexOf(c) > 0 && !nameRunsOn(term, text.slice(calledNow[0].length), clauses)) {
      const def = namedSubject(clauses[clauses.indexOf(c) - 1].text.replace(/[.!?]$/, ""));
      if (def) backward = { text: def, clause: c.index, verb: "called" };
    }
  }
  return glossed ?? backward ?? reportedOnly;
}

/**
 * The name goes on past the term: the word after it makes a longer name the lecture says elsewhere
 * too ("which we call the water cycle", with "the water cycle" said again, names no "water"; "we call
 * this erosion soil carried off by rain" names "erosion", then says what it is).
 */
function nameRunsOn(term: string, after: string, clauses: readonly Clause[]): boolean {
  const next = /^\s*([\p{L}'-]+)/u.exec(after)?.[1]?.toLowerCase();
  if (next && throughParticle(after)) return true;
  if (!next || FUNCTION_WORDS.has(next)) return false;
  const longer = new RegExp(`\\b${term.split(/\s+/).map(escape).join("\\s+")}(?:s|es)?\\s+${escape(next)}\\b`, "iu");
  return clauses.filter((c) => longer.test(c.lower)).length >= 2;
}

/** The name goes on through a particle and a bare noun ("we call that a slip | off slope"): the term said is only its first part. */
function throughParticle(after: string): boolean {
  const words = after.trim().split(/\s+/).slice(0, 2);
  if (words.length < 2 || !/^(?:off|of|on|in|up|out|over|under|down|back)$/i.test(words[0]) || FUNCTION_WORDS.has(words[1].toLowerCase()) || isTalkWord(words[1].toLowerCase())) return false;
  return plainTagged(words).tags[1] === "NOUN";
}

/**
 * A match of the term and its "is" kept only when the word before the term is no part of a longer
 * noun phrase, read with the tagger (a verb of saying: "I should say young's modulus is ..."), or when the clause named the term before ("now isomers, and this one's on the final,
 * isomers are ..."). "the rock cycle is" defines no "cycle".
 */
function afterNoModifier(m: RegExpExecArray | null, text: string, term: string): RegExpExecArray | null {
  if (!m) return null;
  const before = text.slice(0, m.index).trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (before.length === 0) return m;
  const said = term.toLowerCase().split(/\s+/);
  const named = before.join(" ").replace(/[^\p{L}' -]/gu, "").includes(said.join(" "));
  const words = [...before.slice(-2), ...said].map((w) => w.replace(/[^\p{L}'-]/gu, "") || ",");
  const tagged = tagWords(words).map((x) => x[0]);
  const tag = tagged[Math.min(2, before.length) - 1] ?? "";
  const ownSubject = before.length < 2 || /^(?:PRON|AUX|PART)$/.test(tagged[0] ?? "");
  const last = words[Math.min(2, before.length) - 1];
  if (last === "of" || /,$/.test(before[before.length - 1])) return null;
  // (a verb of saying with its own subject, not "that's why house prices are usually ...", a statement
  // about the term, nor a noun the tagger calls a verb, "demand pull inflation")
  // (or an adverb of talk, which modifies no noun: "at the front, exactly, shear is when ...")
  const talkAdverb = tag === "ADV" && !/^(?:very|so|too|quite|more|most|less|least|really|only|also|even|not)$/.test(last) && /ly$|^(?:now|then|here|anyway)$/.test(last);
  // (or the other side of what was just said, named: "the opposite deflation is when prices fall")
  const opposite = /^(?:opposite|reverse|converse)$/.test(last) && /^(?:the|its)$/.test(words[0] ?? "");
  return named || (tag === "VERB" && ownSubject) || tag === "INTJ" || talkAdverb || opposite ? m : null;
}

/**
 * The term said as the end of a longer noun phrase ("the anaerobic glycolytic system, which is
 * ..." is no definition of "system"): the word before it describes it (an adjective or a noun,
 * not a word of talk).
 */
function insideLongerPhrase(text: string, at: number): boolean {
  const before = text.slice(0, at).trim().split(/\s+/).pop() ?? "";
  const word = before.toLowerCase();
  if (!/^[\p{L}-]+$/u.test(before) || FUNCTION_WORDS.has(word) || isTalkWord(word)) return false;
  return /^(?:ADJ|NOUN|PROPN)$/.test(tagWords([word, "system"])[0][0]);
}

/**
 * What a clause opening "That's ..." says the term just named is: what happens ("when you reject
 * ..."), or a thing named by a noun ("stage two of the cycle, when ..."); not talk about the term
 * ("the bit examiners love", "gonna be on the test").
 */
function saidAfterThats(clause: string): string | null {
  const rest = /^(?:that's|that is)\s+(.+?)[.!?]?$/i.exec(clause)?.[1];
  if (!rest || EXAMPLE_OF.test(rest) || TALK_ONLY.test(rest)) return null;
  // (after an article: "the error you get from reading a scale at an angle", not "the bit examiners love")
  const words = rest.toLowerCase().split(/\s+/);
  const head = tagText(words.slice(/^(?:the|a|an)$/.test(words[0]) ? 1 : 0, 4).join(" "))[0];
  const thing = head?.pos === "NOUN" && !isTalkWord(head.value) && !/^(?:bit|one|thing|part|idea|point|name|word|term|question|topic|example|story|joke)$/.test(head.value);
  return /^(?:when|where|how)\s/i.test(rest) || thing ? rest : null;
}

/**
 * A term named at the end of its clause and said in the next ("... and then type one error. That's
 * when you reject ...", "then parallax. That's the error you get from reading a scale at an angle").
 */
function namedThenSaid(c: Clause, clauses: readonly Clause[], endsWithTerm: RegExp, cutAtJoint: boolean): Definition | null {
  const next = clauses[clauses.indexOf(c) + 1];
  if (!next || !endsWithTerm.test(c.text.replace(/[.!?]$/, ""))) return null;
  const rest = saidAfterThats(next.text);
  if (!rest) return null;
  const def = trimDefinition(rest, cutAtJoint);
  // ("... was a tomato soup. That's a memory trick, but ...": "a" and a noun with nothing of its own
  // after it says what kind of thing was just said, as "that's a tongue twister" does; no definition)
  if (def && /^(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\.$/iu.test(def)) return null;
  return def ? { text: def, clause: c.index, verb: /^when\b/i.test(rest) ? "is when" : "is" } : null;
}

/** The clause before clause `at`, joined to the one before it when a stop cut it from its subject ("The heat that builds up in the wall and then. Leaks out ..."). */
function saidBefore(clauses: readonly Clause[], at: number): string {
  const prev = clauses[at - 1];
  if (!prev) return "";
  const text = prev.text.replace(/[.!?]$/, "");
  const first = tagText(text.toLowerCase().split(/\s+/).slice(0, 3).join(" "))[0];
  const before = clauses[at - 2];
  if (before && first && /^(?:VERB|AUX)$/.test(first.pos)) return `${before.text.replace(/[.!?]$/, "")} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return text;
}

/**
 * A whole statement, its subject and then its verb ("the beam bends under the load"): what it
 * names is an event, not the thing the words describe ("the distance the beam bends", a noun and
 * its clause, or "when the beam bends ..." still name).
 */
function isStatement(text: string): boolean {
  const tags = tagText(text.toLowerCase().replace(/[.!?]$/, "")).map((t) => t.pos);
  let k = 0;
  while (/^(?:DET|ADJ|NUM)$/.test(tags[k] ?? "")) k++;
  if (!/^(?:NOUN|PROPN)$/.test(tags[k] ?? "")) return false;
  while (/^(?:NOUN|PROPN)$/.test(tags[k] ?? "")) k++;
  return /^(?:VERB|AUX)$/.test(tags[k] ?? "");
}

/**
 * The words open a statement of their own: a noun phrase and a finite verb in the present, an
 * auxiliary or a verb in -s ("loch lomond has a few great examples"), not a noun described by a
 * participle ("soil carried off by rain").
 */
function opensStatement(text: string): boolean {
  const { plain, tags } = plainTagged(text.trim().split(/\s+/).slice(0, 6));
  let k = 0;
  while (/^(?:DET|ADJ|NUM)$/.test(tags[k] ?? "")) k++;
  if (!/^(?:NOUN|PROPN)$/.test(tags[k] ?? "")) return false;
  while (/^(?:NOUN|PROPN)$/.test(tags[k] ?? "")) k++;
  return FINITE.test(plain[k] ?? "") || (tags[k] === "VERB" && /[^s']s$/.test(plain[k] ?? ""));
}

/** Some finite verb in the words: an auxiliary or a modal, or a verb in -s or -ed after a noun or a pronoun ("the curve slopes"). */
function hasFiniteVerb(text: string): boolean {
  const { plain, tags } = plainTagged(text.trim().split(/\s+/).filter(Boolean));
  return plain.some((w, k) => FINITE.test(w) || PRONOUN_VERB.test(w) || (tags[k] === "VERB" && /(?:[^s']s|ed)$/.test(w) && /^(?:NOUN|PROPN|PRON)$/.test(tags[k - 1] ?? "")) || (tags[k] === "VERB" && /^(?:i|you|we|they|he|she|it)$/.test(plain[k - 1] ?? "")));
}

/** A statement's last noun phrase ("the old bend is left behind as a curved lake" -> "a curved lake"); other words as they are. */
function nounBeforeRelative(said: string): string {
  const last = (said.split(/,\s+/).pop() ?? said).replace(/^(?:and|so|but|then)\s+/i, "");
  if (!isStatement(last)) return said;
  return /\b(?:the|a|an)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+$/iu.exec(last)?.[0] ?? said;
}

/** What was said before a name ("Y is called X", "Y, that's X"): its last clause, or null when that is only a pronoun or a pro-form ("the one in Paris"). */
function namedSubject(said: string): string | null {
  // The thing named is the last clause before "is called": "... the point where the curves cross".
  // (and it starts after a name given before it in the same run-on stretch: "a chord that sounds
  // unstable ... is what we call a dissonance and a chord that sounds settled ...")
  const afterNaming = said.split(/\b(?:is|are|was|were)\s+(?:called|known\s+as|termed|what\s+[\p{L}]+\s+call)\s+(?:[\p{L}'-]+\s+){1,4}?and\s+(?=(?:the|a|an)\s)/iu).pop() ?? said;
  let subject = afterNaming.split(/,\s+|\s+(?:so|then|now)\s+(?=(?:the|a|an|when|if)\b)/i).pop() ?? afterNaming;
  // A run-on ("the supply curve slopes upwards the point where the curves cross"): the noun and its "where ..." clause.
  // (only after a clause with its verb: "the strong finished edge down each side of the fabric that stops it fraying" is one noun phrase)
  const runOn = /\b(?:the|a|an)\s+[\p{L}-]+\s+(?:where|which|that|when|who|whose)\b.*$/iu.exec(subject);
  if (runOn && hasFiniteVerb(subject.slice(0, runOn.index))) subject = runOn[0];
  // a thing taken up again by "that" ("... notes that want to move somewhere that feeling of a note
  // pulling you towards home is what we call tension"): the thing is from there on; "that boundary",
  // "that whole loop" alone only point back at something said before, and say nothing of it
  const { plain, tags } = plainTagged(subject.split(/\s+/));
  // (the tagger may call that "that" anything: it takes a thing up when a noun phrase with no verb of its own follows to the end)
  const thing = (k: number) => /^(?:NOUN|ADJ)$/.test(tags[k] ?? "") || (tags[k] === "VERB" && /ing$/.test(plain[k]));
  // (a "that" straight after a noun and before a verb opens its relative clause and points at nothing:
  // "the water that moves slowly through the rock", "a cell that fights infection", "the process that
  // plants use"; "all the time that whole loop" and "the whole thing that turning effect" still point back)
  const relative = (k: number) => plain[k] === "that" && /^(?:NOUN|PROPN)$/.test(tags[k - 1] ?? "") && !/ing$/.test(plain[k + 1] ?? "") && hasFiniteVerb(`it ${subject.split(/\s+/).slice(k + 1).join(" ")}`);
  const resumed = plain.findLastIndex((w, k) => k > 0 && /^(?:that|this|these|those)$/.test(w) && !relative(k) && thing(k + 1) && !hasFiniteVerb(subject.split(/\s+/).slice(k + 1).join(" ")));
  if (resumed > 0) {
    const rest = subject.split(/\s+/).slice(resumed + 1);
    if (rest.length <= 3) return null;
    subject = `the ${rest.join(" ")}`;
  }
  subject = subject.replace(/^(?:and|so|but|then|now|um|uh|er)\s+/i, "");
  // (talk before the thing named, only words of talk up to its article: "one more the brightness a star would have ...")
  const opening = /^((?:[\p{L}']+,?\s+){1,4}?)(?=(?:the|a|an)\s)/iu.exec(subject)?.[1];
  // (no article, noun or relative word among them: "the point where | the curves cross" names the point)
  const talk = opening ? plainTagged(opening.trim().split(/\s+/)) : undefined;
  if (opening && talk && talk.plain.every((w, k) => isTalkWord(w) && !/^(?:DET|NOUN|PROPN|PRON)$/.test(talk.tags[k]) && !OPENER.test(w))) subject = subject.slice(opening.length);
  // ("so remember the pores are called stomata": the pores are named, "remember" is the lecturer's talk)
  subject = subject.replace(/^(?:(?:and|so|now)\s+)?(?:remember|note|notice|recall)\s+(?:that\s+)?(?=(?:the|a|an)\b)/i, "");
  // (a pronoun, a pro-form, or an event of a story: "he starts whistling again, and that is relapse")
  if (/^(?:it|this|that|they|these|those)$/i.test(subject) || /^(?:the|a|an|this|that)\s+(?:[\p{L}-]+\s+)?(?:one|ones)\b/iu.test(subject)) return null;
  // (what "you get" or "you see" is the thing: "you get a sharp knife edge ridge between them")
  // (also after the event that makes it: "two peaks stand side by side and you get a low pass between them")
  subject = subject.replace(/^(?:.*?\s(?:and|so|then)\s+)?(?:you|we)\s+(?:get|have|see|find|end up with|are left with)\s+(?=(?:the|a|an)\s)/i, "");
  if (/^(?:i|you|he|she|we|they|it)\s/i.test(subject) || PRONOUN_VERB.test(subject.split(/\s+/)[0].toLowerCase())) return null;
  // (a condition about something said before it, "when you press it, we call that ...": the thing is
  // in the clause before, and "when you press" alone says nothing)
  if (/^(?:when|whenever|if|once|as|because)\s.*\b(?:it|them|this|that|one)$/i.test(subject.replace(/[.,!?]+$/, ""))) return null;
  return trimDefinition(subject);
}

/** When something comes back, said after its name ("congestion control next time, which ..."): no part of the name. */
export const TIME_TAIL = /\s+(?:next|last|this|same)\s+(?:time|week|term|year|lecture|session)(?=,?$)/i;

/** "what we call", "what painters call": a name given by the lecture or by the people of the subject. */
const WHAT_WE_CALL = "what\\s+(?:we|you|people|[\\p{L}]+s)\\s+call";
/** "... is called X", "... are what we call X": the name given, up to three words (read in every clause). */
const NAMED_AS = new RegExp(`\\b(?:is|are)\\s+(?:called|known as|termed|${WHAT_WE_CALL})\\s+(?:the\\s+|a\\s+|an\\s+)?([\\p{L}'-]+(?:\\s+[\\p{L}'-]+){0,2})`, "gu");

/** Terms the lecturer defined outright ("X is the ...", "X means ...", "... is called X"), for ranking. */
export function definedTermCandidates(said: readonly Clause[]): string[] {
  const clauses = joinedAcrossBreaks(said);
  const out: string[] = [];
  const nounPhraseBefore = (text: string, at: number) => {
    // (the comma before ", which" is no end of the phrase: "the anaerobic glycolytic system, which is";
    // a noun's, not an adverb's: "an account for later, which is ...")
    const said = text.slice(0, at).trim().replace(TIME_TAIL, "");
    const words = said.replace(/,$/, "").split(/\s+/);
    if (/,$/.test(said) && !/^(?:NOUN|PROPN)$/.test(tagText(words.slice(-4).join(" ")).pop()?.pos ?? "")) return "";
    // (a term named and said again at once, "next trace evidence trace evidence refers to": the term once)
    const lower = words.map((w) => w.toLowerCase().replace(/[^\p{L}'-]/gu, ""));
    if (words.length >= 4 && lower.slice(-2).join(" ") === lower.slice(-4, -2).join(" ")) return lower.slice(-2).join(" ").replace(/[^\p{L}' -]/gu, "");
    const np: string[] = [];
    // (an adverb ends the phrase: "consideration now consideration is", "at the front exactly shear is":
    // a word of talk run together with the term, no part of it)
    const last = words.slice(-4);
    const adverb = tagWords(last.map((w) => w.toLowerCase().replace(/[^\p{L}'-]/gu, "") || ",")).map((t, i) => (t[0] === "ADV" ? words.length - last.length + i : -1)).filter((i) => i >= 0);
    for (let k = words.length - 1; k >= 0 && np.length < 3; k--) {
      const w = words[k].replace(/[^\p{L}'-]/gu, "");
      if (!w || FUNCTION_WORDS.has(w) || /[,;]$/.test(words[k]) || (adverb.includes(k) && np.length > 0)) break;
      np.unshift(w.replace(/'s$/, ""));
    }
    return np.join(" ");
  };
  clauses.forEach((c, k) => {
    // ("... and then type one error. That's when you reject ...": the term ends its clause)
    if (clauses[k + 1] && saidAfterThats(clauses[k + 1].text)) {
      const text = c.text.replace(/[.!?]$/, "");
      const np = nounPhraseBefore(text, text.length);
      // (nouns and adjectives only: not "... on your shoes already good. That's the spirit")
      const tags = tagText(text.toLowerCase()).slice(-np.split(/\s+/).length).map((x) => x.pos);
      if (np && tags.every((x) => /^(?:NOUN|ADJ|PROPN)$/.test(x))) out.push(np.toLowerCase());
    }
    // ("First incidence is ...", "Each polyp is ...": an ordinal or a determiner opening the clause is no part of the term)
    const text = c.text.replace(/[.!?]$/, "").toLowerCase().replace(/^(?:(?:first|second|third|fourth|next|then|finally|lastly|also|each|every)\s+)+(?=\S+\s+(?:is|are|means)\b)/, "");
    for (const m of text.matchAll(NAMED_AS)) out.push(m[1]);
    // ("we call that an arete loch lomond has a few ...": the name ends where a statement of its own starts)
    for (const m of text.matchAll(/\bwe\s+call\s+(?:this|that|it|them\s+)?\s*(?:(?:the|a|an)\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+){0,2})/gu)) {
      const words = m[1].split(/\s+/);
      const cut = words.findIndex((_, k) => k > 0 && opensStatement(text.slice((m.index ?? 0) + m[0].length - m[1].length).split(/\s+/).slice(k).join(" ")));
      const name = cut > 0 ? words.slice(0, cut) : words;
      // (a name with a particle inside, "a slip off slope", would lose all after the particle: none rather than "slip")
      if (name.some((w, k) => k > 0 && throughParticle(name.slice(k).join(" ")))) continue;
      out.push(name.join(" "));
    }
    for (const m of text.matchAll(/\b(?:what\s+(?:i|we)\s+mean\s+by|by)\s+(?:the\s+|a\s+|an\s+)?([\p{L}'-]+(?:,?\s+[\p{L}'-]+){0,2}?)(?:\s+is\b|,?\s+(?:i|we)\s+mean\b)/gu)) out.push(m[1].replace(/,/g, ""));
    // ("horizontal gene transfer, this is when ...", "nomenclature, by that I mean ...": the term named before)
    for (const m of text.matchAll(/,?\s+(?:(?:this|that)\s+is\s+(?:when|where)|by\s+(?:that|this|it),?\s+(?:i|we)\s+mean)\s/gu)) {
      const np = nounPhraseBefore(text, m.index ?? 0);
      if (np) out.push(np);
    }
    for (const m of text.matchAll(/,?\s+that is\s+/gu)) {
      const np = nounPhraseBefore(text, m.index ?? 0);
      if (np && opensAppositive(text.slice((m.index ?? 0) + m[0].length))) out.push(np);
    }
    for (const m of text.matchAll(/\s(?:(?:is|are)\s+|means\s|refers to\s|measures\s|,?\s*which\s+(?:means|is|are|measures|describes|refers to)\s)/gu)) {
      // "is"/"are" defines only with what opens a definition ("is dividing a market ...", "is made from ..."), as findDefinition reads it
      const rest = text.slice((m.index ?? 0) + m[0].length);
      if (/^\s(?:is|are)\s+$/.test(m[0]) && (!OPENS_DEFINITION.test(rest) || EXAMPLE_OF.test(rest) || NAMES_ANOTHER.test(rest) || saysAClause(rest))) continue;
      // ("the key molecule is chlorophyll which ...": a term the lecture says again, named, not a definition)
      const named = /^([\p{L}-]+),?\s+(?:which|who)\b/u.exec(rest)?.[1];
      if (named && /^\s(?:is|are)\s+$/.test(m[0]) && clauses.filter((o) => new RegExp(`\\b${escape(named)}\\b`).test(o.lower)).length > 1) continue;
      const np = nounPhraseBefore(text, m.index ?? 0);
      if (np) out.push(np);
    }
  });
  // A term ends before a grammar word ("the equilibrium at that price" -> "equilibrium") and starts after a word of talk ("important confounding" -> "confounding").
  return out
    .map((t) => t.split(/\s+/).filter((_, i, all) => !all.slice(0, i + 1).some((w) => FUNCTION_WORDS.has(w))))
    // ("the word cantilever is ...": the word about the word is no part of the term)
    // (when every word is talk or about words, "remember story points", the term starts at its first
    // word that is not talk, "story points"; and with none, there is no term)
    .map((words) => {
      const from = words.findIndex((w) => !isTalkWord(w) && !/^(?:words?|terms?|names?|phrases?|story|stories)$/.test(w));
      const first = from >= 0 ? from : words.findIndex((w) => !isTalkWord(w));
      return first >= 0 ? words.slice(first) : [];
    })
    // (nor a word of talk the tagger reads as no part of a noun phrase, before it or after it:
    // "honestly", "every year", "define reciprocity", "ethics today", "the opposite")
    .map((words) => {
      const tags = tagWords(words).map((t) => t[0]);
      let [from, to] = [0, words.length];
      while (from < to - 1 && (/^(?:ADV|DET|INTJ)$/.test(tags[from]) || /^(?:opposite|every|each|define|defined|honestly)$/.test(words[from]))) from++;
      while (to > from + 1 && /^(?:today|tonight|now|again|here|there|anyway|honestly|yesterday|tomorrow)$/.test(words[to - 1])) to--;
      const kept = words.slice(from, to);
      return kept.length === 1 && /^(?:ADV|DET|INTJ)$/.test(tags[from]) ? [] : kept;
    })
    // ("glucose itself is a hundred": the pronoun stresses the noun, it is no part of its name)
    .map((words) => words.filter((w) => !/^(?:itself|themselves|himself|herself)$/.test(w)))
    // ("the first one you'll meet is the alcohol group": a pronoun and its verb name nothing)
    .filter((words) => !words.some((w) => PRONOUN_VERB.test(w)))
    // ("glaciers and what they leave behind, which is ...": a verb and its particle name no thing)
    .filter((words) => words.length === 0 || tagWords(words)[words.length - 1][0] !== "ADP")
    .map((words) => words.join(" "))
    .filter(Boolean);
}
