// Lecture notes on the labelled lectures (tests/fixtures/ai/sets/lecture-*.ts): key terms,
// their definitions, the summary's coverage and length, and the review questions.
import { sameTerm } from "@/lib/ai/local/key-terms";
import { processLecture } from "@/lib/ai/local/lecture";
import type { LectureItem } from "@/tests/fixtures/ai/sets/types";
import { containsAll, containsPhrase, contentStems, ratio, wordsOf, type Figure } from "./match";

const QUESTION_WORDS = new Set(["what", "why", "how", "when", "where", "who", "which", "explain", "describe", "difference", "between", "main", "example", "mean", "role"]);

/** Which third of the lecture a question comes from: where its rarest content word first occurs. */
function thirdOf(question: string, transcript: string): number | undefined {
  const words = wordsOf(transcript).map((w) => contentStems(w)[0] ?? "");
  const stems = contentStems(question).filter((s) => !QUESTION_WORDS.has(s));
  let best: { count: number; at: number } | undefined;
  for (const s of stems) {
    const at = words.indexOf(s);
    if (at < 0) continue;
    const count = words.filter((w) => w === s).length;
    if (!best || count < best.count) best = { count, at };
  }
  return best && Math.min(2, Math.floor((3 * best.at) / words.length));
}

export function lectureFigures(items: LectureItem[]): Figure[] {
  let top = 0, topHits = 0, expected = 0, found = 0;
  let defs = 0, defsRight = 0, shown = 0, shortDefs = 0;
  let topics = 0, covered = 0, withTopics = 0, shortSummaries = 0;
  let threeQuestions = 0, thirds = 0, questions = 0, wellFormed = 0;
  for (const item of items) {
    const notes = processLecture({ transcript: item.transcript, courseTitle: item.courseTitle, lecturerName: "Dr Morgan" });
    const terms = notes.keyTerms.map((t) => t.term);
    const five = terms.slice(0, 5);
    top += five.length;
    topHits += five.filter((g) => item.terms.some((e) => sameTerm(g, e))).length;
    expected += item.terms.length;
    found += item.terms.filter((e) => terms.some((g) => sameTerm(g, e))).length;
    for (const t of notes.keyTerms) {
      shown++;
      if (wordsOf(t.definition ?? "").length <= 20) shortDefs++;
    }
    for (const d of item.definitions) {
      defs++;
      const got = notes.keyTerms.find((t) => sameTerm(t.term, d.term));
      if (got?.definition && containsAll(got.definition, d.mustSay.join(" "))) defsRight++;
    }
    if (item.topics.length) {
      withTopics++;
      topics += item.topics.length;
      covered += item.topics.filter((t) => t.cue.some((c) => containsPhrase(notes.summary, c))).length;
      if (wordsOf(notes.summary).length <= wordsOf(item.transcript).length / 4) shortSummaries++;
      if (notes.questions.length >= 3) threeQuestions++;
      thirds += new Set(notes.questions.map((q) => thirdOf(q, item.transcript)).filter((x) => x !== undefined)).size / 3;
    }
    for (const q of notes.questions) {
      questions++;
      if (/^\p{Lu}[^?]*\?$/u.test(q) && !/\b(\p{L}+) \1\b/iu.test(q)) wellFormed++;
    }
  }
  const lectures = items.length;
  return [
    { metric: "key terms: precision of the top 5", value: ratio(topHits, top), n: lectures },
    { metric: "key terms: recall of the expected terms", value: ratio(found, expected), n: expected },
    { metric: "definitions: labelled definition given and right", value: ratio(defsRight, defs), n: defs },
    { metric: "definitions: at most 20 words", value: ratio(shortDefs, shown), n: shown },
    { metric: "summary: main topics covered", value: ratio(covered, topics), n: topics },
    { metric: "summary: at most a quarter of the transcript", value: ratio(shortSummaries, withTopics), n: withTopics },
    { metric: "review questions: at least three", value: ratio(threeQuestions, withTopics), n: withTopics },
    { metric: "review questions: thirds of the lecture covered", value: ratio(thirds, withTopics), n: withTopics },
    { metric: "review questions: one well-formed question each", value: ratio(wellFormed, questions), n: questions },
  ];
}
