// Pronunciation feedback on the labelled readings (tests/fixtures/ai/sets/pronunciation-*.ts):
// for English, the sounds reported as missed or swapped against the labelled ones; for other
// languages, the words to practise and whether the result says it scored word by word.
import { analyzePronunciation } from "@/lib/ai/local/pronunciation/analyze";
import type { PronunciationItem } from "@/tests/fixtures/ai/sets/types";
import { f1, ratio, wordsOf, type Figure } from "./match";

type Sound = { word: string; phoneme?: string; saidPhoneme?: string; tip?: string };
type Result = { accuracy: number; feedback: string; sounds?: Sound[]; wordsToPractise?: string[]; scoredBy?: string };

const same = (a: string, b: string) => wordsOf(a).join(" ") === wordsOf(b).join(" ");

export async function pronunciationFigures(items: PronunciationItem[]): Promise<Figure[]> {
  let labelled = 0, reported = 0, found = 0, reportedRight = 0, swaps = 0, swapsRight = 0, tips = 0;
  let clean = 0, cleanScored = 0, flawed = 0, flawedScored = 0;
  let wordsLabelled = 0, wordsReported = 0, wordsFound = 0, wordsRight = 0, other = 0, honest = 0;
  for (const item of items) {
    const r = (await analyzePronunciation(item.heard, item.target, item.language)) as Result;
    if (item.language.startsWith("en")) {
      const sounds = (r.sounds ?? []).filter((s) => s.phoneme);
      labelled += item.errors.length;
      reported += sounds.length;
      const used = new Set<number>();
      for (const e of item.errors) {
        const k = sounds.findIndex((s, i) => !used.has(i) && same(s.word, e.word) && s.phoneme === e.expected && !s.saidPhoneme === (e.heard === null));
        if (k < 0) continue;
        used.add(k);
        found++;
        if (e.heard) {
          swaps++;
          if (sounds[k].saidPhoneme === e.heard) swapsRight++;
        }
      }
      reportedRight += used.size;
      tips += sounds.filter((s) => s.tip && s.tip.length > 0).length;
      if (item.errors.length === 0) {
        clean++;
        if (r.accuracy >= 95 && sounds.length === 0) cleanScored++;
      } else {
        flawed++;
        if (r.accuracy < 95) flawedScored++;
      }
    } else {
      other++;
      const got = r.wordsToPractise ?? [];
      const want = item.wrongWords ?? [];
      wordsLabelled += want.length;
      wordsReported += got.length;
      wordsFound += want.filter((w) => got.some((g) => same(g, w))).length;
      wordsRight += got.filter((g) => want.some((w) => same(g, w))).length;
      if ((r.scoredBy === "words" || r.scoredBy === "characters") && /word by word|character by character/i.test(r.feedback)) honest++;
    }
  }
  const p = ratio(reportedRight, reported);
  const rc = ratio(found, labelled);
  const wp = ratio(wordsRight, wordsReported);
  const wr = ratio(wordsFound, wordsLabelled);
  return [
    { metric: "English sounds missed or swapped: precision", value: p, n: reported },
    { metric: "English sounds missed or swapped: recall", value: rc, n: labelled },
    { metric: "English sounds missed or swapped: F1", value: f1(p, rc), n: labelled },
    { metric: "English swapped sounds: what was said instead right", value: ratio(swapsRight, swaps), n: swaps },
    { metric: "English sounds reported with a tip", value: ratio(tips, reported), n: reported },
    { metric: "English clean readings scored 95+ with nothing reported", value: ratio(cleanScored, clean), n: clean },
    { metric: "English readings with a fault scored under 95", value: ratio(flawedScored, flawed), n: flawed },
    { metric: "other languages: words to practise F1", value: f1(wp, wr), n: wordsLabelled },
    { metric: "other languages: result says it scored word by word", value: ratio(honest, other), n: other },
  ];
}
