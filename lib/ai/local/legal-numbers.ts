// Dictated legal numbers as a lawyer writes them, before punctuation: "clause four point two" ->
// "clause 4.2", "section ninety eight" -> "section 98", "subsection three b" -> "subsection 3(b)",
// "section twenty one a" -> "section 21A", "the limitation act nineteen eighty" -> "act 1980",
// "twenty eight days" -> "28 days", "ten working days" -> "10 working days", "thirty thousand
// pounds" -> "£30,000", "the third of june twenty twenty five" -> "3 June 2025", "donoghue v
// stevenson nineteen thirty two a c five six two" -> "... 1932 ac 562", "acme widgets plc" ->
// "Acme Widgets plc". References, dates and citations are returned as spans that the punctuation
// step must not break: the caller swaps each for a placeholder word and back.
import { REPORTERS } from "@/lib/ai/local/legal-citations";
import { tagWords } from "@/lib/ai/local/nlp";
import { cardinal, decimal, digitRun, groupThousands, MONTH_NAMES as MONTHS, ordinal, year, type Parsed } from "@/lib/ai/local/spoken-numbers";

const REFERENCE = /^(?:unit|plot|suite|apartment|clause|section|subsection|sub-section|paragraph|para|subparagraph|article|rule|part|schedule|regulation|reg|chapter|annex|appendix|exhibit|ground|count|item|page)s?$/;
/** References whose letter suffix is part of the number ("section 21A"), not a sub-paragraph ("subsection 3(b)"). */
const LETTER_JOINS = /^(?:unit|plot|suite|apartment|section|article|regulation|reg|clause|schedule)$/;
/** Words that may follow a reference number ending in the letter "a" ("section 21A of ..."). */
const AFTER_A = new Set(["of", "and", "or", "to", "which", "that", "because", "says", "requires", "provides", "applies", "gives", "does", "is", "sets", "under", "in", "so", "but"]);
const MONEY: Record<string, string> = { pounds: "£", pound: "£", quid: "£", dollars: "$", dollar: "$", euros: "€", euro: "€" };
const UNITS = /^(?:days?|weeks?|months?|years?|hours?|minutes?|metres?|meters?|kilometres?|miles?|feet|acres?|hectares?|pence)$/;
/** Words before a year that show it is one ("in 2021", "the act of 1964", "since 1998"). */
const YEAR_BEFORE = new Set(["in", "of", "since", "from", "until", "till", "by", "before", "after", "year", "dated", "act", "and", "or", "to", "between", ...MONTHS]);
const CASE_V = /^(?:v|vs|versus|v\.|vs\.)$/;

/** `companies`: the company names written with their capitals ("Harbour Lights Limited"), for `companyNamesWhole`. */
export type LegalNumbers = { tokens: string[]; spans: Array<{ start: number; end: number }>; companies: string[] };

type Out = { text: string; next: number; protect?: boolean };

