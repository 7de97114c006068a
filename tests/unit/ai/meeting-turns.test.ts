// Meeting minutes state each point without the names of who spoke or was spoken to, and a task
// taken over from someone who said no keeps the work it was asked for. Every meeting below was
// written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";
import { speakerTurns } from "@/lib/ai/local/meeting-turns";
import { bareWord } from "@/lib/ai/local/text";

const people = ["Wendell Pryce", "Piotr Nowak", "Ama Boateng"];
// a Wednesday
const minutes = (transcript: string) => processMeeting({ transcript, meetingTitle: "Allotment committee", participants: people }, new Date("2027-03-10T09:00:00Z"));

describe("meeting minutes: speakers and the work they take over", () => {
  it("cuts a point at a name that stands apart from its clause and leaves the name off", () => {
    expect(speakerTurns("Ama so the new kettle has arrived now Wendell.", people)).toEqual(["The new kettle has arrived now."]);
    expect(speakerTurns("The skip is full Piotr what about the hedge Ama.", people)).toEqual(["The skip is full", "What about the hedge."]);
  });

  it("keeps a name that is part of the sentence: its subject, an object, a pair, a typed speaker label", () => {
    for (const sentence of ["Ama will bring the urn on Sunday.", "Send the photos to Ama by Friday.", "Piotr and Ama are sharing plot nine.", "Ask Wendell about the water rates."]) {
      expect(speakerTurns(sentence, people)).toEqual([sentence]);
    }
    expect(speakerTurns("Piotr: I'll bring the folding chairs.", people)).toEqual(["Piotr: I'll bring the folding chairs."]);
  });

  it("gives key points without the speakers' names run into them", () => {
    const points = minutes("wendell right first the water butts ama so the new water butts are all installed now piotr brilliant").keyPoints.join(" ");
    expect(points).toMatch(/water butts are all installed/i);
    expect(points).not.toMatch(/\b(?:Ama|Piotr) brilliant|installed now Piotr/);
  });

  it("words a task taken over after a no with the work asked for, not 'do it'", () => {
    const items = minutes("wendell piotr you were going to clear the gutters piotr i'd rather not my ladder is broken wendell fine i'll do it myself on saturday").actionItems;
    expect(items).toEqual([{ task: "Clear the gutters", assignee: "Wendell Pryce", priority: "medium", dueDate: "2027-03-13" }]);
  });

  it("keeps 'do' when the thing was named with no verb of work still to do", () => {
    const items = minutes("ama the gutters were cleared last year wendell i'll do the gutters on saturday").actionItems;
    expect(items.map((a) => a.task)).toEqual(["Do the gutters"]);
  });

  it("gives a request to '<name> and <name>, could you' only to the second name: the first may be who is asking", () => {
    const items = minutes("wendell and ama could you collect the seed potatoes on friday ama yes fine").actionItems;
    expect(items).toEqual([{ task: "Collect the seed potatoes", assignee: "Ama Boateng", priority: "medium", dueDate: "2027-03-12" }]);
  });

  it("reads a name that is also a word as the name after 'again' ('... again, grace ha, okay I'll ...')", () => {
    const crew = ["Grace Okafor", "Lev Adler", "Pip Shaw"];
    const items = processMeeting({ transcript: "lev who's doing the gutters pip not me i'm not going up ladders again grace ha okay i'll ring a roofer myself", meetingTitle: "Flat meeting", participants: crew }, new Date("2027-03-10T09:00:00Z")).actionItems;
    expect(items.map((a) => a.assignee)).toEqual(["Grace Okafor"]);
  });

  it("moves the day when the person asked asks for longer and gets it ('can I have till the 19th' 'the 19th then')", () => {
    const items = minutes("wendell piotr could you get the plot rents in by the fifteenth piotr the fifteenth hmm can i have till the nineteenth wendell fine the nineteenth then").actionItems;
    expect(items.map((a) => a.dueDate)).toEqual(["2027-03-19"]);
  });

  it("lists no task for what a report makes possible ('the permit came through so I can start')", () => {
    expect(minutes("ama the permit came through yesterday so i can start digging wendell great").actionItems).toEqual([]);
  });

  it("takes an offer with a condition on the weather ('if it's dry') as taken on, but not one on a person ('if I can borrow the van')", () => {
    expect(minutes("wendell someone needs to turn the compost heap ama i can do it tomorrow if it's dry wendell lovely").actionItems.map((a) => [a.assignee, a.dueDate])).toEqual([["Ama Boateng", "2027-03-11"]]);
    expect(minutes("wendell someone needs to turn the compost heap ama i can do it tomorrow if i can borrow a fork wendell lovely").actionItems.map((a) => a.assignee)).toEqual([]);
  });
});

describe("bareWord: a word as the meeting rules compare it", () => {
  it("takes the marks off both ends and keeps every letter", () => {
    expect(["Tom,", "I’d", "naïve?!", "...", undefined].map(bareWord)).toEqual(["tom", "i'd", "naïve", "", ""]);
    // a long run of dashes inside a word is kept, the marks at its end are not
    expect(bareWord(`a${"-".repeat(30000)}b--`)).toBe(`a${"-".repeat(30000)}b`);
  });
});
