// Meeting minutes list no talk to the room as work: a light verb on "it" that nobody takes, a nudge to speak ("go on"),
// the chair letting the room go, an offer the room says no to, and no task given to the last one spoken to once someone
// else has taken the floor ("and me, the ..."). The real work said beside each stays. Every meeting below was written
// for this file in its own words; none comes from a set.
import { processMeeting } from "@/lib/ai/local/meeting";

// the action items of an allotment society's meeting held on Wednesday 10 March 2027
const tasks = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Allotment society", participants: ["Nina Okafor", "Otto Brandt", "Ines Moreau"] }, new Date("2027-03-10T09:00:00Z")).actionItems;
const texts = (transcript: string) => tasks(transcript).map((a) => a.task.toLowerCase());

describe("meeting minutes: talk to the room is no action item", () => {
  it("lists no 'do it before ...' that nobody is sure to do", () => {
    // (Otto was told he is on the list; the "I'll" after it is nobody's for sure, and "do it" says nothing of the course)
    expect(texts("nina the first aid course otto you're still on the list i know i know i'll do it before half term nina lovely")).toEqual([]);
  });

  it("keeps 'do it before ...' when someone says they will", () => {
    const items = tasks("ines the hedge by the gate is a mess ines yes i'll cut the hedge before the open day");
    expect(items).toContainEqual(expect.objectContaining({ task: expect.stringMatching(/^Cut the hedge/), assignee: "Ines Moreau" }));
  });

  it("lists no 'go on' said to let someone take the floor, and keeps the work spoken of", () => {
    const items = texts("and who wants to run the plant swap otto can if you like nah you did the last one ines will you go on then i'll sort it for the end of the month");
    expect(items).not.toContainEqual(expect.stringMatching(/^go on/));
    expect(items).toContainEqual(expect.stringMatching(/^run the plant swap/));
  });

  it("keeps 'go and see ...' as the seeing", () => {
    expect(tasks("otto can you go and see the council about the lease otto yes i will")).toContainEqual(
      expect.objectContaining({ task: expect.stringMatching(/^Go and see the council/), assignee: "Otto Brandt" }),
    );
  });

  it("lists no 'I'll let you all get home' at the meeting's end", () => {
    const items = tasks("ines can you email the plot holders by friday ines yes i'll email them. nina anything else? no? good, i'll let you all get home.");
    expect(items.map((a) => a.task.toLowerCase())).not.toContainEqual(expect.stringMatching(/^let you/));
    expect(items).toContainEqual(expect.objectContaining({ task: expect.stringMatching(/^Email the plot holders/), assignee: "Ines Moreau" }));
  });

  it("lists no offer the room turns down, and keeps one it takes", () => {
    expect(tasks("otto i can bring a wheelbarrow i've got two at home nina no no we've got plenty thanks")).toEqual([]);
    expect(tasks("otto i can bring a wheelbarrow i've got two at home nina yes please")).toContainEqual(
      expect.objectContaining({ task: expect.stringMatching(/^Bring a wheelbarrow/), assignee: "Otto Brandt" }),
    );
  });

  it("gives nobody's work to the one just spoken to once 'and me, the ...' takes the floor", () => {
    const items = tasks("otto can you ring the water board sure i'll ring them today and me the seed order is late so i'll chase the supplier tomorrow");
    expect(items).toContainEqual(expect.objectContaining({ task: expect.stringMatching(/^Ring the water board/), assignee: "Otto Brandt" }));
    expect(items.filter((a) => a.assignee === "Otto Brandt" && /supplier/.test(a.task))).toEqual([]);
  });
});
