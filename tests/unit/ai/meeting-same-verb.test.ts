// Meeting minutes: work answered with the same verb is the same job only when it acts on the same thing; an offer
// taken back stays open for another to take; a yes keeps the work of the one asked; "someone from finance" is part
// of a task; "I'll call you" names no work; "if you like" sets no condition. Every meeting below was written for this
// file in its own words; none comes from a set.
import { processMeeting } from "@/lib/ai/local/meeting";

// a Monday
const tasks = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "School fair", participants: ["Sam", "Jo", "Alex"] }, new Date("2026-11-30T09:00:00Z")).actionItems.map(
    (a) => `${a.task} | ${a.assignee ?? "-"} | ${a.dueDate ?? "-"}`,
  );

describe("meeting minutes: the same verb on other work is other work", () => {
  it("keeps the room's job open when someone takes another job with the same verb", () => {
    expect(tasks("Sam: someone needs to call the school. Jo: I'll call the dentist on Tuesday.")).toEqual(["Call the school | - | -", "Call the dentist | Jo | 2026-12-01"]);
    expect(tasks("Sam: someone needs to chase the plumber. Jo: I'll chase the electrician on Tuesday.")).toEqual(["Chase the plumber | - | -", "Chase the electrician | Jo | 2026-12-01"]);
    expect(tasks("Sam: someone needs to print the agendas. Jo: I'll print the name badges tomorrow.")).toEqual(["Print the agendas | - | -", "Print the name badges | Jo | 2026-12-01"]);
    expect(tasks("Sam: someone needs to book the minibus for the trip. Jo: I'll book the hotel tomorrow.")).toEqual(["Book the minibus for the trip | - | -", "Book the hotel | Jo | 2026-12-01"]);
    expect(tasks("Alex: somebody has to wash the curtains. Sam: I'll wash the mugs on Friday.")).toEqual(["Wash the curtains | - | -", "Wash the mugs | Sam | 2026-12-04"]);
  });

  it("still gives the room's job to whoever takes it with the same verb on it, a pronoun or the one to ask", () => {
    expect(tasks("Sam: someone needs to call the school. Jo: I'll call them on Tuesday.")).toEqual(["Call the school | Jo | 2026-12-01"]);
    expect(tasks("Sam: someone needs to call the school. Jo: I'll call the school on Tuesday.")).toEqual(["Call the school | Jo | 2026-12-01"]);
    expect(tasks("Sam: someone needs to ask the library if we can use their tables. Alex: I'll ask the librarian tomorrow.")).toEqual([
      "Ask the library if we can use their tables | Alex | 2026-12-01",
    ]);
  });
});

describe("meeting minutes: an offer taken back is open for another", () => {
  it("gives the work to the one who takes it on after the first says they cannot that day", () => {
    expect(tasks("Sam: I'll email the parents on Friday, actually wait, I'm not in on Friday. Jo: I'll do it then.")).toEqual(["Email the parents | Jo | -"]);
    expect(tasks("Sam: I'll email the parents on Friday, actually wait, I'm not in on Friday. Jo: okay, I'll email them.")).toEqual(["Email the parents | Jo | -"]);
    expect(tasks("Alex: I'll collect the raffle prizes on Thursday, hmm, actually, I'm away on Thursday. Sam: I can do that.")).toEqual(["Collect the raffle prizes | Sam | -"]);
  });

  it("lists nothing when nobody takes it", () => {
    expect(tasks("Sam: I'll email the parents on Friday, actually wait, I'm not in on Friday. Jo: shame.")).toEqual([]);
  });
});

describe("meeting minutes: a yes keeps the work of the one asked", () => {
  it("keeps both the help asked for and the work of the one helped", () => {
    expect(tasks("Sam: Jo, you can help Alex with the slides. Jo: okay. Alex: I'll finish the slides by the ninth.")).toEqual([
      "Help Alex with the slides | Jo | -",
      "Finish the slides | Alex | 2026-12-09",
    ]);
  });
});

describe("meeting minutes: 'someone' inside a task", () => {
  it("keeps 'someone from finance' in the task and still ends a task at 'and someone has to'", () => {
    expect(tasks("Jo: I'll check with Alex and someone from finance about the refund.")).toEqual(["Check with Alex and someone from finance about the refund | Jo | -"]);
    expect(tasks("Jo: I'll order the cake and someone has to collect it.")).toEqual(["Order the cake | Jo | -"]);
  });
});

describe("meeting minutes: no work in a word to the one spoken to", () => {
  it("lists no 'call you', 'ring you back' or 'meet you there'", () => {
    expect(tasks("Jo: right, I'll call you. Alex: I'll ring you back. Sam: I'll meet you there.")).toEqual([]);
    expect(tasks("Jo: I'll text you. Sam: great, I'll see you there.")).toEqual([]);
  });

  it("keeps work said to them and a debt to pay back", () => {
    expect(tasks("Jo: I'll pay you back on Friday.").map((x) => x.split(" | ")[0])).toEqual(["Pay you back"]);
    expect(tasks("Jo: I'll send you the minutes.").map((x) => x.split(" | ")[0])).toEqual(["Send you the minutes"]);
  });
});

describe("meeting minutes: 'if you like' is no condition", () => {
  it("keeps the owner of an offer made politely", () => {
    expect(tasks("Jo: I can bring the projector if you like.")).toEqual(["Bring the projector | Jo | -"]);
    expect(tasks("Jo: I can bring the projector if that helps.")).toEqual(["Bring the projector | Jo | -"]);
    expect(tasks("Jo: I can bring the projector if you want me to.")).toEqual(["Bring the projector | Jo | -"]);
  });

  it("still gives no owner to an offer on a real condition", () => {
    expect(tasks("Jo: I can run the stall again if nobody else wants it.")).toEqual(["Run the stall | - | -"]);
  });
});
