// The meeting scorer (scripts/ai/tools/eval-fresh.ts) pairs an action item with the label it is, even when the
// item says it in fewer words ("Take the hampers" for "coordinate the christmas hampers"): the same owner, and
// every word of what the item acts on in the label. An item of another owner, or naming a thing the label does
// not, stays unpaired (then it is a miss and an unlabelled item, as before).
import { freshMeetingFigures } from "@/scripts/ai/tools/eval-fresh";
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
});
