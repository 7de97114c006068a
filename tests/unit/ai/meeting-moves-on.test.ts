// Meeting minutes: "pay them the deposit on Monday" keeps its thing and its day (no task is ever lost to reading the
// thing as the next topic); "can you lot hear me" is said to the room, not work; "no wait, I'll do it Saturday" moves
// the speaker's own work to the day said last, and only that. Every meeting below was written
// for this file in its own words; none comes from a set.
import { processMeeting } from "@/lib/ai/local/meeting";

// a Monday
const tasks = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Shop", participants: ["Nadia", "Kit", "Rowan"] }, new Date("2026-11-30T09:00:00Z")).actionItems.map(
    (a) => `${a.task} | ${a.assignee ?? "-"} | ${a.dueDate ?? "-"}`,
  );

describe("meeting minutes: a task with a pronoun and a thing after its verb", () => {
  it("never loses a task, its object or its day for 'verb them/it the thing'", () => {
    expect(tasks("Kit: I'll pay them the deposit on Monday.")).toEqual(["Pay them the deposit | Kit | 2026-12-07"]);
    expect(tasks("rowan can you text them the address of the venue by wednesday")).toEqual(["Text them the address of the venue | Rowan | 2026-12-02"]);
    expect(tasks("Kit: I'll email them the minutes by Friday.")).toEqual(["Email them the minutes | Kit | 2026-12-04"]);
    expect(tasks("Rowan, can you save them the front seats on Saturday?")).toEqual(["Save them the front seats | Rowan | 2026-12-05"]);
    expect(tasks("Kit: I'll forward them the invoice tomorrow.")).toEqual(["Forward them the invoice | Kit | 2026-12-01"]);
    const email = tasks("Kit: I'll email it the same way as last time on Friday.");
    expect(email).toHaveLength(1);
    expect(email[0]).toMatch(/^Email it the same way.* \| Kit \| 2026-12-04$/);
    const agenda = tasks("kit the speakers still haven't had the programme i'll email them the agenda on friday");
    expect(agenda).toHaveLength(1);
    expect(agenda[0]).toMatch(/agenda \| Kit \| 2026-12-04$/);
  });

  it("still lists the task when the next topic follows it", () => {
    expect(tasks("kit the till roll has run out rowan i'll sort it tomorrow the colour stock is low as well")).toEqual(["Sort the till roll | Rowan | 2026-12-01"]);
    expect(tasks("Rowan: I'll sort the till roll. The colour stock is low as well.")).toEqual(["Sort the till roll | Rowan | -"]);
  });

  it("keeps a verb that takes two objects whole", () => {
    expect(tasks("Nadia: I'll give it a go on Friday.")).toEqual(["Give it a go | Nadia | 2026-12-04"]);
  });
});

describe("meeting minutes: the room addressed", () => {
  it("reads 'can you lot hear me' as said to the room, and still hears the request after it", () => {
    expect(tasks("right can you lot hear me at the back okay so rowan can you order the bags by friday yes")).toEqual(["Order the bags | Rowan | 2026-12-04"]);
  });
});

describe("meeting minutes: a speaker moving their own day", () => {
  it("takes the day said after 'no wait' for the work just taken on", () => {
    const out = tasks("Nadia: someone should clean out the stock room. Kit: I'll do that on Friday. No wait, Friday's the delivery, I'll do it Thursday.");
    expect(out).toEqual(["Clean out the stock room | Kit | 2026-12-03"]);
  });

  it("keeps the first day when the later day is for other work", () => {
    expect(tasks("Kit: I'll send the invoice to the client on Monday. Actually, they want a call as well, so I'll ring them Thursday.")).toContain("Send the invoice to the client | Kit | 2026-12-07");
    expect(tasks("Rowan: I'll update the website on Friday. No, the menu's changing, so I'll check it again on Monday.")).toContain("Update the website | Rowan | 2026-12-04");
  });

  it("keeps the first day when someone else speaks in between", () => {
    const out = tasks("Nadia: someone should clean out the stock room. Kit: I'll do that on Friday. Rowan: no wait, I'll do it Thursday.");
    expect(out.some((x) => /Kit \| 2026-12-03/.test(x))).toBe(false);
  });
});
