// Meeting minutes on talk like the kind nobody tuned the rules on: a weekday that names a thing is no due day, an
// offer taken back after a hedge is nobody's, a request already met is no task, and "it" never stands for a day or
// for what a person is said to be. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

const people = ["Nina Okafor", "Otto Brandt", "Ines Moreau"];
// a Wednesday
const minutes = (transcript: string) => processMeeting({ transcript, meetingTitle: "Allotment society", participants: people }, new Date("2027-03-10T09:00:00Z"));
const tasks = (transcript: string) => minutes(transcript).actionItems;

describe("meeting minutes: causes found on a set read after it was held out", () => {
  it("takes no due day from a weekday that names which thing is meant, and keeps the word in the task", () => {
    expect(tasks("nina can you print the notes about friday assembly")).toEqual([{ task: "Print the notes about Friday assembly", assignee: "Nina Okafor", priority: "medium" }]);
    // the task's own day still counts when one is said
    expect(tasks("nina can you do the sunday rota by tuesday")).toEqual([{ task: "Do the Sunday rota", assignee: "Nina Okafor", priority: "medium", dueDate: "2027-03-16" }]);
  });

  it("keeps the day of an event the task is done at, with the event's words", () => {
    expect(tasks("otto i'll raise it at the monday briefing")).toEqual([{ task: "Raise it at the Monday briefing", assignee: "Otto Brandt", priority: "medium", dueDate: "2027-03-15" }]);
  });

  it("gives nobody an offer taken back after a hedge ('but no promises, actually no, Otto, you ask her')", () => {
    const items = tasks("we need a trailer for the stall ines can your cousin lend us hers i'll ask her about the trailer but no promises actually no otto you ask her she owes you a favour fine i'll ring her tomorrow");
    expect(items.filter((a) => a.assignee === "Ines Moreau")).toEqual([]);
    // the one it was passed to still has it, with the day they gave
    expect(items).toContainEqual(expect.objectContaining({ assignee: "Otto Brandt", dueDate: "2027-03-11" }));
  });

  it("lists no task when the one asked says it is already done with the task's own word ('I've already reordered them')", () => {
    expect(tasks("the bins are overflowing otto will you do the reorder of bin bags i've already reordered them this morning oh good")).toEqual([]);
  });

  it("keeps a request when what was already done is another thing, even with the same verb", () => {
    expect(tasks("we need seating for the open day otto will you order the chairs i've already ordered the tables")).toEqual([{ task: "Order the chairs", assignee: "Otto Brandt", priority: "medium" }]);
    expect(tasks("nina can you paint the shed by saturday i've already painted the fence")).toEqual([{ task: "Paint the shed", assignee: "Nina Okafor", priority: "medium", dueDate: "2027-03-13" }]);
    // "it" went to someone else, not to the ones asked for
    expect(tasks("nina can you email the members about the work day i've already emailed it to ines")).toEqual([{ task: "Email the members about the work day", assignee: "Nina Okafor", priority: "medium" }]);
  });

  it("never reads 'it' as a day ('the ninth is free ... book it') or as what a person is said to be ('you're the rota expert')", () => {
    const hall = tasks("the church hall can't do the eighth but the ninth is free so otto can you book it and pay the deposit");
    expect(hall.map((a) => a.task.toLowerCase())).not.toContainEqual(expect.stringContaining("book the ninth"));
    const rota = tasks("nina you're the rota expert can you send it round by friday");
    expect(rota.map((a) => a.task)).not.toContainEqual(expect.stringContaining("expert"));
    expect(rota.map((a) => a.assignee)).toEqual(["Nina Okafor"]);
  });

  it("ends 'I'll do that by Friday' at its day: the thing named next is the meeting moving on, not its object", () => {
    const items = tasks("the seed swap posters need doing ines i'll do that by friday um the compost rota someone needs to sort that");
    expect(items.map((a) => a.task)).not.toContainEqual(expect.stringContaining("compost rota"));
    // the commitment itself stays, with who and when ("that" is the thing said to need doing)
    expect(items).toContainEqual({ task: "Do the seed swap posters", assignee: "Ines Moreau", priority: "medium", dueDate: "2027-03-12" });
  });

  it("keeps 'I'll sort it by Friday the latest' as a task with its owner and day", () => {
    expect(tasks("the rota needs sorting. ines i'll sort it by friday the latest")).toEqual([{ task: "Sort the rota", assignee: "Ines Moreau", priority: "medium", dueDate: "2027-03-12" }]);
    expect(tasks("otto i'll sort the gate by friday at the latest")).toEqual([{ task: "Sort the gate", assignee: "Otto Brandt", priority: "medium", dueDate: "2027-03-12" }]);
    // nothing said before it that "it" could be: "Do it" would tell a reader of the minutes nothing, so no item
    expect(tasks("nina i'll do it by monday")).toEqual([]);
  });

  it("keeps who was asked in a key point said to 'you' ('Otto, you were going to ...'), and leaves out one that names nobody", () => {
    const points = minutes("otto you were going to clear the water butts i'd rather not my back's bad okay i'll do it myself on sunday").keyPoints;
    expect(points).toContain("Otto, you were going to clear the water butts.");
    expect(points.filter((p) => /^you\b/i.test(p))).toEqual([]);
    // the name is said after the words to "you": who was meant is not known, so no key point says "you"
    const unnamed = minutes("the gate latch is broken again. you said the new one was on order. the compost bays are full and the water butts leak").keyPoints;
    expect(unnamed.filter((p) => /\byou\b/i.test(p))).toEqual([]);
  });

  it("keeps decisions and issues said with an impersonal 'you', and never ends with no key points", () => {
    expect(minutes("we decided you would clear the water butts.").keyPoints).toEqual(["Decision: We decided you would clear the water butts."]);
    expect(minutes("the problem is you can't open the gate when it rains.").keyPoints).toEqual(["Issue: The problem is you can't open the gate when it rains."]);
    expect(minutes("you need a permit to park there now. you can't get in the door.").keyPoints).toEqual(["You need a permit to park there now.", "You can't get in the door."]);
    // every turn gives "you" work and names nobody: the turns as said, rather than no key points at all
    expect(minutes("you said you'd look at the gate hinges. you were going to bring the big ladder round.").keyPoints.length).toBeGreaterThan(0);
  });

  it("does not read filler 'you know' after a name as words said to that person, nor state a hand-over as a key point", () => {
    expect(minutes("otto you know the water butts are finished").keyPoints).toEqual(["Update: You know the water butts are finished."]);
    const points = minutes("otto can you order the seeds i'll order them, actually no, nina, you do it").keyPoints;
    expect(points.length).toBeGreaterThan(0);
    expect(points.filter((p) => /^Nina, you\b/.test(p))).toEqual([]);
  });

  it("states no key point for a bare no, and keeps what follows it", () => {
    const points = minutes("no, sorry. the shed roof is leaking again and the felt has come loose").keyPoints;
    expect(points.filter((p) => /^(?:no|sorry)\b/i.test(p))).toEqual([]);
    expect(points).toContainEqual(expect.stringContaining("The shed roof is leaking again"));
  });

  it("leaves out a polite opener without reading it as a no", () => {
    expect(minutes("sorry, the compost bins are finished").keyPoints).toEqual(["Update: The compost bins are finished."]);
    expect(minutes("no, sorry, the new shed roof is broken again").keyPoints).toEqual(["Issue: The new shed roof is broken again."]);
  });
});
