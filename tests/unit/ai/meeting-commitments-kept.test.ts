// Meeting minutes keep real commitments beside the chatter filter: work handed over after "actually no", an offer
// said with "no one else", a request someone else's other work does not meet, a report turned round with "but ...",
// a person who is the task's object, and short tasks that still name work all stay with their owner and day.
// Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

// the action items of a community centre's meeting held on Wednesday 2 December 2026, as "Task [owner|due]"
const listed = (transcript: string) =>
  processMeeting({ transcript, meetingTitle: "Community centre", participants: ["Tom Reid", "Lena Park", "Priya Nair"] }, new Date("2026-12-02T09:00:00Z")).actionItems.map(
    (a) => `${a.task} [${a.assignee ?? "-"}|${a.dueDate ?? ""}]`,
  );

/** What each test is about, and the meetings it reads with exactly the items each lists. */
const KEPT: [string, [string, string[]][]][] = [
  [
    "hands the work over when the speaker says 'actually no' or 'wait no' and names who does it",
    [
      ["tom i'll take the minutes actually no lena you take them you're quicker lena sure", ["Take the minutes [Lena Park|]"]],
      ["tom i'll order the new laptops wait no priya you order them you have the budget code priya okay", ["Order the new laptops [Priya Nair|]"]],
      ["lena i'll book the minibus actually no tom you book it you know the driver tom fine", ["Book the minibus [Tom Reid|]"]],
    ],
  ],
  [
    "reads 'no one else' as who else, not as the speaker saying no",
    [
      ["lena i'll run the quiz actually no one else has volunteered so it's fine priya thanks lena", ["Run the quiz [Lena Park|]"]],
      ["priya i'll wash the tea towels wait no one else has a machine here anyway", ["Wash the tea towels [Priya Nair|]"]],
    ],
  ],
  [
    "keeps work put to the room when someone has already done other work, not when the same work is done",
    [
      ["someone needs to send the agenda to the board tom lena already sent the minutes but not the agenda priya right", ["Send the agenda to the board [-|]"]],
      ["someone needs to send the agenda to the board tom lena already sent the agenda priya right", []],
    ],
  ],
  [
    "keeps work put to the room when the one who answers did it without success or did something else",
    [
      ["priya can someone ring the venue about the deposit lena i rang them but nobody picked up tom i'll try them again tomorrow", ["Ring the venue about the deposit [Tom Reid|2026-12-03]"]],
      ["tom we need to fix the leak in the kitchen lena i fixed the leak in the bathroom last week but not the kitchen one", ["Fix the leak in the kitchen [-|]"]],
      ["priya someone needs to email the parents about the forms tom i emailed them last week but half of them still haven't replied lena okay", ["Email the parents about the forms [-|]"]],
      // a plain report still meets it
      ["priya someone needs to email the parents about the forms tom i emailed them this morning lena great", []],
    ],
  ],
  [
    "keeps a person who is the task's object when more of the task follows the name",
    [
      ["tom i'll collect priya on friday morning lena great", ["Collect Priya [Tom Reid|2026-12-04]"]],
      ["priya i'll pick up lena on saturday tom lovely", ["Pick up Lena [Priya Nair|2026-12-05]"]],
      // a name said after the task, as the next one speaks, is still no part of it
      ["lena i'll confirm the caterers tom", ["Confirm the caterers [Lena Park|]"]],
    ],
  ],
  [
    "keeps short tasks that still name work, with their owner and day",
    [
      ["tom i'll do cleaning on saturday", ["Do cleaning [Tom Reid|2026-12-05]"]],
      ["lena can you pay me back by friday tom yes i'll pay you back on friday", ["Pay you back [Tom Reid|2026-12-04]"]],
      // "it" is the thing just said when there is one
      ["priya the boiler is playing up again tom i'll look at it tomorrow", ["Look at the boiler [Tom Reid|2026-12-03]"]],
      ["priya the printer keeps jamming lena i'll look into it on monday", ["Look into the printer [Lena Park|2026-12-07]"]],
      ["tom i'll look at it tomorrow", ["Look at it [Tom Reid|2026-12-03]"]],
      // "do it" with nothing said that it is still names no work
      ["lena i'll do it by monday", []],
    ],
  ],
  [
    "reads 'rather than tomorrow' as the day not meant, and 'actually wait, I'm not in' as the offer taken back",
    [
      ["tom i'll send the report tomorrow actually no i'll send it today rather than tomorrow", ["Send the report [Tom Reid|2026-12-02]"]],
      ["lena i'll ring the plumber on friday rather than thursday", ["Ring the plumber [Lena Park|2026-12-04]"]],
      ["tom i'll cover the front desk on monday actually wait i'm not in on monday", []],
    ],
  ],
  [
    "gives work put to the room to the one who takes it on with the bare verb",
    [
      ["priya we need someone to find out why the boiler keeps failing lena i'll find out", ["Find out why the boiler keeps failing [Lena Park|]"]],
    ],
  ],
];

describe("meeting minutes: real commitments are not taken for chatter", () => {
  for (const [why, meetings] of KEPT) {
    it(why, () => {
      for (const [transcript, want] of meetings) expect([transcript, listed(transcript)]).toEqual([transcript, want]);
    });
  }
});
