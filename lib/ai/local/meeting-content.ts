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
  if (thing || !/^Decision:/.test(point)) return thing;
  // (a decision names what was decided after its cue, a deed or a choice: "we agreed to meet again on Thursday", "we're going
  // with the cheapest one", "we've decided not to go ahead this year"; "we agreed that right", "we decided last week" name none)
  const cue = words.findIndex((w, k) => k > 0 && /^(?:VERB|AUX)$/.test(tags[k]) && !/^(?:have|has|are|will)$/.test(w));
  return words.slice(cue + 1).some((w) => said(w) && !when(w) && !ACKNOWLEDGED.test(w) && !/^(?:last|next|this|that|ago)$/.test(w));
}
