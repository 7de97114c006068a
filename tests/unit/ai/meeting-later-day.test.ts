// A task's day changed later in the meeting: the item takes the day said last, when the change can only be about that
// task (the one just given, or the one of the person named beside it); otherwise the item keeps its day. Every meeting
// below was written for this file (a residents' association, Wednesday 3 February 2027: Thursday is the 4th, Friday the
// 5th, Monday the 8th, Tuesday the 9th).
import { processMeeting } from "@/lib/ai/local/meeting";
import { writePhrases } from "@/lib/voice-tools/text";

const items = (phrases: string[]) =>
  processMeeting({ transcript: writePhrases(phrases), meetingTitle: "Residents", participants: ["Sue", "Raj", "Ana"] }, new Date("2027-02-03T10:00:00Z")).actionItems;
const typed = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Residents", participants: ["Sue Patel", "Raj", "Mo"] }, new Date("2027-02-03T10:00:00Z")).actionItems;
const ASKED = ["okay so sue can you send the minutes to the board by friday", "yes fine"];

describe("meeting minutes: a day moved later in the meeting", () => {
  it.each([
    ["a day said on its own, other business between", [...ASKED, "raj how did the audit go", "it went well no problems", "sue actually thursday", "sure"]],
    ["'that' moved to a new day", [...ASKED, "ana the printer is broken again", "i know i've called them", "sue can we make that thursday", "yes okay"]],
    ["a new day said to be better", [...ASKED, "no thursday is better", "okay thursday"]],
  ])("gives the task the later day: %s", (_, phrases) => {
    expect(items(phrases)).toEqual([expect.objectContaining({ task: "Send the minutes to the board", assignee: "Sue", dueDate: "2027-02-04" })]);
  });

  it("gives the new day to the one it is said to, not to work someone took on just before", () => {
    expect(items([...ASKED, "raj the piano in the hall is broken again", "sorry i'll do that", "sue actually thursday", "sure"])).toContainEqual(
      expect.objectContaining({ task: "Send the minutes to the board", assignee: "Sue", dueDate: "2027-02-04" }),
    );
    const listed = typed("Raj: Sue, can you send the minutes to the board by Friday? Sue: Yes, fine. Mo: The piano is broken again. Raj: Sorry, I'll ring the tuner. Sue, actually Thursday. Sue: Sure.");
    expect(listed).toContainEqual(expect.objectContaining({ task: "Send the minutes to the board", assignee: "Sue Patel", dueDate: "2027-02-04" }));
    expect(listed.find((a) => /tuner/.test(a.task))?.dueDate).toBeUndefined();
  });

  it("reads a typed transcript with speaker labels the same way, and a day that names the task's own thing", () => {
    expect(typed("Raj: Sue, could you print the leaflets for Friday? Sue: Okay. Mo: The hall is booked for the fair. Raj: Sorry Sue, Thursday is better for the leaflets. Sue: Fine.")).toEqual([
      expect.objectContaining({ task: "Print the leaflets", assignee: "Sue Patel", dueDate: "2027-02-04" }),
    ]);
    const gate = typed("mo can you fix the gate by friday mo yes raj the gate first then sue can you mow the grass by monday sue yes mo could it be thursday for the gate");
    expect(gate).toContainEqual(expect.objectContaining({ task: "Fix the gate", assignee: "Mo", dueDate: "2027-02-04" }));
    expect(gate).toContainEqual(expect.objectContaining({ task: "Mow the grass", assignee: "Sue Patel", dueDate: "2027-02-08" }));
  });

  it.each([
    ["another day of another thing", [...ASKED, "and the christmas lunch is on thursday"]],
    ["the answer to a question asked in between", [...ASKED, "ana when are you back from leave", "tuesday"]],
    ["when someone is away", [...ASKED, "i'm away on monday by the way"]],
    ["a decision with its own verb", [...ASKED, "we agreed to meet again thursday"]],
    ["a day said no to", [...ASKED, "not thursday though"]],
    ["a new day refused straight after", [...ASKED, "can we make that thursday", "no sorry friday is the earliest i can"]],
  ])("keeps the day for %s", (_, phrases) => {
    expect(items(phrases)).toContainEqual(expect.objectContaining({ task: "Send the minutes to the board", assignee: "Sue", dueDate: "2027-02-05" }));
  });

  it("keeps both days when a new day could be about either of two people's tasks", () => {
    const listed = items([...ASKED, "raj will you clean the kitchen on monday", "sure", "sue actually thursday"]);
    expect(listed).toContainEqual(expect.objectContaining({ assignee: "Sue", dueDate: "2027-02-05" }));
    expect(listed).toContainEqual(expect.objectContaining({ assignee: "Raj", dueDate: "2027-02-08" }));
  });

  it("keeps the day when the same weekday is said again for a date given in full", () => {
    expect(typed("Mo: I can hire a van for the move on the twentieth of February. Raj: The twentieth, yeah, that Saturday. Sue: Good.")).toContainEqual(
      expect.objectContaining({ assignee: "Mo", dueDate: "2027-02-20" }),
    );
  });

  // (a day that answers another question, or is said about another thing, is not the task's new day)
  it.each([
    ["a question about someone else", "Raj: Sue, can you book the hall by Friday? Sue: Yes. Mo: Is Raj in on Monday? Raj: Yes."],
    ["a question about someone else, answered with the day", "Raj: Sue, can you book the hall by Friday? Sue: Yes. Mo: Is Raj in on Monday? Raj: Monday, yes."],
    ["another thing asked about", "Raj: Sue, can you book the hall by Friday? Sue: Yes. Mo: And the interviews? Raj: Probably Tuesday."],
  ])("keeps the day for %s", (_, transcript) => {
    expect(typed(transcript)).toContainEqual(expect.objectContaining({ task: "Book the hall", assignee: "Sue Patel", dueDate: "2027-02-05" }));
  });

  it("keeps the day when the next meeting is asked about in short phrases", () => {
    expect(items(["sue can you book the caterers by friday", "sure", "when shall we meet again", "how about thursday", "thursday then"])).toContainEqual(
      expect.objectContaining({ task: "Book the caterers", assignee: "Sue", dueDate: "2027-02-05" }),
    );
  });
});
