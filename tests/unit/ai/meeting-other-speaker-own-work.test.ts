// Meeting minutes: a request put to someone by name, followed straight away by another speaker taking on other work of
// their own, stays with the one asked, with the day said in the request (never the next speaker's day). Titled people
// ("Dr Helen Moss", called Helen) are treated as untitled ones are.
import { processMeeting } from "@/lib/ai/local/meeting";

const CLINIC = ["Dr Helen Moss", "Liam O'Neill", "Zara Ahmed"];
// a Tuesday
const tasks = (transcript: string, participants = CLINIC) =>
  processMeeting({ transcript, meetingTitle: "Team meeting", participants }, new Date("2026-06-02T09:00:00Z")).actionItems.map(
    (a) => `${a.task} | ${a.assignee ?? "-"} | ${a.dueDate ?? "-"}`,
  );

describe("meeting minutes: a request, then someone else's own task", () => {
  it("keeps the request with the one asked, and its day, in a transcript naming each speaker", () => {
    const out = tasks("Zara: Liam, can you ring the lab on Monday?\nHelen: I'll do the audit on Friday.");
    expect(out).toContain("Ring the lab | Liam O'Neill | 2026-06-08");
    expect(out).toContain("Do the audit | Dr Helen Moss | 2026-06-05");
  });

  it("does the same said aloud, with no marks", () => {
    const out = tasks("zara liam can you ring the lab on monday helen i'll do the audit on friday");
    expect(out).toContain("Ring the lab | Liam O'Neill | 2026-06-08");
    expect(out).toContain("Do the audit | Dr Helen Moss | 2026-06-05");
  });

  it("keeps a request's day when a titled participant speaks next", () => {
    const lab = tasks("tom aisha can you check the lab booking for monday martin i'll order the reagents on wednesday", ["Prof Martin Hale", "Tom Reed", "Aisha Khan"]);
    expect(lab).toContain("Check the lab booking | Aisha Khan | 2026-06-08");
    const hotel = tasks("raj alan can you book the hotel by thursday sophie i'll sort the trains on friday", ["Mr Alan Grant", "Sophie Turner", "Raj Singh"]);
    expect(hotel).toContain("Book the hotel | Mr Alan Grant | 2026-06-04");
  });

  it("never takes the next speaker's day for other work on the same thing", () => {
    const out = tasks("zara helen can you sign the rota by friday liam i'll print it on thursday");
    expect(out).toContain("Sign the rota | Dr Helen Moss | 2026-06-05");
    expect(out.some((x) => /^Sign the rota .*2026-06-04$/.test(x))).toBe(false);
  });

  it("still gives nobody the request when the next speaker takes that same work on", () => {
    const out = tasks("Zara: Liam, can you ring the lab on Monday?\nHelen: I'll do it.", ["Helen Moss", "Liam O'Neill", "Zara Ahmed"]);
    expect(out.some((x) => x.startsWith("Ring the lab | Liam"))).toBe(false);
  });
});
