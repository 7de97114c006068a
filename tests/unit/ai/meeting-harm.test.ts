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
});
