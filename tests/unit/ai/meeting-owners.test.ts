// Meeting minutes never give an action to the wrong person or the wrong day: a name that is also
// a word, a person only spoken about, the speaker named after their words, a request turned down,
// and a job that starts on one day and is due on another. Sentences written for these tests.
import { processMeeting } from "@/lib/ai/local/meeting";

const WEDNESDAY = new Date("2026-03-04T12:00:00Z");
const minutes = (transcript: string, participants: string[]) => processMeeting({ transcript, meetingTitle: "Weekly", participants }, WEDNESDAY);
const items = (transcript: string, participants: string[]) => minutes(transcript, participants).actionItems.map((a) => `${a.assignee ?? "-"}: ${a.task} [${a.dueDate ?? ""}]`);

describe("meeting action owners", () => {
  const wordNames = ["Will Carter", "May Lin", "Rose Adams"];

  it("takes 'will', 'may' and 'rose' as names only where a name can stand", () => {
    expect(items("right will can you chase the printers by tuesday may will do the minutes and rose is going to email the parents tomorrow", wordNames)).toEqual([
      "Will Carter: Chase the printers [2026-03-10]",
      "May Lin: Do the minutes []",
      "Rose Adams: Email the parents [2026-03-05]",
    ]);
  });

  it("gives '..., said Gwen' to Gwen even when someone else was asked just before", () => {
    const people = ["Bill Shaw", "Gwen Price"];
    expect(items("bill can you cut the hedge on monday yes fine i'll bring the folding tables said gwen", people)).toEqual([
      "Bill Shaw: Cut the hedge [2026-03-09]",
      "Gwen Price: Bring the folding tables []",
    ]);
  });

  it("gives no owner from a name used as a word ('the report will be late', 'the rose garden')", () => {
    const got = minutes("the report will be late and we may need more time the rose garden is closed so i will book the other room", wordNames).actionItems;
    expect(got.map((a) => a.assignee)).toEqual([undefined]);
    expect(got[0].task).toBe("Book the other room");
  });

  it("does not give a name used as a verb or a noun to anyone ('we can mark it done', 'the bill came in')", () => {
    const people = ["Mark Dowd", "Bill Shaw", "Grace Obi"];
    expect(items("can we mark this one as done grace can you update the tracker by friday", people)).toEqual(["Grace Obi: Update the tracker [2026-03-06]"]);
    expect(minutes("the bill for the hall came in at two hundred pounds and i'll pay it on monday", people).actionItems.every((a) => a.assignee === undefined)).toBe(true);
  });

  const team = ["Sam Okafor", "Priya Shah", "Dan Moss"];

  it("does not give the speaker's task to a person they report ('Priya said ..., so I'll ...')", () => {
    expect(items("priya said that the client wants the draft by friday so i'll write it tomorrow", team)).toEqual(["-: Write the draft [2026-03-05]"]);
    expect(items("dan mentioned that the van is booked for saturday and i'll drive it there", team)).toEqual(["-: Drive the van there []"]);
  });

  it("still lets a person whose promise was reported take it up ('Sam said he'd ...', then Sam's 'I'll ...')", () => {
    expect(items("sam said he'd bring the projector yes i'll bring the projector and a long cable", team)[0]).toMatch(/^Sam Okafor: /);
  });

  it("reads a name after 'said' as who spoke the words before it, not as the next task's owner", () => {
    expect(items("we need a photographer for the fair i'll take the photos said priya and dan will print the tickets by thursday", team)).toEqual([
      "Priya Shah: Take the photos []",
      "Dan Moss: Print the tickets [2026-03-05]",
    ]);
    // a reply with nothing of its own ("I'll help") is no task
    expect(items("i'll help said priya and dan will print the tickets by thursday", team)).toEqual(["Dan Moss: Print the tickets [2026-03-05]"]);
  });

  it("does not give a request to the person who turns it down, and gives it to whoever then takes it", () => {
    expect(items("sam and dan can you write the rota dan not this week i'm away sam okay i'll write the rota myself", team)).toEqual(["Sam Okafor: Write the rota []"]);
    expect(items("priya could you phone the caterers by friday no sorry i can't i'm on leave all week", team)).toEqual([]);
    // "no problem" is a yes
    expect(items("priya could you phone the caterers by friday no problem", team)).toEqual(["Priya Shah: Phone the caterers [2026-03-06]"]);
  });

  it("lets the person named after a task refer back to what they said next ('..., Dan, and the gate is broken, I'll fix it')", () => {
    expect(items("sam okay i'll send the invoices myself dan and the gate by the car park is broken again i'll fix it on friday", team)).toEqual([
      "Sam Okafor: Send the invoices []",
      "Dan Moss: Fix the gate [2026-03-06]",
    ]);
  });
});

describe("meeting actions read against the reply", () => {
  const team = ["Ana Ruiz", "Ben Cole", "Cara Diaz"];

  it("lists no action for a request answered as done in the same breath", () => {
    expect(items("ana will you send the minutes i sent them this morning", team)).toEqual([]);
    // a clause that belongs to the task stays in it
    expect(items("ben can you check what we need for the stall by friday", team)).toEqual(["Ben Cole: Check what we need for the stall [2026-03-06]"]);
  });

  it("lists no action for a request met already, however the reply says so", () => {
    expect(items("ben can you check the boiler that's been done", team)).toEqual([]);
    expect(items("ben can you check the boiler cara already did it", team)).toEqual([]);
    expect(items("cara you're printing the flyers aren't you yes i printed them this morning", team)).toEqual([]);
    // the speaker's own plan, taken back as done
    expect(items("i'll need to update the website i updated it on friday actually so that's fine", team)).toEqual([]);
    // the plan still stands when it is not answered as done
    expect(items("cara you're printing the flyers for saturday", team)).toEqual(["Cara Diaz: Print the flyers [2026-03-07]"]);
  });

  it("gives a task that only says 'check them' what the task before it acted on", () => {
    expect(items("ben will pull the figures together and ana will check them on monday", team)).toEqual([
      "Ben Cole: Pull the figures together []",
      "Ana Ruiz: Check the figures [2026-03-09]",
    ]);
  });
});

