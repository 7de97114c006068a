// Brainstorm starter questions (the two after Generate Ideas' four ideas) on the labelled topics (tests/fixtures/ai/sets/brainstorm-*.ts), checked
// by the grammar test (brainstorm-grammar.ts).
import { starterQuestions } from "@/lib/ai/local/brainstorm";
import { seededRandom } from "@/lib/ai/local/text";
import type { BrainstormTopicItem } from "@/tests/fixtures/ai/sets/types";
import { startersFaults, starterFaults } from "./brainstorm-grammar";
import { ratio, type Figure } from "./match";

export function brainstormFigures(items: BrainstormTopicItem[], onFault?: (item: BrainstormTopicItem, starter: string, faults: string[]) => void): Figure[] {
  let starters = 0, good = 0, topicsGood = 0;
  items.forEach((item, i) => {
    const list = starterQuestions(item.topic, seededRandom(i + 1));
    for (const s of list) {
      starters++;
      const faults = starterFaults(item, s);
      if (faults.length === 0) good++;
      else onFault?.(item, s, faults);
    }
    if (startersFaults(item, list).length === 0) topicsGood++;
  });
  return [
    { metric: "starters that pass the grammar test", value: ratio(good, starters), n: starters },
    { metric: "topics whose starters all pass", value: ratio(topicsGood, items.length), n: items.length },
  ];
}
