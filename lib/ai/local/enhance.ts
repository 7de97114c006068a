// Whole-document enhancement: punctuation plus plain-language fixes that keep the meaning
// (wordy phrases, doubled words, missing apostrophes, common misspellings, spacing) and
// paragraphs for long blocks. Letters get their greeting and sign-off on their own lines.
import { punctuate } from "@/lib/ai/local/punctuation";
import { pausedWordOrder } from "@/lib/ai/local/punctuation/pauses";
import { splitSentences, countWords } from "@/lib/ai/local/text";

/** Wordy phrase -> plain phrase. Matched as whole words, case kept at a sentence start. */
const PLAIN_PHRASES: Array<[RegExp, string]> = [
  ["in order to", "to"], ["due to the fact that", "because"], ["owing to the fact that", "because"],
  ["at this point in time", "now"], ["at the present time", "now"], ["in the event that", "if"],
  ["a large number of", "many"], ["a great deal of", "a lot of"], ["with regard to", "about"], ["with regards to", "about"],
  ["in regard to", "about"], ["prior to", "before"], ["subsequent to", "after"], ["in spite of the fact that", "although"],
  ["despite the fact that", "although"], ["for the purpose of", "for"], ["is able to", "can"], ["are able to", "can"],
  ["has the ability to", "can"], ["have the ability to", "can"], ["make a decision", "decide"], ["made a decision", "decided"],
  ["in the near future", "soon"], ["on a daily basis", "every day"], ["on a regular basis", "regularly"],
  ["each and every", "every"], ["first and foremost", "first"], ["the majority of", "most"],
  ["in close proximity to", "near"], ["until such time as", "until"], ["in the vicinity of", "near"],
  ["at all times", "always"], ["in a timely manner", "promptly"], ["give consideration to", "consider"],
  ["take into consideration", "consider"], ["in excess of", "more than"], ["a sufficient number of", "enough"],
  ["it is important to note that", "note that"], ["please be advised that", ""],
].map(([from, to]) => [new RegExp(`\\b${from.replace(/ /g, "\\s+")}\\b`, "gi"), to]);

/** Apostrophes speech-to-text or typing often drops. Only words that are never correct without one. */
const CONTRACTIONS: Record<string, string> = {
  dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't", arent: "aren't", wasnt: "wasn't",
  werent: "weren't", havent: "haven't", hasnt: "hasn't", hadnt: "hadn't", couldnt: "couldn't",
  wouldnt: "wouldn't", shouldnt: "shouldn't", cant: "can't", wont: "won't", im: "I'm", ive: "I've",
  youre: "you're", theyre: "they're", thats: "that's", whats: "what's", theres: "there's",
  mustnt: "mustn't", neednt: "needn't", youve: "you've", weve: "we've", theyve: "they've", itll: "it'll",
};

/** Frequent misspellings (many are typical for dyslexic writers). */
const SPELLING: Record<string, string> = {
  definately: "definitely", definatly: "definitely", alot: "a lot", becuase: "because", becasue: "because",
  recieve: "receive", recieved: "received", seperate: "separate", seperately: "separately", wich: "which",
  thier: "their", freind: "friend", freinds: "friends", untill: "until", tommorow: "tomorrow",
  tomorow: "tomorrow", occured: "occurred", occassion: "occasion", accomodation: "accommodation",
  begining: "beginning", beleive: "believe", calender: "calendar", goverment: "government",
  enviroment: "environment", existance: "existence", foriegn: "foreign", fourty: "forty",
  independant: "independent", knowlege: "knowledge", libary: "library", neccessary: "necessary",
  necesary: "necessary", noticable: "noticeable", posession: "possession", prefered: "preferred",
  probaly: "probably", publically: "publicly", realy: "really", reccomend: "recommend", recomend: "recommend",
  remeber: "remember", rember: "remember", sincerly: "sincerely", suprise: "surprise", truely: "truly",
  wierd: "weird", whith: "with", wen: "when", becos: "because", beacuse: "because", diffrent: "different",
  intresting: "interesting", peice: "piece", wensday: "Wednesday", febuary: "February", acheive: "achieve",
  arguement: "argument", buisness: "business", comming: "coming", completly: "completely", finaly: "finally",
  happend: "happened", immediatly: "immediately",
};

