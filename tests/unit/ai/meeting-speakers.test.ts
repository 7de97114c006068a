// Meeting minutes read who speaks from the transcript's own cues when each turn opens with the speaker's name and no
// marks ("gwen i'll ring them"): a name said to "you" is the one spoken to, not who says the "I'll" after it; a name
// typed without its accents is still that person; a name that is also a word is not spell-checked into another word;
// "I already did" answers a request. Sentences written for these tests.
import { processMeeting } from "@/lib/ai/local/meeting";

const WEDNESDAY = new Date("2026-03-04T12:00:00Z");
const minutes = (transcript: string, participants: string[]) => processMeeting({ transcript, meetingTitle: "Weekly", participants }, WEDNESDAY);
const items = (transcript: string, participants: string[]) => minutes(transcript, participants).actionItems.map((a) => `${a.assignee ?? "-"}: ${a.task} [${a.dueDate ?? ""}]`);

describe("meeting speakers read from the transcript", () => {
  const PAIR = ["Nadia Holt", "Piotr Nowak"];
  it.each([
    ["still gives the work to the one asked when they say yes first", "piotr you were going to mend the shed door yes i'll do it on saturday", ["Piotr Nowak: Mend the shed door [2026-03-07]"]],
    ["lists nothing for a request answered 'I already did' with more said after it", "nadia piotr can you order the printer paper piotr i already did i ordered ten boxes on monday nadia great", []],
    ["lists no work put to the room that someone says they already did", "nadia we need someone to order more printer toner piotr i ordered it on monday it comes tomorrow nadia lovely", []],
    ["gives the day asked for straight after someone takes work on to that work, not to a second item", "nadia someone should reply to the landlord piotr i'll write something nadia thanks piotr can you have it to me by friday piotr yes friday", ["Piotr Nowak: Reply to the landlord [2026-03-06]"]],
    ["lets someone take on work put to the room on a person's own thing ('review Nadia's slides')", "okay can someone review nadia's slides piotr i'll do it today", ["Piotr Nowak: Review Nadia's slides [2026-03-04]"]],
    ["reads 'by the fourth' as the fourth said with its month just before", "nadia the printers want the artwork by april fourth piotr i'll send the artwork over by the fourth", ["Piotr Nowak: Send the artwork over [2026-04-04]"]],
    ["lists work put to someone with any verb, and gives it to who takes it on", "nadia somebody needs to fill in the grant form by the tenth of march piotr i'll do the grant form", ["Piotr Nowak: Fill in the grant form [2026-03-10]"]],
    ["gives a request the day the one asked answers with", "nadia piotr could you do the name badges for the open day piotr yeah by monday nadia lovely", ["Piotr Nowak: Do the name badges for the open day [2026-03-09]"]],
    ["gives work taken on the day asked of whoever answers for it", "nadia the van tax runs out soon so we need to renew it piotr i'll sort it nadia can you do it by thursday piotr thursday's fine", ["Piotr Nowak: Renew the van tax [2026-03-05]"]],
    // (the same verb on something else may be other work: the room's stays listed, nobody's for sure)
    ["gives who answers with the same verb straight after their own words and day", "nadia someone needs to chase the new projector piotr i'll chase the supplier on friday", ["-: Chase the new projector []", "Piotr Nowak: Chase the supplier [2026-03-06]"]],
    ["gives work the one asked turns down ('Wednesday? No, I'm off') to who takes it on", "nadia piotr can you collect the raffle prizes on friday piotr friday no i'm off that day nadia fine i'll collect them myself", ["Nadia Holt: Collect the raffle prizes [2026-03-06]"]],
    ["gives 'I'll do the chairs' the verb the chairs were just said with", "nadia we'll need to stack the chairs after the assembly piotr i'll do the chairs", ["Piotr Nowak: Stack the chairs []"]],
  ])("%s", (_title: string, transcript: string, expected: string[]) => {
    expect(items(transcript, PAIR)).toEqual(expected);
  });

  it("gives work taken over after 'no, X, you ...' to the one who says it, not to X", () => {
    const people = ["Nadia Holt", "Piotr Nowak", "Ines Vale"];
    const got = items("nadia someone needs to ring the caterers about the buffet piotr i'll ring them ines hang on piotr you've got the audit i'll ring the caterers i used them before nadia fine", people);
    expect(got.some((g) => g.startsWith("Piotr Nowak"))).toBe(false);
    expect(got.filter((g) => /caterers/i.test(g)).every((g) => g.startsWith("Ines Vale") || g.startsWith("-"))).toBe(true);
  });

  it("gives nobody the work when the one who says 'I'll' after 'X, you ...' is not named", () => {
    const people = ["Nadia Holt", "Piotr Nowak"];
    const got = minutes("so the van needs cleaning before friday piotr you have the early shift all week i'll clean the van on thursday", people).actionItems;
    expect(got.every((a) => a.assignee !== "Piotr Nowak")).toBe(true);
  });

  it("knows a name typed without its accents", () => {
    const people = ["Zoë Marsh", "René Diaz"];
    expect(items("rene can you book the minibus for the trip rene yes i'll do it today zoe thanks", people)).toEqual(["René Diaz: Book the minibus for the trip [2026-03-04]"]);
  });

  it("keeps a participant's name that is also a common misspelling", () => {
    const got = minutes("okay wen can you send the rota round by friday", ["Wen Li", "Omar Said"]);
    expect(got.transcript).toMatch(/\bWen\b/);
    expect(got.actionItems.map((a) => a.assignee)).toEqual(["Wen Li"]);
  });

  it("passes work on when the one who says 'no, X, you do it' is named just before the no", () => {
    const people = ["Nadia Holt", "Piotr Nowak", "Ines Vale"];
    const got = items("nadia the shredder's jammed again piotr i'll fix the shredder nadia no actually ines you do it you know that model ines fine i'll fix the shredder this afternoon", people);
    expect(got.some((g) => g.startsWith("Piotr Nowak"))).toBe(false);
  });

  it("ends a task where 'and someone has to ...' starts new work", () => {
    const got = items("okay i'll ring the landlord and someone has to empty the recycling bins before friday", ["Nadia Holt", "Piotr Nowak"]);
    expect(got).toEqual(["-: Ring the landlord []", "-: Empty the recycling bins [2026-03-06]"]);
  });

  it("gives work taken on with 'I can do it on <day>' that day, and takes 'after the first coat' for no date", () => {
    const people = ["Nadia Holt", "Piotr Nowak"];
    expect(items("nadia someone has to sand the front door before friday piotr i can do it on thursday nadia thanks piotr", people)).toEqual(["Piotr Nowak: Sand the front door [2026-03-05]"]);
    const got = minutes("nadia someone needs to varnish the bench piotr i can do it after the second coat dries nadia thanks piotr", people).actionItems;
    expect(got.map((a) => a.dueDate)).toEqual([undefined]);
  });

  it("gives no day from someone else's clause after the task ('she's not in today')", () => {
    const people = ["Nadia Holt", "Piotr Nowak"];
    const got = minutes("nadia we still need someone to chase the unpaid invoices that's really the bookkeeper's job and she's off today", people).actionItems;
    expect(got.map((a) => a.dueDate)).toEqual([undefined]);
    const asked = minutes("nadia piotr can you ask the caretaker if we can borrow a ladder he's not in today but piotr yeah i'll email him", people).actionItems;
    expect(asked.map((a) => a.dueDate)).toEqual([undefined]);
  });

  it("keeps work with the one asked who said yes first, not with who speaks after them", () => {
    const people = ["Nadia Holt", "Piotr Nowak", "Ines Vale"];
    const got = items("nadia piotr you can help ines with the costings piotr okay ines i'll have the budget ready by friday nadia great", people);
    expect(got[0]).toBe("Piotr Nowak: Help Ines with the costings []");
    expect(got.some((g) => g.startsWith("Ines Vale: Help"))).toBe(false);
  });

  it("gives an offer made on a condition nobody answered no owner, and one the room says yes to its owner", () => {
    const people = ["Nadia Holt", "Piotr Nowak", "Ines Vale"];
    const open = minutes("nadia who's doing the quiz this year piotr i can run the quiz again if nobody else wants it ines oh i fancied doing it nadia okay", people).actionItems;
    expect(open.every((a) => a.assignee === undefined)).toBe(true);
    expect(items("nadia who's doing the quiz this year piotr i can run the quiz again if nobody else wants it nadia yes please piotr", people)).toEqual(["Piotr Nowak: Run the quiz []"]);
  });

});
