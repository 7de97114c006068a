// Meeting minutes list work once, for the one who took it on: a request the one asked did not take, taken on just after
// by someone else, is that person's item in the request's fuller words (not a second item nobody owns); a pronoun in a
// task never stands for the one who takes it on or the one asking; a suggestion ("you could ...", "you should ...") is not an
// action once it is answered with a no or a hedge; and "the thank you letters" is a thing to write, not thanks said to someone. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

// the action items of a community choir's committee meeting held on Wednesday 9 December 2026
const tasks = (transcript: string, participants = ["Bev", "Colin", "Priya"]) =>
  processMeeting({ transcript, meetingTitle: "Choir committee", participants }, new Date("2026-12-09T10:00:00Z")).actionItems;

describe("meeting minutes: work taken on is listed once, for whoever took it", () => {
  it("keeps the thank you letters whole, with who writes them and when", () => {
    const items = tasks("bev so the christmas appeal colin we raised two thousand pounds bev the thank you letters still need doing priya i'll write the thank you letters by friday bev lovely");
    expect(items).toContainEqual(expect.objectContaining({ task: "Write the thank you letters", assignee: "Priya", dueDate: "2026-12-11" }));
  });

  it("lists a request someone else takes on once, as theirs, in the request's fuller words", () => {
    const items = tasks("bev colin could you sort out the seating plan for the carol concert colin um can i not i did it last year and it took ages priya fine i'll do the seating plan by monday bev thank you priya");
    expect(items.filter((a) => /seating plan/i.test(a.task))).toEqual([expect.objectContaining({ task: "Sort out the seating plan for the carol concert", assignee: "Priya", dueDate: "2026-12-14" })]);
  });

  it("never makes a pronoun the one who takes the task on", () => {
    const items = tasks("bev can someone ask the caretaker about the heating in the hall colin mr patel you see him every day mr patel yes i'll ask him tomorrow bev great", ["Bev", "Colin", "Mr Patel"]);
    expect(items.map((a) => a.task)).not.toContainEqual(expect.stringMatching(/ask mr patel/i));
    expect(items).toContainEqual(expect.objectContaining({ task: "Ask the caretaker about the heating in the hall", assignee: "Mr Patel", dueDate: "2026-12-10" }));
  });

  it("does not give a request to the one who answers a question and then asks it", () => {
    const items = tasks("priya and the soprano with the sore throat do i ring her about the concert dr lee yes can you ring her tonight priya will do", ["Dr Lee", "Priya", "Colin"]);
    expect(items.filter((a) => a.assignee === "Dr Lee")).toEqual([]);
    expect(items.map((a) => a.task)).not.toContainEqual(expect.stringMatching(/dr lee/i));
  });

  it("drops a suggestion answered with a hedge, keeps one answered with a yes", () => {
    const listed = (transcript: string) => tasks(transcript).map((a) => `${a.assignee ?? "-"}: ${a.task}`);
    // a hedge, a maybe, or no answer at all: nobody took it on (and the name may be who spoke)
    expect(listed("bev the hall heating is broken again colin you could write to the vicar maybe colin i suppose i could but i'm not promising priya and the raffle")).toEqual([]);
    expect(listed("bev the rehearsals keep overrunning colin you could try starting at seven priya maybe bev and the raffle")).toEqual([]);
    expect(listed("bev can you believe the price of the hall now colin i know priya and the raffle")).toEqual([]);
    // answered with a yes: theirs
    expect(listed("bev the hall never replied about the parking colin you should ring the hall again colin yeah i'll ring them tomorrow priya and the raffle")).toEqual(["Colin: Ring the hall"]);
    // a yes in other words takes it too, a yes with a "but" does not
    for (const yes of ["happy to", "go on then", "i'd love to", "no problem"]) expect(listed(`bev the concert posters colin you could design the posters colin ${yes} priya and the raffle`)).toEqual(["Colin: Design the posters"]);
    expect(listed("bev the concert posters colin you could design the posters colin i'd love to but i'm away priya and the raffle")).toEqual([]);
  });

  it("gives no task for leave to do what someone just asked to do, and keeps work given with 'you can'", () => {
    const listed = (transcript: string) => tasks(transcript).map((a) => `${a.assignee ?? "-"}: ${a.task}`);
    expect(listed("bev the music stands are at the church colin i'll fetch them on saturday if i can borrow priya's car priya you can borrow the car bev lovely")).not.toContainEqual(expect.stringMatching(/borrow/i));
    expect(listed("bev the music stands are dusty priya you can clean the stands on saturday priya okay")).toContainEqual("Priya: Clean the stands");
  });
});
