import { processMeeting } from "@/lib/ai/local/meeting";
import { meetingMinutesSchema } from "@/lib/schemas/ai";
import { meetingFixture } from "@/tests/fixtures/ai/meeting";

describe("processMeeting (local)", () => {
  const now = new Date("2026-11-18T10:00:00Z"); // a Wednesday
  const minutes = processMeeting(meetingFixture, now);
  const find = (words: RegExp) => minutes.actionItems.find((a) => words.test(a.task));

  it("matches the response shape of the spec", () => {
    expect(meetingMinutesSchema.safeParse(minutes).success).toBe(true);
  });

  it("assigns each action item to the participant who owns it", () => {
    expect(find(/payment integration/)).toMatchObject({ assignee: "Ahmed Khan" });
    expect(find(/chase the client/i)).toMatchObject({ assignee: "Sarah Jones" });
    expect(find(/remaining product descriptions/)).toMatchObject({ assignee: "Lucy Chen" });
  });

  it("gives 'I will ...' to the person who was just asked to speak", () => {
    // "Lucy, what about the content?" ... "I will send the returns policy to the legal team today."
    expect(find(/returns policy/)).toMatchObject({ assignee: "Lucy Chen" });
    // "Thanks, Sarah. Ahmed, how is the development going?" ... "So I need to update our code ..."
    // (this used to read "Thanks, Sarah Ahmed." and give Ahmed's task to Sarah).
    expect(find(/update our code/i)).toMatchObject({ assignee: "Ahmed Khan" });
    expect(minutes.transcript).toContain("Thanks, Sarah. Ahmed, how is the development going?");
  });

  it("lists no wish that nobody takes on ('someone should also book a room ...')", () => {
    expect(find(/book a room/i)).toBeUndefined();
  });

  it("leaves the assignee out when nobody is named", () => {
    const room = processMeeting({ ...meetingFixture, transcript: "someone needs to book a room for the launch party but that is not urgent it can wait until next month" }, now).actionItems;
    expect(room).toEqual([{ task: "Book a room for the launch party", priority: "low" }]); // "not urgent, it can wait"
  });

  it("sets priority from urgency words and dates", () => {
    expect(find(/chase the client/i)?.priority).toBe("high"); // "this afternoon"
    expect(find(/returns policy/)?.priority).toBe("high"); // "today"
    expect(find(/remaining product descriptions/)?.priority).toBe("medium"); // next Tuesday
  });

  it("does not turn questions answered on the spot into tasks", () => {
    expect(find(/update on the design/)).toBeUndefined();
  });

  it("summarises with the title, participants and decisions; key points carry the decision", () => {
    expect(minutes.summary).toContain("Website relaunch weekly check-in");
    expect(minutes.summary).toContain("Sarah Jones, Ahmed Khan and Lucy Chen");
    expect(minutes.keyPoints.some((p) => /eighth of June/.test(p))).toBe(true);
  });

  it("lists no open issue for 'no problem', only a problem said", () => {
    const transcript =
      "right ben can you take the minibus to the match on saturday ben yeah no problem i'll ask my brother for the keys and cara we need someone to wash the kit cara i can wash the kit the only trouble is the pitch has a broken goal net";
    const result = processMeeting({ transcript, meetingTitle: "Under tens", participants: ["Ben", "Cara"] }, new Date("2026-11-30T10:00:00Z"));
    const issues = result.keyPoints.filter((p) => p.startsWith("Issue:"));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/broken goal net\.$/);
    expect(result.summary).not.toMatch(/no problem/i);
  });

  it("returns the cleaned transcript with the participants' names capitalised", () => {
    expect(minutes.transcript).toContain("Sarah, can you give us an update on the design?");
    expect(minutes.transcript).not.toMatch(/\bum\b/);
  });
});

describe("processMeeting: one action item per person, with priority and due date", () => {
  const now = new Date("2026-11-18T10:00:00Z"); // a Wednesday
  const items = (transcript: string, participants: string[]) => processMeeting({ transcript, meetingTitle: "Planning", participants }, now).actionItems;

  it("'Tom, can you book the venue, it is urgent' gives Tom a high-priority task; Priya's task is due on Friday", () => {
    const actionItems = items("tom can you book the venue it is urgent and priya will send the budget by friday", ["tom baker", "Priya Shah"]);
    expect(actionItems.find((a) => /book the venue/i.test(a.task))).toMatchObject({ assignee: "tom baker", priority: "high" });
    expect(actionItems.find((a) => /send the budget/i.test(a.task))).toEqual({ task: "Send the budget", assignee: "Priya Shah", priority: "medium", dueDate: "2026-11-20" });
  });

  it("splits one sentence that names two people into their two tasks (the issue's example)", () => {
    const actionItems = items(
      "priya will send the updated budget to finance by friday and tom can you book the venue for the launch it is urgent",
      ["Priya Shah", "Tom Baker"],
    );
    expect(actionItems).toEqual([
      { task: "Send the updated budget to finance", assignee: "Priya Shah", priority: "medium", dueDate: "2026-11-20" },
      { task: "Book the venue for the launch", assignee: "Tom Baker", priority: "high" },
    ]);
  });

  it("keeps a decision out of the action items", () => {
    const minutes = processMeeting({ transcript: "okay we agreed to move the launch to january and sam will tell the sales team tomorrow", meetingTitle: "Launch", participants: ["Sam Reed"] }, now);
    expect(minutes.actionItems).toEqual([{ task: "Tell the sales team", assignee: "Sam Reed", priority: "high", dueDate: "2026-11-19" }]);
    expect(minutes.keyPoints).toContain("Decision: We agreed to move the launch to January.");
  });

  it("resolves days from the meeting date, and gives none for a week or a month", () => {
    const actionItems = items("ana will book the room for next thursday and ben will write the report by the twenty fourth and cara will plan the party next month", ["Ana", "Ben", "Cara"]);
    expect(actionItems.map((a) => a.dueDate)).toEqual(["2026-11-26", "2026-11-24", undefined]);
    expect(actionItems[2].priority).toBe("low");
  });
});
