// How sure the engine is of each meeting action item (lib/ai/local/meeting-confidence.ts): the committed weights load and
// score an item the same way every time, training gives the same weights from the same rows, and with holding back
// switched on an item the models doubt is not listed while a sure one is. The meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";
import { actionConfidence } from "@/lib/ai/local/meeting-actions";
import { confidenceFeatures, meetingConfidence, scoreWith } from "@/lib/ai/local/meeting-confidence";
import { MEETING_CONFIDENCE } from "@/lib/ai/local/meeting-confidence-weights";
import { trainLogistic } from "@/scripts/ai/experiments/meeting-confidence";

const people = ["Oren Blake", "Priti Nair", "Sol Hayes"];
// a Tuesday
const now = new Date("2027-04-13T09:00:00Z");
const transcript = "Oren: right, the newsletter. Priti will write the spring newsletter for the parents by Friday. Sol: and I'll do the posters. Priti: fine.";
const minutes = () => processMeeting({ transcript, meetingTitle: "Club committee", participants: people }, now);

describe("meeting action items: how sure the engine is of each", () => {
  it("scores a known item from the committed weights, the same every time", () => {
    const features = confidenceFeatures({ action: "named", owner: "named", due: "clause", words: "as-said", task: "Write the spring newsletter for the parents", assignee: "Priti Nair", dueDate: "2027-04-16", labelled: true, participants: 3, items: 2, knownVerb: true, now });
    expect(features.item).toContain("action=named");
    expect(features.owner).toContain("owner=named");
    expect(features.due).toContain("ahead=2-7");
    const item = scoreWith(MEETING_CONFIDENCE.item, features.item);
    let z = MEETING_CONFIDENCE.item.bias;
    for (const f of features.item) z += MEETING_CONFIDENCE.item.weights[f] ?? 0;
    expect(item).toBeCloseTo(1 / (1 + Math.exp(-z)), 12);
    expect(scoreWith(MEETING_CONFIDENCE.item, features.item)).toBe(item);
    // a plain named task with its day is among the items the models are surest of
    expect(item).toBeGreaterThanOrEqual(MEETING_CONFIDENCE.thresholds.item);
  });

  it("learns the same weights from the same rows, and learns what is wrong more often", () => {
    const rows = [
      ...Array.from({ length: 20 }, () => ({ x: ["verb=book"], right: true })),
      ...Array.from({ length: 10 }, (_, k) => ({ x: ["verb=do"], right: k < 6 })),
    ];
    const a = trainLogistic(rows);
    expect(trainLogistic(rows)).toEqual(a);
    expect(scoreWith(a, ["verb=book"])).toBeGreaterThan(scoreWith(a, ["verb=do"]));
  });

  it("gives every item its confidences, and lists them all while holding back is off", () => {
    const { actionItems } = minutes();
    expect(actionItems.map((a) => a.task)).toEqual(["Write the spring newsletter for the parents", "Do the posters"]);
    for (const a of actionItems) expect(actionConfidence(a)?.confidence.item).toBeGreaterThan(0);
  });

  it("with holding back on, does not list an item it doubts and keeps the sure one whole", () => {
    const was = meetingConfidence.apply;
    meetingConfidence.apply = true;
    try {
      // "Do the posters": a verb that names no work, from an "I'll" in a reply
      expect(minutes().actionItems).toEqual([{ task: "Write the spring newsletter for the parents", priority: "medium", assignee: "Priti Nair", dueDate: "2027-04-16" }]);
    } finally {
      meetingConfidence.apply = was;
    }
  });
});
