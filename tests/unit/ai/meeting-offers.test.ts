// Meeting minutes list only offers that were made and work the room kept: an offer doubted, overruled or put off is no
// action item, a pronoun never stands for who does the work or a clause, a day said as whose a thing is stays in the
// task, and a name answered with thanks is who speaks next. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

// the action items of an allotment society's meeting held on Wednesday 10 March 2027
const tasks = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Allotment society", participants: ["Nina Okafor", "Otto Brandt", "Ines Moreau"] }, new Date("2027-03-10T09:00:00Z")).actionItems;
const listed = (transcript: string) => tasks(transcript).map((a) => a.task.toLowerCase());

describe("meeting minutes: offers made and work kept", () => {
  it("keeps a day said as whose a thing is in the task, and gives that day", () => {
    const items = tasks("nina we are out of bin bags otto who ordered the last lot ines okay i'll put them on thursday's order nina thanks");
    expect(items).toContainEqual(expect.objectContaining({ assignee: "Ines Moreau", dueDate: "2027-03-11" }));
    expect(items.map((a) => a.task.toLowerCase())).toContainEqual(expect.stringContaining("thursday's order"));
  });

  it("never names a stated deadline by the noun after a preposition ('the poster for the spring show is due')", () => {
    const said = listed("nina and the poster for the spring show is due on the twentieth so we should start soon");
    expect(said).not.toContainEqual(expect.stringMatching(/^spring show due/));
  });

  it("never lets a pronoun stand for who does the work or for a thing in a condition", () => {
    expect(listed("nina the gate latch is broken otto my nephew can fix it i'll get it to him on saturday")).not.toContainEqual(expect.stringContaining("nephew"));
    expect(listed("nina we need someone to buy the felt ines if the van's fixed i could nina don't worry ines i'll get it")).not.toContainEqual(expect.stringContaining("van's"));
  });

  it("does not run a name answered with thanks or praise into the task", () => {
    const said = listed("nina the shed needs clearing before the show otto i can clear it on sunday if someone helps ines i'll help nina good and the water rates");
    expect(said).not.toContainEqual(expect.stringContaining("nina"));
  });

  it("lists no offer someone else overrules ('actually no, Otto, I want you on ...', 'I'd rather Ines did it')", () => {
    expect(tasks("otto i'll do the seed order nina actually no otto i want you on the rota i'll do the seeds myself").filter((a) => a.assignee === "Otto Brandt" && /seed/i.test(a.task))).toEqual([]);
    expect(tasks("nina the grant form is due soon otto i can write the first draft nina actually i'd rather ines did it she wrote the last one").filter((a) => a.assignee === "Otto Brandt")).toEqual([]);
  });

  it("lists no offer the speaker doubts ('I don't think I can', 'I can, but I don't know which')", () => {
    expect(tasks("nina and the new water butts otto i don't think i can lift those alone they're heavy").filter((a) => a.assignee === "Otto Brandt")).toEqual([]);
    const items = tasks("nina the strimmer needs a new spool otto i can order one but i don't know which one ines i know which one i'll order it tomorrow");
    expect(items.filter((a) => a.assignee === "Otto Brandt")).toEqual([]);
    expect(items).toContainEqual(expect.objectContaining({ assignee: "Ines Moreau", dueDate: "2027-03-11" }));
  });

  it("lists no work put to the room and then put off ('we'll leave that for now', 'figure out who ... next time')", () => {
    expect(listed("nina could somebody find out about the council grant for benches no okay we'll leave that for now")).not.toContainEqual(expect.stringContaining("grant"));
    expect(listed("nina the compost bays need new boards can someone write to the sawmill otto i'd rather not nina okay we'll figure out who does it next time")).not.toContainEqual(expect.stringContaining("sawmill"));
  });

  it("lists no task put to the room that names only a pronoun ('write to them')", () => {
    expect(listed("nina the farmers gave us wire before can someone write to them otto i'd rather not")).not.toContain("write to them");
  });

  it("lists no request answered with its own verb done ('I've looked, it's fine')", () => {
    expect(listed("nina the tap by plot nine keeps dripping otto could you look at it ines i've looked it's fine it's just the washer i changed it this morning")).not.toContainEqual(expect.stringContaining("tap"));
  });

  it("still lists a plain offer with its owner and day", () => {
    expect(tasks("nina the gate latch is broken otto i'll fix the gate latch on friday")).toContainEqual(expect.objectContaining({ assignee: "Otto Brandt", dueDate: "2027-03-12" }));
  });

  it("keeps an offer whose 'but' is about other work ('I can do the slides but I can't do the handouts')", () => {
    const offered = (transcript: string, who: string, work: RegExp) =>
      processMeeting({ transcript, meetingTitle: "Team", participants: ["Dev Rao", "Ella Shaw", "Fay Quinn", "Gus Berg", "Hana Ito", "Ivan Petrov", "Lars Berg", "Mina Das", "Jen Holt"] }, new Date("2027-03-10T09:00:00Z"))
        .actionItems.some((a) => a.assignee === who && work.test(a.task));
    expect(offered("dev the slides for the launch need finishing ella i can do the slides but i can't do the handouts fay i'll do the handouts on monday dev perfect", "Ella Shaw", /slides/i)).toBe(true);
    expect(offered("gus we need the hall booked for the fundraiser hana i can book the hall on monday but i won't be at the event itself ivan that's fine i'll run the door on the night", "Hana Ito", /hall/i)).toBe(true);
    expect(offered("jen the invites for the open day have to go out soon lars i can send the invites tomorrow but i can't make the open day itself mina that's okay i'll cover the stall", "Lars Berg", /invites/i)).toBe(true);
    expect(offered("jen who's taking notes at the trustees meeting mina i can take the notes but i am not staying for the dinner after jen fine", "Mina Das", /notes/i)).toBe(true);
    expect(offered("gus the grant report is due ivan i can write the grant report but i don't have last year's figures gus i'll send you the figures today hana great", "Ivan Petrov", /grant report/i)).toBe(true);
    // (the same work withdrawn: no offer)
    expect(offered("dev the slides for the launch need finishing ella i can do the slides but i can't do them before friday", "Ella Shaw", /slides/i)).toBe(false);
  });

  it("keeps an offer when 'actually' turns to someone else about other work, and drops it when the work itself is handed on", () => {
    const owners = (transcript: string) =>
      processMeeting({ transcript, meetingTitle: "Team", participants: ["Jo Marsh", "Kim Lee", "Lou Park", "Ned Cole", "Mia Ross", "Rob Kay", "Sam Ode", "Kofi Mensah"] }, new Date("2027-03-10T09:00:00Z"))
        .actionItems.map((a) => a.assignee);
    expect(owners("lou what's left for the board pack jo i'll send the agenda tonight actually kim can you print copies for the board kim sure i'll print them tomorrow morning")).toContain("Jo Marsh");
    expect(owners("ned i'll draft the letter to the council actually mia what do you think about the wording mia looks fine to me")).toContain("Ned Cole");
    expect(owners("rob i'll book the train tickets for the conference actually sam you were asking about hotels sam yes i'll book the hotel on thursday")).toContain("Rob Kay");
    expect(owners("lou the model needs building jo i'll build the model actually kofi you do it")).not.toContain("Jo Marsh");
  });

  it("keeps an offer after 'never mind', and work put to the room before other work is worked out", () => {
    const items = tasks("nina someone needs to move the chairs before the show otto i'm busy tonight ines never mind i'll sort the chairs out this evening nina thanks ines");
    expect(items).toContainEqual(expect.objectContaining({ assignee: "Ines Moreau" }));
    expect(listed("nina can someone ring the caterers to confirm numbers then we'll work out whether we need a second room otto the second room is booked anyway")).toContainEqual(expect.stringContaining("caterers"));
  });
});
