// Meeting minutes: who an item belongs to, read from who speaks and who is spoken to. A question put to the room ("who's
// doing the raffle?") is the task an "I'll do it" takes on; advice for someone's own good is no action; a name said by a
// new speaker answering the last one ("Ella: you should ask Dad about the car") is not who the work is for; an apology
// to someone before a question to them takes a comma, not a full stop. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

// the minutes of a meeting held on Tuesday 1 December 2026
const minutes = (transcript: string, participants: string[]) =>
  processMeeting({ transcript, meetingTitle: "Weekly catch-up", participants }, new Date("2026-12-01T10:00:00Z"));
const listed = (transcript: string, participants: string[]) =>
  minutes(transcript, participants).actionItems.map((a) => `${a.assignee ?? "-"}: ${a.task}${a.dueDate ? ` (${a.dueDate})` : ""}`);

describe("meeting minutes: who speaks and who is spoken to", () => {
  it("gives the task asked of the room as \"who's doing ...\" to the one who answers \"I'll do it\"", () => {
    expect(listed("Tom: Who's doing the raffle? Raj: I'll do it. Sue, actually Thursday", ["Sue", "Raj", "Tom"])).toContainEqual(expect.stringMatching(/^Raj: Do the raffle/));
    expect(listed("nina who's going to print the order forms kofi i'll do it on friday nina thanks kofi", ["Nina", "Kofi", "Ade"])).toContainEqual("Kofi: Print the order forms (2026-12-04)");
    expect(listed("Ade: Who is bringing the urn on Saturday? Nina: I can do that. Ade: Lovely.", ["Nina", "Kofi", "Ade"])).toContainEqual(expect.stringMatching(/^Nina: Bring the urn/));
  });

  it("lists no task asked of the room that nobody takes on, and no \"who's doing that\"", () => {
    expect(listed("ade who's doing the tombola kofi not me i'm away nina not me either ade okay we'll see", ["Nina", "Kofi", "Ade"])).toEqual([]);
    // (asked again as needed, it is work to do, nobody's)
    expect(listed("ade who's doing the tombola nobody as far as i know ade okay we need someone to do the tombola", ["Nina", "Kofi", "Ade"])).toEqual(["-: Do the tombola"]);
    expect(listed("ade the fence is due by friday who's doing that kofi i'll do it", ["Nina", "Kofi", "Ade"])).not.toContainEqual(expect.stringMatching(/Do that/));
  });

  it("lists no advice for someone's own good, answered or not", () => {
    expect(listed("lena omar you should get some rest you look shattered omar thanks lena i will", ["Omar", "Lena", "Pat"])).toEqual([]);
    expect(listed("Lena: Omar, you should take a break this afternoon. Omar: Thanks, I will.", ["Omar", "Lena", "Pat"])).toEqual([]);
    expect(listed("pat you should take it easy this week after the operation and look after yourself pat thanks", ["Omar", "Lena", "Pat"])).toEqual([]);
    expect(listed("Lena: Pat, you should take the rest of the week off, you've earned it. Pat: Thanks.", ["Omar", "Lena", "Pat"])).toEqual([]);
    // (work named by a rest word is still work)
    expect(listed("lena omar you should take the break room rota on omar okay", ["Omar", "Lena", "Pat"])).toContainEqual(expect.stringMatching(/^Omar: Take the break room rota/));
  });

  it("lists no thanks to someone in the meeting, which is said there and then", () => {
    expect(listed("Lena: Omar, thanks for sorting the boiler. Omar: You're welcome. Pat, you should thank Lena too. Pat: Thanks Lena!", ["Omar", "Lena", "Pat"])).toEqual([]);
    expect(listed("lena pat you should thank yourself for that it was brilliant pat ha thanks", ["Omar", "Lena", "Pat"])).toEqual([]);
    // (thanks to someone who is not there is work left to do)
    expect(listed("lena omar you should thank the caretaker for staying late omar i will", ["Omar", "Lena", "Pat"])).toContainEqual(expect.stringMatching(/^Omar: Thank the caretaker/));
  });

  it("reads a name said by a new speaker, answering the last one, as who speaks", () => {
    const family = ["Ella", "Mum", "Jake"];
    expect(listed("mum jake can you pick up granny on christmas eve jake i suppose so if i get the car back ella you should ask dad about the car mum and the presents", family)).not.toContainEqual(expect.stringMatching(/^Ella:/));
    expect(listed("Mum: Jake, can you pick up Granny on Christmas Eve? Jake: I suppose so, if I get the car back. Ella: You should ask Dad about the car. Mum: And the presents?", family)).not.toContainEqual(expect.stringMatching(/^Ella:/));
    // (a suggestion about something new, to the one named, is still theirs)
    expect(listed("mum right jake the car is at the garage till friday ella you should ring the garage about the car tomorrow ella okay i will", family)).toContainEqual("Ella: Ring the garage about the car (2026-12-02)");
  });

  it("sets an apology or thanks to someone before a question to them apart with commas", () => {
    expect(minutes("raj i'll ring the tuner on wednesday. sorry sue can we make that thursday instead", ["Sue", "Raj", "Tom"]).transcript).toContain("Sorry, Sue, can we make that Thursday instead?");
    expect(minutes("okay raj what time does the van come tom thanks ana where did you put the keys", ["Ana", "Raj", "Tom"]).transcript).toContain("Thanks, Ana, where did you put the keys?");
  });
});
