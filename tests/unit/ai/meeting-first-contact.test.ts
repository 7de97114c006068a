// Meeting minutes abstain where a rule path guessed on meetings it had not met (fresh19, scored per path before any
// rule changed, docs/ai.md "Meeting minutes: abstaining where a path guesses"): an "I'll" after someone was told to do
// something has no sure speaker, and a day the one asked answers with for another step leaves the task's day unsure.
// Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";
import { actionReason } from "@/lib/ai/local/meeting-actions";

const people = ["Kim Hale", "Leo Park", "Zara Quinn"];
// a Wednesday
const tasks = (transcript: string) => processMeeting({ transcript, meetingTitle: "Quiz night committee", participants: people }, new Date("2027-03-10T09:00:00Z")).actionItems;

describe("meeting action items: abstaining where a path guessed on first contact", () => {
  it("gives no owner to an 'I'll' after someone was told to do a thing ('Kim, send me the photos. ... I'll book the hall')", () => {
    const items = tasks("okay kim send me the photos from the fete please. the quiz night is in april. right, i'll book the church hall on saturday.");
    const hall = items.find((a) => /hall/i.test(a.task));
    expect(hall).toEqual({ task: "Book the church hall", priority: "medium", dueDate: "2027-03-13" });
    expect(actionReason(hall!)?.withheld?.owner?.value).toBe("Kim Hale");
  });

  it("still gives the 'I'll' to a name said to ask how things stand ('Kim, how is the raffle? I'll ...')", () => {
    const items = tasks("kim how is the raffle going? i've got six prizes so far. i'll ask the garden centre on friday.");
    expect(items).toEqual([{ task: "Ask the garden centre", assignee: "Kim Hale", priority: "medium", dueDate: "2027-03-12" }]);
  });

  it("gives no day when the one asked answers with another day for another step ('... for Friday' 'I'll email you them Thursday')", () => {
    const items = tasks("leo you'll write the quiz questions for friday yeah i'll email you them on thursday night");
    expect(items).toEqual([{ task: "Write the quiz questions", assignee: "Leo Park", priority: "medium" }]);
    expect(actionReason(items[0])?.withheld?.due).toEqual({ path: "reply-day-differs", value: "2027-03-12" });
  });

  it("keeps the day the one asked gives for the same work ('ring the caterers by Friday?' 'I'll ring them tomorrow')", () => {
    const items = tasks("leo can you ring the caterers by friday yeah i'll ring them tomorrow");
    expect(items).toEqual([{ task: "Ring the caterers", assignee: "Leo Park", priority: "medium", dueDate: "2027-03-11" }]);
  });
});
