// Corrects the tagger's most common mistakes on lower-case, unpunctuated speech. The rules
// only look at neighbouring words, so they are as deterministic as the tagger itself.
import { CLAUSE_END_ADVERBS, TIME_NOUNS } from "@/lib/ai/local/lexicon";
import { FIRST_NAMES } from "@/lib/ai/local/proper-nouns";
import type { Word } from "@/lib/ai/local/punctuation/tokens";

export const POSSESSIVES = new Set(["my", "your", "his", "her", "its", "our", "their"]);
const OBJECT_OPENERS = new Set(["your", "my", "his", "her", "their", "our", "the", "a", "an", "sure", "some", "this", "these", "those"]);

/** Words after which a verb-looking word opens an instruction ("first wash", "then put"). */
const OPENERS = new Set(["first", "then", "next", "now", "just", "please", "also", "finally", "always", "never", "simply", "carefully", "gently", "slowly", "quickly", "so", "and", "or", "but"]);

const MID_ADVERBS = new Set(["also", "still", "never", "always", "often", "just", "really", "only", "even", "usually", "sometimes", "then", "now", "soon", "already"]);
const NOUN_SUFFIX = /^.{3,}(?:ence|ance|ment|tion|sion|ness|ity|ship|ism)$/;
const TITLE_WORDS = new Set(["mr", "mrs", "ms", "miss", "dr", "prof", "professor", "judge", "justice", "sir", "lord", "lady", "mr.", "mrs.", "ms.", "dr."]);
const FUNCTION_LIKE = new Set(["and", "or", "but", "the", "a", "an", "of", "to", "in", "on", "at", "is", "was", "says", "said", "will", "has", "had"]);
const SINGULAR_DETERMINERS = new Set(["a", "an", "every", "each", "another"]);

/** Past forms of common irregular verbs (a finite verb after a noun phrase). */
export const IRREGULAR_PAST = new Set(`
  went came saw said got took made found gave told felt left began ran knew thought became brought bought wrote sat
  stood won lost fell broke blew grew drew threw spoke chose rose drove flew ate hit put cut let set kept held met paid
  sent spent built heard led meant read sold taught caught fought slept woke wore did had was were
`.trim().split(/\s+/));

/** Prepositions (a closed class): "the lady across the road" has no name after its title word. */
const PREPOSITIONS = new Set(`
  about above across after against along amid among amongst around at before behind below beneath beside besides
  between beyond by despite down during except for from in inside into near of off on onto opposite outside over
  past round through throughout to toward towards under underneath until up upon via with within without
`.trim().split(/\s+/));

export function fixTags(words: Word[]): void {
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const prev = words[i - 1];
    const next = words[i + 1];
    const tag = w.tags[0];
    const prevTag = prev?.tags[0] ?? "";
    // "about that | we will ...": after a preposition, "that"/"this" is a pronoun.
    if ((w.lower === "that" || w.lower === "this") && prevTag === "ADP") {
      w.tags[0] = "PRON";
      continue;
    }
    // "fresh flowers", "big plans": an -s word after an adjective is a plural noun.
    if (tag === "VERB" && /[^s]s$/.test(w.lower) && prev && (prevTag === "ADJ" || (prevTag === "ADV" && !/ly$/.test(prev.lower) && !MID_ADVERBS.has(prev.lower)))) {
      w.tags[0] = "NOUN";
      continue;
    }
    // "negligence", "agreement", "decision": noun suffixes, whatever the tagger said.
    if (tag === "VERB" && NOUN_SUFFIX.test(w.lower)) {
      w.tags[0] = "NOUN";
      continue;
    }
    // "Mrs Ford", "Dr Carter": the word after a title is a name.
    if (prev && TITLE_WORDS.has(prev.lower) && /^[\p{L}'-]+$/u.test(w.lower) && !FUNCTION_LIKE.has(w.lower) && !PREPOSITIONS.has(w.lower)) {
      w.tags[0] = "PROPN";
      if (next && /^[\p{L}'-]+$/u.test(next.lower) && next.tags[0] !== "AUX" && (FIRST_NAMES.has(w.lower)) && !FUNCTION_LIKE.has(next.lower)) next.tags[0] = "PROPN";
      continue;
    }
    // "from left to right", "from time to time": the word after "to" is a noun here.
    if (tag === "VERB" && prev?.lower === "to" && words.slice(Math.max(0, i - 4), i - 1).some((x) => x.lower === "from")) {
      w.tags[0] = "NOUN";
      continue;
    }
    // "the moon", "my plan": after a determiner or possessive the word is a noun or adjective.
    if (tag === "VERB" && prev && (prevTag === "DET" || POSSESSIVES.has(prev.lower)) && !/(?:ing|ed)$/.test(w.lower)) {
      w.tags[0] = "NOUN";
      continue;
    }
    // "first wash your hands", "palm rub your hands": a noun-tagged word that takes an object is a verb.
    if (tag === "NOUN" && next && OBJECT_OPENERS.has(next.lower) && !w.lower.endsWith("s") && !NOUN_SUFFIX.test(w.lower) &&
      !TIME_NOUNS.has(w.lower) && !CLAUSE_END_ADVERBS.has(w.lower) && !FIRST_NAMES.has(w.lower) &&
      (!prev || OPENERS.has(prev.lower) || prevTag === "INTJ")) {
      w.tags[0] = "VERB";
      continue;
    }
    // "a good rises the ...": after a singular determiner, an -s word that no noun follows is a verb.
    if (tag === "NOUN" && /[^s']s$/.test(w.lower) && (!next || ["DET", "PRON", "ADV", "ADP", "PART", "SCONJ"].includes(next.tags[0]))) {
      // (the determiner's own phrase only: adjectives, then nouns; "a lamp | soft cushions" is two phrases)
      let adjective = false;
      for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
        const t = words[k].tags[0];
        if (SINGULAR_DETERMINERS.has(words[k].lower)) {
          if (k < i - 1) w.tags[0] = "VERB";
          break;
        }
        if ((t !== "ADJ" && t !== "NOUN") || (t === "NOUN" && adjective)) break;
        adjective ||= t === "ADJ";
      }
      if (w.tags[0] === "VERB") continue;
    }
    // "this causes floods": a singular demonstrative cannot go with a plural noun.
    if (tag === "NOUN" && prev && (prev.lower === "this" || prev.lower === "that" || prev.lower === "it") &&
      /[^s]s$/.test(w.lower) && next && ["NOUN", "DET", "ADJ", "ADV", "PRON"].includes(next.tags[0])) {
      w.tags[0] = "VERB";
      prev.tags[0] = "PRON";
    }
  }
}
