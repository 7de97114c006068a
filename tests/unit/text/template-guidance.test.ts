import { dictationTarget, guidanceLines, withoutGuidance } from "@/lib/text/template-guidance";

// A template as the library writes it: headings, each followed by its [guidance] line.
const MEETING = "Meeting\n[Say the meeting name, the date and the time.]\n\nPeople there\n[Say the names of the people who came.]\n";
const first = MEETING.indexOf("[Say the meeting");
const second = MEETING.indexOf("[Say the names");

describe("guidanceLines", () => {
  it("finds the whole lines in brackets, not brackets inside a sentence", () => {
    expect(guidanceLines(MEETING).map((r) => MEETING.slice(r.start, r.end))).toEqual([
      "[Say the meeting name, the date and the time.]",
      "[Say the names of the people who came.]",
    ]);
    expect(guidanceLines("We met [briefly] on Monday.\n[a]b")).toEqual([]);
  });
});

describe("withoutGuidance", () => {
  it("blanks the guidance and keeps every other word at its offset", () => {
    const text = `${MEETING}We meat on Monday.`;
    const blanked = withoutGuidance(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked).not.toContain("Say the");
    expect(blanked.indexOf("We meat on Monday.")).toBe(text.indexOf("We meat on Monday."));
    expect(blanked.startsWith("Meeting\n")).toBe(true);
  });
  it("leaves a text without guidance as it is", () => {
    expect(withoutGuidance("Plain [aside] text.")).toBe("Plain [aside] text.");
  });
});

describe("dictationTarget", () => {
  it("fills the guidance line the caret is on", () => {
    expect(dictationTarget(MEETING, second + 5, null)).toEqual({ start: second, end: MEETING.indexOf("\n", second) });
  });
  it("fills the first guidance line when the caret is elsewhere (the end, or a heading)", () => {
    const line = { start: first, end: MEETING.indexOf("\n", first) };
    expect(dictationTarget(MEETING, MEETING.length, null)).toEqual(line);
    expect(dictationTarget(MEETING, 0, null)).toEqual(line);
    expect(dictationTarget(MEETING, null, null)).toEqual(line);
  });
  it("goes on where the last phrase ended, not into the next section", () => {
    const filled = MEETING.replace("[Say the meeting name, the date and the time.]", "Team sync");
    const end = filled.indexOf("Team sync") + "Team sync".length;
    expect(dictationTarget(filled, end, end)).toEqual({ start: end, end });
  });
  it("appends as always once no guidance is left", () => {
    expect(dictationTarget("Meeting\nTeam sync\n", 3, null)).toBeNull();
  });
});
