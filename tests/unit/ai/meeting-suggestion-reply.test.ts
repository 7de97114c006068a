// Meeting minutes: work a chair gives out as a suggestion ("Tom, you could update the pricing sheet") is that person's
// action item unless they answer it with a no or a hedge; a yes in any words ("leave it with me", "on it", "sounds good",
// "mm", "I guess") or no answer at all keeps it. A laugh after a commitment does not unmake it. A status said after the
// suggestions ("the renewal is due on the fifteenth") is no action. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";

// the action items of a meeting held on Tuesday 1 December 2026
const listed = (transcript: string, participants: string[]) =>
  processMeeting({ transcript, meetingTitle: "Weekly catch-up", participants }, new Date("2026-12-01T10:00:00Z")).actionItems.map((a) => `${a.assignee ?? "-"}: ${a.task}`);

describe("meeting minutes: suggestions given out", () => {
  it("keeps suggestions nobody answered, and lists no status said after them", () => {
    const items = listed("karen priya you should take the lead on the henderson renewal. tom you could update the pricing sheet by friday. right next thing the henderson renewal is due on the fifteenth", ["Karen", "Priya", "Tom"]);
    expect(items).toContainEqual(expect.stringMatching(/^Priya: Take the lead on the henderson renewal/i));
    expect(items).toContainEqual(expect.stringMatching(/^Tom: Update the pricing sheet/i));
    expect(items).not.toContainEqual(expect.stringMatching(/due on the fifteenth/i));
    // (turned down, the work is still talked of: its deadline is no item nobody owns)
    expect(listed("karen priya you could take the lead on the henderson renewal priya maybe. right next thing the henderson renewal is due on the fifteenth", ["Karen", "Priya", "Tom"])).toEqual([]);
    expect(listed("mr cole sophie you should read chapters four and five before thursday. liam you could bring your notes next time.", ["Mr Cole", "Sophie", "Liam"])).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Sophie: Read chapters four and five/i), expect.stringMatching(/^Liam: Bring your notes/i)]),
    );
    expect(listed("gary the builders come on monday nadia you should get the skip moved before then", ["Gary", "Nadia"])).toContainEqual(expect.stringMatching(/^Nadia: Get the skip moved/i));
  });

  it("keeps a suggestion answered with a yes in other words", () => {
    for (const yes of ["leave it with me", "sounds good", "on it", "mm", "ugh i guess", "why not", "not a problem"]) {
      expect(listed(`jo the flat kate you could call the landlord kate ${yes}`, ["Jo", "Kate"])).toContainEqual("Kate: Call the landlord");
    }
  });

  it("drops a suggestion answered with a no or a hedge", () => {
    for (const no of ["maybe", "no i can't this week", "i might", "i suppose but not this week", "i'd love to but i'm away", "sorry i'm busy"]) {
      expect(listed(`jo the flat kate you could call the landlord kate ${no}`, ["Jo", "Kate"])).toEqual([]);
    }
  });

  it("keeps a commitment the speaker laughs at", () => {
    expect(listed("jo the bathroom kate i'll buy the loo roll ha since nobody else does jo thanks", ["Jo", "Kate"])).toContainEqual("Kate: Buy the loo roll");
    expect(listed("dan ruth i'll do the shopping ha as usual dan cheers", ["Dan", "Ruth"])).toContainEqual("Ruth: Do the shopping");
  });
});
