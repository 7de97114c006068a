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
