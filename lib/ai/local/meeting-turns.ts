// Where one speaker stops and the next starts inside a sentence of a meeting transcript read as one
// stream: a participant's name that has no part in the clause around it ("... three customers Shona
// fine by me Dev and what about the parts order") is who speaks next or who was just spoken to. The
// minutes' key points are stated without it, one turn at a time (the one spoken to stays before what is said
// to "you": "Tom, you were going to ..."). Decided by the words around the name
// and the tagger's tags, never by a list of the sentences.
import { calledBy } from "@/lib/ai/local/meeting-names";
import { tagWords } from "@/lib/ai/local/nlp";
import { bareWord, capitaliseFirst, stripLeadIns } from "@/lib/ai/local/text";

/** Words that say something to the one spoken to. */
export const YOU = /^(?:you|your|yours|yourself|you're|you've|you'll|you'd)$/;
/** "you" said as filler ("you know", "mind you"), to nobody in particular. */
const FILLER_YOU_PHRASES = "you know|see you|mind you|if you like|if you ask me";
/** "you" said as filler or thanks ("thank you"), anywhere in a turn. */
export const NOT_SAID_TO = new RegExp(`\\b(?:thank you|${FILLER_YOU_PHRASES})\\b`, "gi");
const FILLER_YOU = new RegExp(`^(?:${FILLER_YOU_PHRASES})\\b`);

/**
 * The sentence cut at every name that stands apart from its clause, the names left off (a speaker label
 * the writer typed, "Sue:", stays at the head of its turn). A name that belongs to the clause stays:
 * its subject ("Sue will ...", "Raj said ..."), an object ("send it to Raj", "ask Raj"), one of a pair
 * ("Sue and Raj"), something of theirs ("Raj's list").
 */
export function speakerTurns(sentence: string, participants: string[]): string[] {
  // (a name as often typed without its accents too: "tomas" for "Tomás")
  const firsts = new Set(participants.flatMap((p) => [p, p.normalize("NFD").replace(/\p{M}+/gu, "")]).map((p) => calledBy(p).toLowerCase()).filter((n) => n.length > 1));
  const words = sentence.split(/\s+/).filter(Boolean);
  if (words.length < 3 || firsts.size === 0 || !words.some((w) => firsts.has(bareWord(w)))) return [sentence];
  const tags = tagWords(words.map((w) => bareWord(w) || "x")).map((tg) => tg[0]);
  const turns: string[][] = [[]];
  words.forEach((w, k) => {
    const label = /:$/.test(w);
    const before = words[k - 1];
    // (after a preposition, a verb, "and" or a determiner the name is in the clause: "to Raj", "ask Raj", "Sue and Raj")
    // (not after a participle that takes no object: "the gate is mended Raj")
    const passive = tags[k - 1] === "VERB" && /^(?:is|are|was|were|be|been|being|am|get|got|all)$/.test(bareWord(words[k - 2]));
    const bound = k > 0 && !/[,;:.?!]$/.test(before) && /^(?:ADP|VERB|AUX|CCONJ|DET|PART)$/.test(tags[k - 1]) && !passive;
    // (a verb of its own after it, or "and" another name or "I": the subject, "Sue will ...", "Sue and Raj will ...", "Sue and I talked ...")
    const next = bareWord(words[k + 1]);
    const subject = !/[,;:.?!]$/.test(w) && (/^(?:VERB|AUX)$/.test(tags[k + 1] ?? "") || (next === "and" && (firsts.has(bareWord(words[k + 2])) || /^(?:i|me)$/.test(bareWord(words[k + 2])))));
    // (and the given name inside a longer label: "Dr Clare Byrne: I'll ...")
    const inLabel = !label && !/[,;.?!]$/.test(w) && /^[^\s:]+:$/.test(words[k + 1] ?? "");
    if (!firsts.has(bareWord(w)) || /'s\b|s'$/i.test(w) || (!label && (bound || subject || inLabel))) {
      turns[turns.length - 1].push(w);
      return;
    }
    // the end mark said after the name belongs to the words before it
    const mark = /[.?!]+$/.exec(w)?.[0];
    const current = turns[turns.length - 1];
    if (mark && current.length && !/[.?!]$/.test(current[current.length - 1])) current[current.length - 1] = current[current.length - 1].replace(/[,;:]+$/, "") + mark;
    // (the one spoken to, when what follows is said to "you": "Tom, you were going to mend the gate" keeps who was asked)
    // (not filler: "Otto, you know, the water butts are finished" says nothing to Otto)
    const spokenTo = !label && YOU.test(bareWord(words[k + 1])) && !FILLER_YOU.test(words.slice(k + 1, k + 5).map(bareWord).join(" "));
    turns.push(label ? [w] : spokenTo ? [`${capitaliseFirst(w.replace(/[^\p{L}'-]+$/u, ""))},`] : []);
  });
  return turns
    .map((turn) => turn.join(" ").replace(/[,;:]+$/, "").trim())
    .filter((turn) => turn && !/^\S+:$/.test(turn))
    .map((turn) => (/^\S+:\s/.test(turn) ? turn : stripLeadIns(turn)));
}
