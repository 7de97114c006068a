// Whether a key discussion point says what was discussed. A point names a thing of the meeting (a
// noun of its own: "the printer is broken again", "we agreed the budget") or, for a decision, what
// was decided to be done ("we agreed to meet again on Thursday"). A turn of thanks, an apology, a
// yes, a promise with no object or a report about "it" names none ("I'll do that, sorry.", "Both
// are working again.", "We agreed that right."): a reader of the minutes could not tell what it is
// about, so it is no point. Decided with the tagger's tags, not by a list of such turns. Pure code.
import { isWeekday } from "@/lib/ai/local/meeting-dates";
import { WHEN_NOUN } from "@/lib/ai/local/meeting-actions";
import { tagWords } from "@/lib/ai/local/nlp";
import { MONTH_NAMES } from "@/lib/ai/local/spoken-numbers";
import { isContentWord, wordTokens } from "@/lib/ai/local/text";

/** Nouns of courtesy or of nothing in particular ("thanks", "cheers", "sorry", "stuff"): they name no thing discussed. */
const COURTESY = /^(?:thanks|cheers|sorry|apologies|stuff|thing|things|lot|bit)$/;
/** A trouble said to be absent ("no problem", "no worries"): courtesy too. */
const NONE = /\bno (?:problems?|worries|bother|rush|hurry)\b/gi;
/** Words that acknowledge what was said ("right", "fine", "great"): no thing decided. */
const ACKNOWLEDGED = /^(?:okay|ok|right|fine|good|great|lovely|brilliant|perfect|cool|sure|yes|yeah)$/;

/** Who can do something the meeting notes ("we", "nobody", a person by name, a day that "would be better"); "I", "it", "they", "both" point back at nothing named. */
const GROUP = /^(?:we|nobody|everyone|everybody|somebody|someone|none)$/;
/** A verb that names no event of its own ("do that", "agreed that") or an adjective of courtesy or assent ("sorry", "fine"). */
const NO_EVENT = /^(?:do|does|did|done|doing|take|get|got|handle|sort|sorted|cover|look|find|manage|deal|own|agree|agrees|agreed|decide|decided|try|tries|tried|mind|minds|minded|hope|guess|suppose|reckon|worry|set|laugh|laughed|thank|thanks|say|said|mean|think|know|see|sorry|glad|happy|ready|okay|ok|right|fine|good|great|lovely|brilliant|perfect|cool|sure)$/;

/**
 * Someone named, a group or a day does something (a finite verb or a predicate adjective after its subject, through any
 * auxiliaries: "Bea's leaving in June", "we're short-staffed", "nobody turned up on Tuesday", "Thursday would be better").
 */
function saysAnEvent(tokens: string[], tags: string[], names: Set<string>): boolean {
  return tokens.some((token, k) => {
    const w = token.replace(/'(?:s|re|ll|ve|d)$/, "");
    const day = isWeekday(w);
    if (!GROUP.test(w) && !names.has(w) && !day) return false;
    let j = k + 1;
    while (j < tokens.length && /^(?:AUX|ADV|PART)$/.test(tags[j])) j++;
    // (an auxiliary, said or joined to the subject, ties a day or an adjective to it: "Thursday would be better", "we're
    // short-staffed"; without one, "Monday, Rose" and "Fionnuala grand" are a list and a name said to someone)
    const tied = token !== w || tags.slice(k + 1, j).includes("AUX");
    const verb = tokens[j] ?? "";
    if (!verb || NO_EVENT.test(verb) || COURTESY.test(verb)) return false;
    if (tags[j] === "ADJ" || day) return tied && /^(?:VERB|ADJ)$/.test(tags[j]);
    // (a name with no auxiliary before its verb: the verb says so by its ending, "Raj retires", "nobody turned up"; "Luis, wait" is said to him)
    return tags[j] === "VERB" && (tied || GROUP.test(w) || /(?:s|ed)$/.test(verb));
  });
}

/** The point names something discussed (its "Decision: " or other label set aside). */
export function namesSomething(point: string, participants: readonly string[]): boolean {
  const names = new Set(participants.flatMap((p) => wordTokens(p.normalize("NFD").replace(/\p{M}+/gu, ""))).concat(participants.flatMap((p) => wordTokens(p))));
  const text = point.replace(/^(?:Decision|Issue|Update):\s*/, "").replace(NONE, " ");
  const tokens = wordTokens(text);
  const words = tokens.map((w) => w.replace(/'s$/, ""));
  if (words.length === 0) return false;
  // (after "let's" the word is a verb, whatever the tagger makes of it: "let's talk about that next time")
  const tags = tagWords(words).map((tg, k) => (tokens[k - 1] === "let's" ? "VERB" : tg[0]));
  const said = (w: string) => isContentWord(w) && !w.includes("'") && !names.has(w) && !isWeekday(w) && !MONTH_NAMES.includes(w) && !COURTESY.test(w);
  const when = (w: string) => WHEN_NOUN.test(w) || /^(?:year|years|months)$/.test(w);
  // (a word that says when names no thing, unless a word of its own names the day: "sports day", "Thanksgiving day")
  const thing = words.some((w, k) => /^(?:NOUN|PROPN)$/.test(tags[k]) && said(w) && (!when(w) || (k > 0 && /^(?:NOUN|PROPN|VERB)$/.test(tags[k - 1]) && said(words[k - 1]) && !when(words[k - 1]))));
  if (thing || saysAnEvent(tokens, tags, names)) return true;
  if (!/^Decision:/.test(point)) return false;
  // (a decision names what was decided after its cue, a deed or a choice: "we agreed to meet again on Thursday", "we're going
  // with the cheapest one", "we've decided not to go ahead this year"; "we agreed that right", "we decided last week" name none)
  const cue = words.findIndex((w, k) => k > 0 && /^(?:VERB|AUX)$/.test(tags[k]) && !/^(?:have|has|are|will)$/.test(w));
  return words.slice(cue + 1).some((w) => said(w) && !when(w) && !ACKNOWLEDGED.test(w) && !/^(?:last|next|this|that|ago)$/.test(w));
}