/** "1st", "2nd", "3rd", "11th", "22nd": a day of the month as a figure that still reads as the ordinal said. */
function ordinalFigure(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** Words before a month that is also a verb ("may", "march") which show the date: "on may third", "tuesday march sixteenth". */
const DATE_BEFORE = new Set(["on", "by", "from", "until", "till", "to", "before", "after", "since", "of", "dated", "and", "or", "between", "than", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
const monthName = (m: string) => m.charAt(0).toUpperCase() + m.slice(1);

/**
 * A date as said, every word kept, the day and year as figures: "the fourteenth of january twenty
 * twenty four" -> "the 14th of January 2024"; "october thirty first" -> "October 31", with a
 * year "October 31, 2025"; "april the second" -> "April the 2nd". The speaker's "the" and "of" are
 * their words, not the engine's to drop.
 */
function dateAt(w: string[], i: number, raw: string[]): Out | null {
  const the = w[i] === "the";
  const day = ordinal(w, the ? i + 1 : i);
  // (a deed's "the fourth day of december": "the 4th day of December")
  const k = day && w[day.next] === "day" && w[day.next + 1] === "of" ? day.next + 1 : (day?.next ?? 0);
  const lead = the ? `${raw[i].replace(/[^\p{L}]+$/u, "")} ` : "";
  if (day && w[k] === "of" && MONTHS.includes(w[k + 1])) {
    const y = year(w, k + 2);
    const said = k > day.next ? `${w[day.next]} ${raw[k]}` : raw[k];
    return { text: `${lead}${ordinalFigure(day.value)} ${said} ${monthName(w[k + 1])}${y ? ` ${y.value}` : ""}`, next: y ? y.next : k + 2, protect: true };
  }
  // "thirty first december" (not "the first may be ...", "the second march")
  if (day && MONTHS.includes(w[k]) && w[k] !== "may" && w[k] !== "march") {
    const y = year(w, k + 1);
    return { text: `${lead}${ordinalFigure(day.value)} ${monthName(w[k])}${y ? ` ${y.value}` : ""}`, next: y ? y.next : k + 1, protect: true };
  }
  // month first: "march fourth twenty twenty six", "on may third"
  const prev = w[i - 1] ?? "";
  if (!MONTHS.includes(w[i]) || ((w[i] === "may" || w[i] === "march") && (!DATE_BEFORE.has(prev) || (w[i] === "march" && prev === "to")))) return null;
  // "april the second": the speaker's "the" kept ("April the 2nd")
  const the2 = w[i + 1] === "the";
  const after = ordinal(w, the2 ? i + 2 : i + 1);
  if (!after) return null;
  const y = year(w, after.next);
  const said = the2 ? `${raw[i + 1].replace(/[^\p{L}]+$/u, "")} ${ordinalFigure(after.value)}` : String(after.value);
  return { text: `${monthName(w[i])} ${said}${y ? `, ${y.value}` : ""}`, next: y ? y.next : after.next, protect: true };
}

/** The number after a reference word: "four point two", "three b", "twenty six b one", "three one two". */
function referenceNumber(w: string[], i: number, word: string): Out | null {
  const main = digitRun(w, i, 3) ?? decimal(w, i);
  if (!main) return null;
  let text = main.text;
  let k = main.next;
  const letter = (x: string | undefined) => x !== undefined && /^[a-h]$/.test(x);
  for (let groups = 0; groups < 3; groups++) {
    const x = w[k];
    if (letter(x) && (x !== "a" || w[k + 1] === undefined || AFTER_A.has(w[k + 1]))) {
      text += groups === 0 && LETTER_JOINS.test(word) && !/\.\d/.test(text) ? x.toUpperCase() : `(${x})`;
      k++;
      continue;
    }
    // A sub-number only inside a chain of letters: "twenty six b one" -> 26(b)(1), "six one f" -> 6(1)(f).
    const sub = cardinal(w, k);
    if (sub && sub.next === k + 1 && sub.value <= 20 && (groups > 0 || letter(w[k + 1])) && (letter(w[k - 1]) || letter(w[k + 1]))) {
      text += `(${sub.value})`;
      k++;
      continue;
    }
    break;
  }
  return { text, next: k };
}

/** "clause four point two", "clauses three four and seven", "paragraphs two to five". */
function referenceAt(w: string[], i: number, raw: string): Out | null {
  if (!REFERENCE.test(w[i])) return null;
  const word = w[i].replace(/s$/, "");
  const first = referenceNumber(w, i + 1, word);
  if (!first) return null;
  const parts = [first.text];
  let k = first.next;
  // A list after a plural: "clauses 3, 4 and 7".
  if (/s$/.test(w[i]) && w[i] !== "s") {
    for (;;) {
      const joiner = /^(?:and|to|or)$/.test(w[k]) ? w[k] : "";
      const more = referenceNumber(w, joiner ? k + 1 : k, word);
      if (!more) break;
      parts.push(joiner ? `${joiner} ${more.text}` : more.text);
      k = more.next;
    }
  }
  const list = parts.map((p, n) => (n === 0 ? p : /^(?:and|to|or) /.test(p) ? ` ${p}` : `, ${p}`)).join("");
  return { text: `${raw} ${list}`, next: k, protect: true };
}

/**
 * "act nineteen eighty" -> "act 1980"; the writer's own words and marks between stay: "regulations
 * of nineteen ninety eight" -> "regulations of 1998", "act, nineteen ninety six" -> "act, 1996".
 */
function actYearAt(w: string[], i: number, raw: string, said: string): Out | null {
  if (!/^(?:act|regulations|order|rules)$/.test(w[i])) return null;
  const at = w[i + 1] === "of" ? i + 2 : i + 1;
  const y = year(w, at);
  const between = at === i + 2 ? " of" : said.endsWith(",") ? "," : "";
  return y ? { text: `${raw}${between} ${y.value}`, next: y.next, protect: true } : null;
}

/** After a case name: "<year> [volume] <reporter letters> <page>" -> "1932 ac 562". */
function reportAt(w: string[], i: number): Out | null {
  const y = year(w, i);
  if (!y || !w.slice(Math.max(0, i - 7), i).some((x) => CASE_V.test(x))) return null;
  let k = y.next;
  const volume = cardinal(w, k);
  const volumeText = volume && volume.next === k + 1 && volume.value <= 9 ? ` ${volume.value}` : "";
  if (volumeText) k++;
  const letters: string[] = [];
  let reporter = "";
  let end = k;
  for (let n = k; n < k + 6 && n < w.length; n++) {
    if (/^[a-z]$/.test(w[n]) && letters.length && /^[a-z]+$/.test(letters[letters.length - 1]) && letters[letters.length - 1].length < 6 && !/ /.test(letters[letters.length - 1])) letters[letters.length - 1] += w[n];
    else letters.push(w[n]);
    const key = letters.join(" ");
    if (key in REPORTERS) [reporter, end] = [key, n + 1];
  }
  const page = reporter ? (digitRun(w, end, 2) ?? cardinal(w, end)) : null;
  if (!page) return { text: String(y.value), next: y.next, protect: true };
  return { text: `${y.value}${volumeText} ${reporter} ${page.value}`, next: page.next, protect: true };
}

/** "twenty eight days" -> "28 days", "thirty thousand pounds" -> "£30,000", "three point five million pounds" -> "£3.5 million". */
function amountAt(w: string[], i: number): Out | null {
  const n: Parsed | null = decimal(w, i);
  if (!n || /^\d+(?:\.\d+)?$/.test(w[i]) && !MONEY[w[n.next]]) return null;
  let k = n.next;
  let scale = "";
  if (/^(?:million|billion)$/.test(w[k]) && n.text.includes(".")) [scale, k] = [` ${w[k]}`, k + 1];
  // (a decimal of thousands is a whole sum: "seven point two thousand pounds" -> "£7,200", never "seven point £2,000")
  if (w[k] === "thousand" && n.text.includes(".") && MONEY[w[k + 1]]) return { text: `${MONEY[w[k + 1]]}${groupThousands(Math.round(n.value * 1000))}`, next: k + 2 };
  const unit = w[k];
  if (unit !== undefined && MONEY[unit]) {
    const figure = scale ? n.text : n.text.includes(".") ? n.value.toFixed(2) : groupThousands(n.value);
    return { text: `${MONEY[unit]}${figure}${scale}`, next: k + 1 };
  }
  // "ten working days", "fourteen clear days", "thirty calendar days" like "fourteen days"
  const kind = /^(?:working|clear|business|calendar)$/.test(unit ?? "") && /^days?$/.test(w[k + 1] ?? "") ? `${unit} ` : "";
  const measure = kind ? w[k + 1] : unit;
  if (!scale && measure !== undefined && UNITS.test(measure) && (n.value >= 10 || n.text.includes("."))) return { text: `${n.text} ${kind}${measure}`, next: k + 1 + (kind ? 1 : 0) };
  return null;
}

/** A year where the words around show it is one: "in twenty twenty one", "of nineteen sixty seven". */
function yearAt(w: string[], i: number): Out | null {
  if (!YEAR_BEFORE.has(w[i - 1] ?? "") && !/^(?:act|regulations)$/.test(w[i + 1] ?? "")) return null;
  const y = year(w, i);
  return y && w[y.next] !== "hundred" && !MONEY[w[y.next]] && !UNITS.test(w[y.next] ?? "") ? { text: String(y.value), next: y.next } : null;
}

/**
 * A paragraph's own number said at its start, the dictation's first words or after a sentence end:
 * "new paragraph seven point two colon if the goods ..." -> "7.2: if the goods ...", as "clause seven
 * point one" is "clause 7.1" (a number said with its "point", never a word like "one point").
 */
function paragraphNumberAt(w: string[], i: number, raw: string[]): Out | null {
  if ((i > 0 && !/[.:]$/.test(raw[i - 1])) || /\d/.test(w[i])) return null;
  const n = decimal(w, i);
  return n?.text.includes(".") ? { text: n.text, next: n.next, protect: true } : null;
}

/**
 * The dictation's words with legal numbers as figures. `spans` are token ranges (in the output
 * tokens) a sentence must not break inside: references, dates, statutes and case reports.
 */
export function legalNumbers(text: string): LegalNumbers {
  const raw = text.split(/\s+/).filter(Boolean);
  const w = raw.map((t) => t.toLowerCase().replace(/^[^\p{L}\p{N}£$€]+|[^\p{L}\p{N}.)]+$|\.$/gu, ""));
  const tokens: string[] = [];
  const spans: LegalNumbers["spans"] = [];
  const companies = companiesAt(w, raw);
  for (let i = 0; i < w.length; ) {
    const core = raw[i].replace(/[^\p{L}\p{N}'-]+$/u, "");
    const hit = dateAt(w, i, raw) ?? actYearAt(w, i, core, raw[i]) ?? referenceAt(w, i, core) ?? reportAt(w, i) ?? amountAt(w, i) ?? yearAt(w, i) ?? paragraphNumberAt(w, i, raw);
    if (!hit || hit.next <= i) {
      tokens.push(raw[i]);
      i++;
      continue;
    }
    // Keep the punctuation the last spoken word carried ("... four point two,").
    const trail = /[^\p{L}\p{N}]+$/u.exec(raw[hit.next - 1])?.[0] ?? "";
    const start = tokens.length;
    tokens.push(...`${hit.text}${trail.replace(/^\.$/, ".")}`.split(" "));
    if (hit.protect) spans.push({ start, end: tokens.length });
    i = hit.next;
  }
  return { tokens, spans: mergeStatutes(tokens, spans), companies: [...companies.values()].map((c) => c.text) };
}

const COMPANY_SUFFIX: Record<string, string> = { limited: "Limited", ltd: "Ltd", plc: "plc", llp: "LLP", llc: "LLC", inc: "Inc" };
const NAME_TAGS = new Set(["NOUN", "PROPN", "ADJ"]);

/**
 * Companies named in dictation, by the index of their first word: "greenway bakeries limited" ->
 * "Greenway Bakeries Limited", "acme widgets plc" -> "Acme Widgets plc". The words are left
 * as said for the punctuation (a placeholder or capitals would change where it ends sentences);
 * `companyNamesWhole` writes the names afterwards, taking out any mark put inside one. The name is the run of up to four nouns before the suffix (the tagger's, never a list of
 * names); "limited" is a suffix only after a noun and before no noun of its own ("a time limited
 * offer", "limited to the fee").
 */
function companiesAt(w: string[], raw: string[]): Map<number, Out> {
  const out = new Map<number, Out>();
  if (!w.some((x) => x in COMPANY_SUFFIX)) return out;
  const tags = tagWords(w.map((x) => x || "x")).map((t) => t[0] ?? "");
  const open = (k: number) => !/[,.;:!?)]$/.test(raw[k]);
  const name = (k: number) => NAME_TAGS.has(tags[k]) && open(k) && !(w[k] in COMPANY_SUFFIX) && !REFERENCE.test(w[k]);
  for (let k = 1; k < w.length; k++) {
    const suffix = COMPANY_SUFFIX[w[k]];
    if (!suffix || !name(k - 1)) continue;
    if (w[k] === "limited" && ((NAME_TAGS.has(tags[k + 1] ?? "") && open(k)) || /^(?:to|by)$/.test(w[k + 1] ?? ""))) continue;
    let from = k - 1;
    while (from > 0 && k - from < 4 && name(from - 1)) from--;
    // "our client harbour lights limited": the role after "our" is no part of the name
    if (from < k - 1 && /^(?:our|your|their|his|her|its|my)$/.test(w[from - 1] ?? "")) from++;
    const words = raw.slice(from, k).map((x) => x.replace(/^([^\p{L}]*)(\p{Ll})/u, (_, lead: string, c: string) => lead + c.toUpperCase()));
    out.set(from, { text: [...words, raw[k].replace(/[^\p{L}]+$/u, "").replace(new RegExp(w[k], "i"), suffix)].join(" "), next: k + 1 });
  }
  return out;
}

/** `text` with no mark inside a company name of `companies` and the name's capitals ("Acme, widgets plc" -> "Acme Widgets plc"). */
export function companyNamesWhole(text: string, companies: string[]): string {
  return companies.reduce((out, name) => {
    const words = name.split(" ").map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    return out.replace(new RegExp(`\\b${words.join("[,;:.]?\\s+")}\\b`, "giu"), name);
  }, text);
}

/** Words that end a statute's title or a party's name, read backwards from "Act" or "v". */
const NAME_STOP = /^(?:the|a|an|of|under|in|by|with|per|and|or|to|is|was|be|see|also|this|that|our|their|its|claim|for|on|as|case|leading|which|we|following|consider|cf|authority|decision|section|s)$/i;

/** Moves a span's start back over the name before it: "employment rights" before "act 1996". */
function withName(tokens: string[], start: number, max: number): number {
  let k = start;
  while (k > 0 && start - k < max && /^[\p{L}'-]+$/u.test(tokens[k - 1]) && !NAME_STOP.test(tokens[k - 1])) k--;
  return k;
}

/**
 * Whole citations stay one span: "section 5 of the limitation act 1980" (a reference, up to six
 * words, then its act, with the act's name) and "donoghue v stevenson 1932 ac 562" (both parties).
 */
function mergeStatutes(tokens: string[], spans: LegalNumbers["spans"]): LegalNumbers["spans"] {
  const out: LegalNumbers["spans"] = [];
  for (const span of spans) {
    const s = { ...span };
    if (/^(?:act|regulations|order|rules)$/i.test(tokens[s.start])) s.start = withName(tokens, s.start, 5);
    else if (/^\d{4}$/.test(tokens[s.start])) {
      const v = tokens.slice(Math.max(0, s.start - 7), s.start).findLastIndex((t) => CASE_V.test(t.toLowerCase()));
      if (v >= 0) s.start = withName(tokens, Math.max(0, s.start - 7) + v, 4);
    }
    while (out.length && out[out.length - 1].end > s.start) s.start = Math.min(s.start, out.pop()!.start);
    const prev = out[out.length - 1];
    const gap = prev ? tokens.slice(prev.end, s.start) : [];
    if (prev && /^of$/i.test(gap[0] ?? "") && gap.length <= 2 && !gap.some((g) => /[.,;:?!]$/.test(g))) prev.end = s.end;
    else out.push(s);
  }
  return out;
}
