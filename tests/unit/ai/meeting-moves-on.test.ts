// Meeting minutes: a thing named straight after "I'll sort it" is the meeting moving on, never part of the task and
// never the source of its day; "can you lot hear me" is said to the room, not work; "no wait, I'll do it Saturday" moves
// the speaker's own work to the day said last. Every meeting below was written
// for this file in its own words; none comes from a set.
import { processMeeting } from "@/lib/ai/local/meeting";

// a Monday
const tasks = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Shop", participants: ["Nadia", "Kit", "Rowan"] }, new Date("2026-11-30T09:00:00Z")).actionItems.map(
    (a) => `${a.task} | ${a.assignee ?? "-"} | ${a.dueDate ?? "-"}`,
  );

describe("meeting minutes: a pronoun task followed by the next topic", () => {
  it("lists no task glued to the next topic's words, nor one with the next topic's day", () => {
    for (const out of [
      tasks("nadia what if the till breaks again kit then ring me and i'll fix it the window display rowan did you finish it yes on saturday"),
      tasks("Kit: If the card reader freezes, tell me and I'll sort it the float for tomorrow. Rowan, did you count it? Rowan: Yes, last night."),
    ]) {
      expect(out.some((x) => /\b(?:it|them) the\b/i.test(x))).toBe(false);
      expect(out.some((x) => /2026-12-0[15]$/.test(x))).toBe(false);
    }
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

  it("keeps the first day when someone else speaks in between", () => {
    const out = tasks("Nadia: someone should clean out the stock room. Kit: I'll do that on Friday. Rowan: no wait, I'll do it Thursday.");
    expect(out.some((x) => /Kit \| 2026-12-03/.test(x))).toBe(false);
  });
});