describe("meeting action due dates", () => {
  const crew = ["Gwen Harris", "Tom Ellis", "Nadia Brook"];

  it("dates a job begun on one day and finished on another by the day it is due", () => {
    expect(minutes("tom you'll start painting the hall on monday and finish it by friday", crew).actionItems[0]).toMatchObject({ assignee: "Tom Ellis", dueDate: "2026-03-06" });
    expect(minutes("nadia will begin the audit on tuesday and have it done by the twentieth", crew).actionItems).toEqual([
      expect.objectContaining({ assignee: "Nadia Brook", dueDate: "2026-03-20" }),
    ]);
  });

  it("reads 'by the end of today' and 'end of Friday' as that day", () => {
    expect(items("nadia you need to sign off the order by the end of today and tom will file the receipts by end of friday", crew)).toEqual([
      "Nadia Brook: Sign off the order [2026-03-04]",
      "Tom Ellis: File the receipts [2026-03-06]",
    ]);
  });

  it("takes no due date from a day something was already done, and keeps 'this' out of the task", () => {
    expect(items("tom will you finish the leaflet we sent on monday and nadia can you post the letters by this friday", crew)).toEqual([
      "Tom Ellis: Finish the leaflet []",
      "Nadia Brook: Post the letters [2026-03-06]",
    ]);
    // a participle before the day is no report: "get the skip swapped today"
    expect(items("gwen will get the skip swapped today", crew)).toEqual(["Gwen Harris: Get the skip swapped [2026-03-04]"]);
  });

  it("still makes two tasks of two jobs with a day each", () => {
    expect(items("tom can you ring the bank tomorrow and get the statements to me by monday", crew)).toEqual([
      "Tom Ellis: Ring the bank [2026-03-05]",
      "Tom Ellis: Get the statements to me [2026-03-09]",
    ]);
  });
});

describe("meeting actions in transcripts that name each speaker before their words", () => {
  const club = ["Orla", "Will", "Fergus", "Precious"];
  const SATURDAY = new Date("2026-03-07T12:00:00Z");
  const said = (transcript: string) =>
    processMeeting({ transcript, meetingTitle: "Club", participants: club }, SATURDAY).actionItems.map((a) => `${a.assignee ?? "-"}: ${a.task} [${a.dueDate ?? ""}]`);

  it("gives the request to the one who answers it straight away, not to the one who asked", () => {
    expect(said("orla fergus that's sorted then and can you hand out the kit on sunday week fergus sunday week yes fine")).toEqual(["Fergus: Hand out the kit [2026-03-15]"]);
  });

  it("takes the day the person asked gives for the same work, but not the day of a first step", () => {
    expect(said("orla fergus can you phone the groundsman before wednesday fergus i will yeah i'll phone him on monday")).toEqual(["Fergus: Phone the groundsman [2026-03-09]"]);
    expect(said("orla fergus can you get the new nets by the twentieth fergus yeah i'll ask the shop on monday")).toEqual(["Fergus: Get the new nets and ask the shop [2026-03-20]"]);
  });

  it("keeps the day argued down to and agreed", () => {
    expect(said("orla fergus can you book the minibus fergus yeah i'll book it by next friday orla no earlier than that by tuesday fergus okay tuesday")).toEqual([
      "Fergus: Book the minibus [2026-03-10]",
    ]);
  });

  it("gives nothing to an offer made on a condition, and the work to the one then told to do it", () => {
    expect(said("orla somebody has to take the under twelves to the match on the fourteenth fergus i can do it if i can borrow the van orla the van's booked fergus you'll take the under twelves in your car then fergus fine")).toEqual([
      "Fergus: Take the under twelves to the match [2026-03-14]",
    ]);
  });

  it("keeps only what a speaker said instead of what they took back", () => {
    expect(said("orla and the goal nets need mending precious i'll get my cousin to look at the nets no actually i'll mend the nets myself on thursday")).toEqual([
      "Precious: Mend the nets [2026-03-12]",
    ]);
  });

  it("takes a yes naming part of the work as that work, and no day from a deadline stated for the thing", () => {
    expect(said("orla precious you will please organise the raffle for the dance precious yes i'll sort the prizes orla the dance is the twentieth so the prizes should be ready by the eighteenth")).toEqual([
      "Precious: Organise the raffle for the dance and sort the prizes []",
    ]);
  });

  it("gives 'I'll have it done by ...' to the one asked about a thing, named again as they answer", () => {
    expect(said("orla fergus the new fixtures list fergus um it's half there i'll have it done by tuesday")).toEqual(["Fergus: Have the new fixtures list done [2026-03-10]"]);
    // not when something was said about the thing before they answered: "it" is then found as before
    expect(said("orla and fergus the coach driver needs the kit list fergus i'll send it tomorrow")).toEqual(["Fergus: Send the kit list [2026-03-08]"]);
  });

  it("does not list again a deadline stated for work someone took on with their own day", () => {
    expect(said("orla the grant claim is due on the thirtieth fergus i'll send the grant claim on the twentieth")).toEqual(["Fergus: Send the grant claim [2026-03-20]"]);
  });
});