/** Doubled words that are correct English ("had had", "that that"). */
const ALLOWED_DOUBLES = new Set(["had", "that", "is", "do", "very", "so", "bye", "no", "yes", "ha", "really", "far", "more", "many", "again", "round", "over", "on"]);

const SIGN_OFFS = /^(?:best wishes|kind regards|warm regards|best regards|regards|many thanks|thanks again|yours sincerely|yours faithfully|yours truly|sincerely|love|cheers|all the best|thank you)[,.!]?\s*/i;
// A greeting ends with a comma, or a colon as American letters write it ("Dear Mr. Costa:"); "Dear
// Sirs." said with its full stop is one too. A title's full stop ("Mr.") does not end it.
const GREETING_NAME = String.raw`(?:[^,.!?:\n]|(?<=\b(?:mr|mrs|ms|dr|prof|st))\.)`;
const GREETING = new RegExp(String.raw`^((?:dear|hi|hello|hey|good (?:morning|afternoon|evening))\b${GREETING_NAME}{0,60}[,:]|dear\b${GREETING_NAME}{0,40}\.)\s*`, "i");

function keepCase(original: string, replacement: string): string {
  if (!replacement) return replacement;
  return /^\p{Lu}/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

/** Word-level spelling fixes (missing apostrophes, common misspellings): safe before punctuation. */
/** `keep`: words left as they are whatever the list says (the lower-case names of the people in the text: "Wen" is no "when"). */
export function fixSpelling(text: string, keep?: ReadonlySet<string>): string {
  return text.replace(/\b([\p{L}']+)\b/gu, (w) => {
    const lower = w.toLowerCase();
    if (keep?.has(lower)) return w;
    const fix = CONTRACTIONS[lower] ?? SPELLING[lower];
    if (!fix) return w;
    return /^\p{Lu}/u.test(w) ? fix.charAt(0).toUpperCase() + fix.slice(1) : fix;
  });
}

/**
 * Plain-language fixes on one paragraph (already punctuated). `keepWording`: only spelling and
 * spacing, every word of the writer's kept: legal wording ("prior to", "in the event that") is
 * chosen, and a doubled word may be a number said digit by digit ("invoice four four seven one").
 */
export function plainLanguage(text: string, keepWording = false, keep?: ReadonlySet<string>): string {
  let out = text;
  // a phrase removed at a sentence start leaves its capital to the word after it; nothing else is raised
  if (!keepWording) for (const [re, to] of PLAIN_PHRASES) out = out.replace(re, (m) => (to ? keepCase(m, to) : /^\p{Lu}/u.test(m) ? CAPITAL_NEXT : ""));
  out = fixSpelling(out, keep);
  // Doubled words: "the the" -> "the" (not "had had").
  if (!keepWording) out = out.replace(/\b([\p{L}']+)(\s+)\1\b/giu, (m, word: string) => (ALLOWED_DOUBLES.has(word.toLowerCase()) ? m : word));
  // Spacing: no space before , . ! ? ; : and one after; single spaces.
  out = out
    .replace(/[ \t]+([,.!?;:])/g, "$1")
    .replace(/([,;:!?])(?=[\p{L}])/gu, "$1 ")
    .replace(/\.(?=\p{Lu}\p{Ll})/gu, ". ")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\s+$/g, "");
  // A removed phrase may leave ", ," or a lower-case sentence start.
  return out.replace(/,\s*,/g, ",").replace(new RegExp(`${CAPITAL_NEXT}\\s*(\\p{L})?`, "gu"), (_, c?: string) => (c ?? "").toUpperCase());
}

/** Stands where a phrase that opened a sentence was removed, until the next word takes its capital. */
const CAPITAL_NEXT = "\u0001";

const TOPIC_SHIFT = /^(?:However|Another|Next|Finally|Also|In conclusion|Anyway|On the other hand|First|Firstly|Second|Secondly|Third|Thirdly|Meanwhile|Later|After that|Then|Overall|To sum up|In summary|Lastly|For example|Now)\b/;

/** Splits a long paragraph into paragraphs of about 3-5 sentences, preferring topic shifts. */
export function paragraphise(paragraph: string, maxWords = 110): string[] {
  if (countWords(paragraph) <= maxWords) return [paragraph];
  const sentences = splitSentences(paragraph);
  if (sentences.length < 5) return [paragraph];
  const out: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const s of sentences) {
    const n = countWords(s);
    const shift = TOPIC_SHIFT.test(s) && current.length >= 2;
    if (current.length && (shift || current.length >= 5 || words + n > maxWords)) {
      out.push(current.join(" "));
      current = [];
      words = 0;
    }
    current.push(s);
    words += n;
  }
  if (current.length) {
    // Do not leave a one-sentence tail: join it to the previous paragraph when short.
    if (current.length === 1 && out.length && words < 25) out[out.length - 1] += ` ${current[0]}`;
    else out.push(current.join(" "));
  }
  return out;
}

/** Letters: "Dear Sam, thank you ..." -> "Dear Sam,\n\nThank you ..."; sign-off on its own lines. */
function layoutLetter(paragraphs: string[]): string[] {
  if (paragraphs.length === 0) return paragraphs;
  const out = [...paragraphs];
  const g = GREETING.exec(out[0]);
  if (g && g[0].length < out[0].length) {
    const rest = out[0].slice(g[0].length).trim();
    out.splice(0, 1, g[1], rest.charAt(0).toUpperCase() + rest.slice(1));
  }
  const lastIndex = out.length - 1;
  const sentences = splitSentences(out[lastIndex]);
  const tail = sentences[sentences.length - 1] ?? "";
  const signOff = SIGN_OFFS.exec(tail);
  if (signOff && sentences.length > 1 && countWords(tail) <= 6) {
    out[lastIndex] = sentences.slice(0, -1).join(" ");
    const name = tail.slice(signOff[0].length).replace(/[.!]$/, "").trim();
    const closing = signOff[0].replace(/[.!\s]+$/, "").replace(/,?$/, ",");
    out.push(name ? `${closing}\n${name}` : closing);
  }
  return out;
}

export type EnhanceOptions = {
  type?: string;
  names?: string[];
  aggressive?: boolean;
  /** Keep every word (no plain-language rewording, no doubled word dropped): punctuation, capitals, spelling and layout only. */
  keepWording?: boolean;
  /** The text's marks were said into dictation, not typed (see `PunctuateOptions.dictated`). */
  dictated?: boolean;
  /** Where the recogniser paused: the character offsets in the content of the phrases said after a pause. */
  pauses?: readonly number[];
};

/**
 * The content with its misspellings fixed, and where each pause is in it: each phrase is fixed on its own, so a
 * fix that adds a word ("alot" -> "a lot") moves the pauses after it along.
 */
function spellingFixed(content: string, keep: ReadonlySet<string>, pauses: readonly number[] = []): { text: string; pauses: Set<number> } {
  const cuts = [...new Set(pauses)].filter((p) => p > 0 && p < content.length).sort((a, b) => a - b);
  const pieces = [0, ...cuts].map((from, k) => fixSpelling(content.slice(from, cuts[k] ?? content.length), keep));
  const text = pieces.join("");
  let at = 0;
  const offsets = pieces.slice(0, -1).map((piece) => (at += piece.length));
  return { text, pauses: pausedWordOrder(text, offsets) };
}

export function enhanceDocument(content: string, options: EnhanceOptions = {}): string {
  if (!content.trim()) return content;
  // (the names of the people in it are no misspellings: "Wen", "Ned")
  const keep = new Set((options.names ?? []).flatMap((n) => n.toLowerCase().split(/\s+/)).filter((n) => n.length > 1));
  const fixed = spellingFixed(content, keep, options.pauses);
  const punctuated = punctuate(fixed.text, { names: options.names, aggressive: options.aggressive, dictated: options.dictated, pauses: fixed.pauses });
  let paragraphs = punctuated.split(/\n\s*\n/).map((p) => p.split("\n").map((line) => plainLanguage(line, options.keepWording, keep)).join("\n"));
  paragraphs = paragraphs.flatMap((p) => (p.includes("\n") ? [p] : paragraphise(p)));
  const letterLike = options.type === "letter" || options.type === "email" || /^dear\b/i.test(paragraphs[0] ?? "");
  if (letterLike) paragraphs = layoutLetter(paragraphs);
  return paragraphs.filter((p) => p.trim()).join("\n\n");
}
