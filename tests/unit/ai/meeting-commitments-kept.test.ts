// Meeting minutes keep real commitments beside the chatter filter: work handed over after "actually no", an offer
// said with "no one else", a request someone else's other work does not meet, a report turned round with "but ...",
// a person who is the task's object, and short tasks that still name work all stay with their owner and day.
// Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

// the action items of a community centre's meeting held on Wednesday 2 December 2026
const items = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Community centre", participants: ["Tom Reid", "Lena Park", "Priya Nair"] }, new Date("2026-12-02T09:00:00Z")).actionItems;
const listed = (transcript: string) => items(transcript).map((a) => `${a.task} [${a.assignee ?? "-"}|${a.dueDate ?? ""}]`);

describe("meeting minutes: real commitments are not taken for chatter", () => {
  it("hands the work over when the speaker says 'actually no' or 'wait no' and names who does it", () => {
    expect(listed("tom i'll take the minutes actually no lena you take them you're quicker lena sure")).toEqual(["Take the minutes [Lena Park|]"]);
    expect(listed("tom i'll order the new laptops wait no priya you order them you have the budget code priya okay")).toEqual(["Order the new laptops [Priya Nair|]"]);
    expect(listed("lena i'll book the minibus actually no tom you book it you know the driver tom fine")).toEqual(["Book the minibus [Tom Reid|]"]);
  });

  it("reads 'no one else' as who else, not as the speaker saying no", () => {
    expect(listed("lena i'll run the quiz actually no one else has volunteered so it's fine priya thanks lena")).toEqual(["Run the quiz [Lena Park|]"]);
    expect(listed("priya i'll wash the tea towels wait no one else has a machine here anyway")).toEqual(["Wash the tea towels [Priya Nair|]"]);
  });

  it("keeps work put to the room when someone has already done other work", () => {
    expect(listed("someone needs to send the agenda to the board tom lena already sent the minutes but not the agenda priya right")).toEqual(["Send the agenda to the board [-|]"]);
    // the same work said done still goes
    expect(listed("someone needs to send the agenda to the board tom lena already sent the agenda priya right")).toEqual([]);
  });

  it("keeps work put to the room when the one who answers did it without success or did something else", () => {
    expect(listed("priya can someone ring the venue about the deposit lena i rang them but nobody picked up tom i'll try them again tomorrow")).toEqual(["Ring the venue about the deposit [Tom Reid|2026-12-03]"]);
    expect(listed("tom we need to fix the leak in the kitchen lena i fixed the leak in the bathroom last week but not the kitchen one")).toEqual(["Fix the leak in the kitchen [-|]"]);
    expect(listed("priya someone needs to email the parents about the forms tom i emailed them last week but half of them still haven't replied lena okay")).toEqual(["Email the parents about the forms [-|]"]);
    // a plain report still meets it
    expect(listed("priya someone needs to email the parents about the forms tom i emailed them this morning lena great")).toEqual([]);
  });

  it("keeps a person who is the task's object when more of the task follows the name", () => {
    expect(listed("tom i'll collect priya on friday morning lena great")).toEqual(["Collect Priya [Tom Reid|2026-12-04]"]);
    expect(listed("priya i'll pick up lena on saturday tom lovely")).toContainEqual(expect.stringMatching(/^Pick up Lena \[Priya Nair\|2026-12-05\]$/));
    // a name said after the task, as the next one speaks, is still no part of it
    expect(listed("lena i'll confirm the caterers tom")).toEqual(["Confirm the caterers [Lena Park|]"]);
  });

  it("keeps short tasks that still name work, with their owner and day", () => {
    expect(listed("tom i'll do cleaning on saturday")).toEqual(["Do cleaning [Tom Reid|2026-12-05]"]);
    expect(listed("lena can you pay me back by friday tom yes i'll pay you back on friday")).toContainEqual("Pay you back [Tom Reid|2026-12-04]");
    expect(listed("priya the boiler is playing up again tom i'll look at it tomorrow")).toEqual(["Look at it [Tom Reid|2026-12-03]"]);
    // "do it" with nothing said that it is still names no work
    expect(listed("lena i'll do it by monday")).toEqual([]);
  });

  it("gives work put to the room to the one who takes it on with the bare verb", () => {
    expect(listed("priya we need someone to find out why the boiler keeps failing lena i'll find out")).toEqual(["Find out why the boiler keeps failing [Lena Park|]"]);
  });
});
