// Key discussion points say what was discussed: a turn of thanks, an apology, a yes, a promise with no object or a report
// about "it" names nothing a reader could follow, so it is no point; points that name a thing, and decisions that name
// what was decided, stay. Every meeting below was written for this file (a choir committee).
import { namesSomething } from "@/lib/ai/local/meeting-content";
import { processMeeting } from "@/lib/ai/local/meeting";

const participants = ["Hana", "Rory", "Bea"];
const points = (transcript: string) => processMeeting({ transcript, meetingTitle: "Choir committee", participants }, new Date("2027-02-03T10:00:00Z")).keyPoints;

describe("meeting minutes: key points carry content", () => {
  it.each(["I'll do that, sorry.", "Thanks everyone.", "Great, thanks Hana.", "No problem.", "Update: It's sorted, it's done.", "Update: I finished it last night.", "Issue: They still haven't replied.", "Decision: We agreed that, right.", "Decision: We decided last week.", "Let's leave that till the new year.", "We'll try.", "Rory agrees.", "Bea laughed."])(
    "names nothing: %s",
    (point) => expect(namesSomething(point, participants)).toBe(false),
  );

  it.each(["Issue: The piano in the hall is out of tune again.", "Update: The new folders arrived on Monday.", "Decision: We agreed to rehearse on Tuesdays from March.", "Decision: We've decided not to go ahead this year.", "Decision: We're going with the cheaper printer.", "We're singing at the Easter fair.", "The hall is closed on results day."])(
    "names something: %s",
    (point) => expect(namesSomething(point, participants)).toBe(true),
  );

  it("lists no chatter from a meeting, and keeps what was discussed", () => {
    const listed = points(
      "okay so the spring concert rory the posters are printed and they look great bea lovely thanks rory hana the piano in the hall is broken again bea sorry i'll do that i'll ring the tuner rory great thanks we agreed to rehearse on tuesdays from march hana yes fine",
    );
    expect(listed.some((p) => /piano/i.test(p))).toBe(true);
    expect(listed.some((p) => /rehearse on Tuesdays/i.test(p))).toBe(true);
    for (const p of listed) expect(namesSomething(p, participants)).toBe(true);
    expect(listed.filter((p) => /^(?:sorry|thanks|great|yes|fine|lovely)\b/i.test(p.replace(/^\w+: /, "")))).toEqual([]);
  });

  // (a name, a day or a month is content when someone or a group does something: leaving, moving, closing, meeting)
  it.each(["Bea's leaving in June.", "We're moving in March as well.", "And we're closing early on Friday.", "When shall we meet again?", "Actually, Thursday would be better for me.", "We're short-staffed.", "Nobody turned up on Tuesday.", "We're recruiting.", "Rory is retiring.", "We can't afford it."])(
    "names something that happens: %s",
    (point) => expect(namesSomething(point, participants)).toBe(true),
  );

  it("keeps the points of a short meeting about who is leaving and moving", () => {
    const listed = processMeeting(
      { transcript: "Kate: Quick one today. Bea's leaving in June. Ollie: Oh no, we'll miss her. Pat: We're moving in March as well. Kate: Thanks everyone.", meetingTitle: "Team", participants: ["Kate", "Ollie", "Pat"] },
      new Date("2027-02-03T10:00:00Z"),
    ).keyPoints;
    expect(listed.some((p) => /Bea's leaving in June/.test(p))).toBe(true);
    expect(listed.some((p) => /moving in March/.test(p))).toBe(true);
    expect(listed.some((p) => /^Thanks everyone/.test(p))).toBe(false);
  });

  it("falls back to the turns as they were said rather than list no key point", () => {
    expect(points("thanks everyone sorry i'll do that great thanks hana yes fine").length).toBeGreaterThan(0);
  });
});
