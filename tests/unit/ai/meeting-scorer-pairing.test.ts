// The meeting scorer (scripts/ai/tools/eval-fresh.ts) pairs an action item with the label it is, even when the
// item says it in fewer words ("Take the hampers" for "coordinate the christmas hampers"): the same owner, and
// every word of what the item acts on in the label. An item of another owner, or naming a thing the label does
// not, stays unpaired (then it is a miss and an unlabelled item, as before).
import { freshMeetingFigures, shorterWording } from "@/scripts/ai/tools/eval-fresh";
import type { FreshMeeting } from "@/tests/fixtures/ai/fresh/types";

const meeting = (actions: FreshMeeting["actions"]): FreshMeeting => ({
  id: "pairing-1",
  meetingTitle: "Food bank",
  participants: ["Agnes", "Brenda", "Yusuf"],
  meetingDate: "2026-11-21",
  transcript: "agnes right the christmas hampers yusuf you offered to coordinate yusuf honestly i'm away for two weeks brenda i can take the hampers i did them last year agnes brenda's on hampers then thank you brenda",
  actions,
  statusUpdates: [],
  decisions: [],
});

const found = async (actions: FreshMeeting["actions"]) => {
  const pairs: string[] = [];
  const figures = await freshMeetingFigures([meeting(actions)], (_, message) => pairs.push(message));
  return { found: figures.find((f) => f.metric === "actions found")?.value, unlabelled: pairs.filter((p) => p.startsWith("unlabelled")).length };
};

describe("meeting scorer pairing", () => {
  it("pairs an item said in fewer words with its label when the owner is the same", async () => {
    expect(await found([{ task: "coordinate the christmas hampers", owner: "Brenda" }])).toEqual({ found: 1, unlabelled: 0 });
  });

  it("does not pair it with a label of another owner or of another thing", async () => {
    expect((await found([{ task: "coordinate the christmas hampers", owner: "Yusuf" }])).found).toBe(0);
    expect((await found([{ task: "coordinate the christmas raffle", owner: "Brenda" }])).found).toBe(0);
  });

  it("pairs only when the item's verb is the label's or names no work, and it acts on a noun", () => {
    const pairs = (task: string, label: string) => shorterWording({ task, assignee: "Ana" }, { task: label, owner: "Ana" });
    expect(pairs("Take the hampers", "coordinate the christmas hampers")).toBe(true);
    expect(pairs("Send the newsletter", "send out the newsletter before friday")).toBe(true);
    // an opposite or other verb is other work
    expect(pairs("Cancel the booking", "confirm the booking with the caterer")).toBe(false);
    expect(pairs("Stop the newsletter", "send out the newsletter")).toBe(false);
    expect(pairs("Skip the meeting", "book the meeting room")).toBe(false);
    // a word that is no noun names no thing to pair on
    expect(pairs("Order more", "order more milk")).toBe(false);
    expect(pairs("Pick her up", "pick up the cake")).toBe(false);
  });
});
