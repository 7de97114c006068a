// A deposition or attendance note dictated as its questions and answers, each turn opened by the word
// "question" or "answer" ("question did you see who was operating it answer yes it was gary ..."):
// the words are the turns' labels, so each turn is punctuated on its own and starts its own line,
// its label kept as said ("Question: Did you see who was operating it?"), never read as a word of
// the sentence before it ("... about 30 metres away question.").
import { tagWords } from "@/lib/ai/local/nlp";

export type Turn = { label?: "Question" | "Answer"; words: string };

const LABEL = /^(question|answer)[:,.]?$/i;
/** Words that make the noun after them part of a phrase ("the answer", "that question", "no answer"). */
const OPENS_NOUN_PHRASE = /^(?:a|an|the|this|that|these|those|my|your|his|her|its|our|their|no|any|each|every|which|what|whose|same|one)$/;
/** Words after which "question" or "answer" is a noun of the sentence ("question of law", "answer to that"). */
const TAKES_OBJECT = /^(?:of|to|marks?)$/;
/** The words that open a question asked for a fact ("what", "when", "who" ...). */
const WH_WORD = /^(?:what|when|where|who|whom|whose|why|how|which)$/;
/** The auxiliaries that wait for a main verb after their subject: "did the manager ...", "will you please ...", "should the company ...". */
const WAITS_FOR_VERB = /^(?:do|does|did|will|would|shall|should|can|could|may|might|must)(?:n't)?$/;

/**
 * Whether the word at `i` is the main verb a question's auxiliary is still waiting for: the turn (from `from`)
 * has a "did", "will", "should" ... with no verb after it yet ("did the manager answer your email",
 * "will you please answer the letter"), or the word follows a "please" ("please answer yes or no").
 * A noun after a determiner ("did the answer come") is not the verb, and the verb it waits for is then still to come.
 */
function isAwaitedVerb(words: string[], tags: string[], from: number, i: number): boolean {
  if (words[i - 1] === "please") return true;
  let waiting = false;
  for (let k = from; k < i; k++) {
    if (tags[k] === "AUX" && WAITS_FOR_VERB.test(words[k])) waiting = true;
    else if (tags[k] === "VERB" || tags[k] === "AUX" || (LABEL.test(words[k]) && !OPENS_NOUN_PHRASE.test(words[k - 1] ?? "") && tags[k - 1] !== "DET")) waiting = false;
  }
  return waiting;
}

/**
 * Whether the word at `i` is a label: not inside a noun phrase ("a short answer", "the answer is"),
 * not a verb ("refused to answer", "did not answer", "did you answer"), not a noun taking an object ("question of law").
 * An answer's closing "no" leads to the next question ("answer no question what did you do next").
 */
function isLabelAt(words: string[], tags: string[], i: number, from: number): boolean {
  // (only inside a question, where the subject comes after its auxiliary: an answer's "yes I did" waits for nothing)
  if (words[i] === "answer" && isAwaitedVerb(words, tags, from, i)) return false;
  const [before, twoBefore, after] = [words[i - 1] ?? "", words[i - 2] ?? "", words[i + 1] ?? ""];
  const answerEnds = before === "no" && words[i] === "question";
  // (an answer may end on its auxiliary, "no he never did question what happened next": a "question" that a question's words follow is the label)
  const closesAnswer = tags[i - 1] === "AUX" && words[i] === "question" && (tags[i + 1] === "AUX" || WH_WORD.test(after));
  if ((OPENS_NOUN_PHRASE.test(before) && !answerEnds) || (tags[i - 1] === "DET" && !answerEnds) || tags[i - 1] === "PART" || (tags[i - 1] === "AUX" && !closesAnswer)) return false;
  if (tags[i - 1] === "ADJ" && (OPENS_NOUN_PHRASE.test(twoBefore) || tags[i - 2] === "DET")) return false;
  // (the verb of a question's inverted subject: "did you answer the phone", "can she answer for it")
  if (tags[i - 1] === "PRON" && tags[i - 2] === "AUX") return false;
  return !TAKES_OBJECT.test(after.replace(/[^\p{L}]/gu, ""));
}

/**
 * The transcript's turns when it is dictated as questions and answers: read in turn, a question's label
 * first, then an answer's, and so on (the other word inside a turn is a word of it: "Answer: I had no
 * question about it"); at least one of each. Words before the first label are a turn of their own,
 * unlabelled. Undefined for any other text.
 */
export function questionsAndAnswers(transcript: string): Turn[] | undefined {
  const words = transcript.trim().split(/\s+/);
  const lower = words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}']/gu, "") || w);
  if (!lower.includes("question") || !lower.includes("answer")) return undefined;
  const tags = tagWords(lower).map((t) => t[0] ?? "");
  const labels: number[] = [];
  words.forEach((w, i) => {
    if (LABEL.test(w) && lower[i] === (labels.length % 2 ? "answer" : "question") && isLabelAt(lower, tags, i, (labels.at(-1) ?? -1) + 1)) labels.push(i);
  });
  if (labels.length < 2) return undefined;
  const turns: Turn[] = labels[0] > 0 ? [{ words: words.slice(0, labels[0]).join(" ") }] : [];
  labels.forEach((at, k) => {
    const said = words.slice(at + 1, labels[k + 1] ?? words.length).join(" ");
    if (said) turns.push({ label: k % 2 ? "Answer" : "Question", words: said });
  });
  return turns;
}
