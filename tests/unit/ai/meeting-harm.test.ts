// Meeting minutes checked against the meeting: an action keeps its owner and its due
// date; work reported as done is not an action; agreeing to a request adds no item of its own.
import { processMeeting } from "@/lib/ai/local/meeting";

const minutes = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Weekly", participants: ["Nadia", "Owen", "Priya"] }, new Date("2025-03-10T12:00:00Z")); // a Monday

describe("meeting minutes do no harm", () => {
  it("does not list finished work as an action", () => {
    const m = minutes("nadia how did the mailout go i have changed the sender domain and i have already sent the test emails owen will update the mailing list by thursday");
    expect(m.actionItems.map((a) => a.task)).toEqual(["Update the mailing list"]);
    expect(m.actionItems[0]).toMatchObject({ assignee: "Owen", dueDate: "2025-03-13" });
  });

  it("keeps a date said with its weekday and month, and takes 'I'll do that' as agreement", () => {
    const m = minutes("priya can you send the slide deck to the board by friday the fourteenth of march yes i'll do that and that's everything");
    expect(m.actionItems).toEqual([{ task: "Send the slide deck to the board", assignee: "Priya", priority: "medium", dueDate: "2025-03-14" }]);
  });

  it("takes the day from the reply of the person asked ('I'll do it on Thursday')", () => {
    const m = minutes("owen could you order the new chairs for the hall yes i'll do it on thursday and nadia will print the agenda");
    expect(m.actionItems).toEqual([
      { task: "Order the new chairs for the hall", assignee: "Owen", priority: "medium", dueDate: "2025-03-13" },
      { task: "Print the agenda", assignee: "Nadia", priority: "medium" },
    ]);
  });

  it("writes what 'it' stands for, gives 'you're writing ...' to the person named, and an open task to the one named who answers", () => {
    const m = minutes(
      "nadia we still need a seating plan for the dinner i'll send it round on wednesday okay and owen you're writing to the caterers about the menu yes i'll get that done tomorrow and someone needs to collect the banners from the printers i can do that on friday priya somebody should book the minibus i'll do it today",
    );
    expect(m.actionItems).toEqual([
      { task: "Send round a seating plan", assignee: "Nadia", priority: "medium", dueDate: "2025-03-12" },
      { task: "Write to the caterers about the menu", assignee: "Owen", priority: "medium", dueDate: "2025-03-11" },
      // who said "I can do that on Friday" is not known: nobody was named, so no owner and no day
      { task: "Collect the banners from the printers", priority: "medium" },
      { task: "Book the minibus", assignee: "Priya", priority: "medium", dueDate: "2025-03-10" },
    ]);
  });

  it("lists a stated deadline with its day in its words, and gives no guessed date for 'the end of the month'", () => {
    const m = minutes("right the deadline for the funding form is monday the seventeenth and priya will tidy the shared drive by the end of the month");
    expect(m.actionItems).toContainEqual({ task: "Tidy the shared drive by the end of the month", assignee: "Priya", priority: "medium" });
    // (a deadline stated for the thing keeps its day in the words, not as a due date: whoever takes it on may give another)
    expect(m.actionItems).toContainEqual({ task: "Funding form due Monday the seventeenth", priority: "medium" });
  });

  it("names the work the reply names when the request was only 'do it', and what 'it' is in 'book it tomorrow'", () => {
    const m = minutes(
      "owen can you do the seating plan yes i'll draw it up tonight and email it to nadia perfect and priya did you ask about the minibus yes the price was fine so i'll book it tomorrow",
    );
    expect(m.actionItems).toEqual([
      { task: "Draw up the seating plan and email it to Nadia", assignee: "Owen", priority: "medium", dueDate: "2025-03-10" },
      { task: "Book the minibus", assignee: "Priya", priority: "high", dueDate: "2025-03-11" },
    ]);
  });

  it("reads a rare verb after 'can you' as the task, and 'the same day' as the day just said", () => {
    const m = minutes("nadia the survey replies are in can you collate them for the board and owen the new chairs arrive on thursday and i'll assemble them the same day");
    expect(m.actionItems).toContainEqual(expect.objectContaining({ task: "Collate the survey replies for the board", assignee: "Nadia" }));
    expect(m.actionItems).toContainEqual(expect.objectContaining({ task: "Assemble the new chairs the same day", assignee: "Owen", dueDate: "2025-03-13" }));
  });
});
