// A transcript typed or pasted as a list ("- " lines), or with the "- " lines the spoken "bullet" command writes: the
// meeting, lecture and brainstorm items show each line's words without its bullet (the screen draws its own), one
// item a line, and the transcript shown keeps the bullets as typed. Every input below was written for this file.
import { analyzeBrainstorm } from "@/lib/ai/local/brainstorm";
import { processLecture } from "@/lib/ai/local/lecture";
import { processMeeting } from "@/lib/ai/local/meeting";
import { bulletsAsSentences } from "@/lib/ai/local/text";

const BULLET = /^\s*[-•*–]\s|\s[-•*–]\s/;

describe("typed bullets: the tools read each bulleted line as a sentence of its own", () => {
  it("closes the line before a list and each item, and leaves text with no bullets alone", () => {
    expect(bulletsAsSentences("Agenda\n- sue to book the hall\n• Raj will bring the urn.")).toBe("Agenda.\nSue to book the hall.\nRaj will bring the urn.");
    expect(bulletsAsSentences("Prices went up - a lot - last year.\nThen they fell")).toBe("Prices went up - a lot - last year.\nThen they fell");
  });

  it("keeps short items after a line ending in a colon with the words that lead into them", () => {
    expect(bulletsAsSentences("Tom will bring:\n- cups\n- plates\n- the big kettle")).toBe("Tom will bring: cups, plates, the big kettle.");
  });

  it("meeting minutes: no action item or key point shows a bullet, and every line is read", () => {
    const minutes = processMeeting(
      {
        transcript: "Notes from the hall committee\n- Raj will order forty chairs for the concert by Friday\n- we agreed to move the jumble sale to June\n- the boiler in the hall is broken again",
        meetingTitle: "Hall committee",
        participants: ["Sue", "Raj"],
      },
      new Date("2026-12-01T10:00:00Z"),
    );
    expect(minutes.actionItems).toEqual([expect.objectContaining({ task: "Order forty chairs for the concert", assignee: "Raj", dueDate: "2026-12-04" })]);
    expect(minutes.keyPoints).toEqual(["Decision: We agreed to move the jumble sale to June.", "Issue: The boiler in the hall is broken again."]);
    expect(minutes.transcript).toContain("\n- Raj will order forty chairs");
  });

  it("lecture notes: no key term, main point or question shows a bullet; each defined term keeps its own definition", () => {
    const notes = processLecture({
      transcript:
        "Today is the water cycle.\n- Evaporation is when the sun heats water and it turns into vapour.\n- Condensation is when the vapour cools and forms clouds.\n- Make sure you know the word precipitation for the exam.\n- For homework, draw the water cycle and label each stage.",
      courseTitle: "Geography",
      lecturerName: "Ms Hale",
    });
    for (const text of [...notes.keyTerms.flatMap((t) => [t.term, t.definition ?? ""]), ...notes.mainPoints, ...notes.questions]) expect(text).not.toMatch(BULLET);
    expect(notes.keyTerms).toContainEqual(expect.objectContaining({ term: "condensation", definition: "When the vapour cools and forms clouds." }));
    expect(notes.keyTerms.map((t) => t.term)).toContain("precipitation");
    expect(notes.mainPoints).toContain("Condensation is when the vapour cools and forms clouds.");
    expect(notes.formattedNotes).toContain("\n- Condensation is when the vapour cools and forms clouds.");
  });

  it("brainstorm: each bulleted idea is a point of its own, without its bullet", () => {
    const analysis = analyzeBrainstorm("- a bike rack by the front gate\n- a walking bus from the park\n- a rota of parents on the crossing", "Getting to school safely");
    expect(analysis.ideas).toEqual(["A bike rack by the front gate.", "A walking bus from the park.", "A rota of parents on the crossing."]);
    expect(analysis.structure?.outline.flatMap((s) => s.points)).toEqual(analysis.ideas);
  });
});

describe("a dash or star that is not a bullet is kept as written", () => {
  const keyPointsOf = (transcript: string) => processMeeting({ transcript, meetingTitle: "Kitchen", participants: ["Dev"] }, new Date("2026-12-01T10:00:00Z")).keyPoints;

  it("keeps a minus sign that starts a line with the line before it", () => {
    expect(keyPointsOf("The freezer temperature read\n- 18 degrees this morning which is fine. Dev will check it again tomorrow.")).toContain(
      "The freezer temperature read - 18 degrees this morning which is fine.",
    );
    expect(bulletsAsSentences("We read pages 10\n– 12 of the report.\n- Dev will check the rest")).toBe("We read pages 10\n– 12 of the report.\nDev will check the rest.");
  });

  it("keeps every star of a '* * *' separator line", () => {
    expect(keyPointsOf("The raffle made forty pounds.\n* * *\nDev will bank the money on Monday.").join(" ")).toContain("pounds. * * * Dev will bank");
  });
});

describe("a line ending in a colon before a list", () => {
  it("keeps each question's '?' in the point it leads into", () => {
    const minutes = processMeeting({ transcript: "Open questions:\n- who pays?\n- when?\nDev will find out by Thursday.", meetingTitle: "Fete", participants: ["Dev"] });
    expect(minutes.keyPoints).toContain("Open questions: who pays? when?");
  });

  it("is a sentence of its own when its items are, so the first idea does not carry the heading", () => {
    const analysis = analyzeBrainstorm(
      "Ideas for the garden:\n- a pond for frogs and newts near the fence\n- raised beds for the vegetables by the shed\n- a bench under the apple tree",
      "Our school garden",
    );
    expect(analysis.ideas).toContain("A pond for frogs and newts near the fence.");
    expect(analysis.ideas.join(" ")).not.toMatch(/garden: A pond/);
  });

  it("gives each short task after 'Dev will:' to Dev as an action of its own", () => {
    const minutes = processMeeting({ transcript: "Dev will:\n- email Sam\n- book the hall", meetingTitle: "Fete", participants: ["Dev", "Sam"] });
    expect(minutes.actionItems.map((a) => [a.task, a.assignee])).toEqual([
      ["Email Sam", "Dev"],
      ["Book the hall", "Dev"],
    ]);
  });
});
