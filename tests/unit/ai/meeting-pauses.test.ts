// Meeting minutes read the pauses the recogniser heard between the phrases it sent: a pause where the words agree
// ends a sentence (one speaker's turn, then another's question to a named person), a pause inside a sentence leaves
// it whole, and no pause makes a piece with no verb of its own. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";
import { writePhrases } from "@/lib/voice-tools/text";

const people = ["Raj Mehta", "Sue Okoro", "Lin Park"];
/** The minutes' transcript of phrases said one at each pause, with the phrases sent or not. */
function heard(phrases: string[], sent = true): string {
  const transcript = writePhrases(phrases);
  return processMeeting({ transcript, meetingTitle: "Fete planning", participants: people, ...(sent ? { phrases } : {}) }, new Date("2027-05-12T09:00:00Z")).transcript;
}

describe("meeting minutes: the pauses between phrases", () => {
  it("ends one speaker's turn at the pause before a question put to someone by name", () => {
    expect(heard(["sure i can do that", "raj will you book the hall for the fete"])).toBe("Sure I can do that. Raj, will you book the hall for the fete?");
    expect(heard(["yes the tables are sorted", "lin have you heard back from the council"])).toBe("Yes, the tables are sorted. Lin, have you heard back from the council?");
  });

  it("ends a sentence at a pause before a new subject and its verb, and after a filler dropped there", () => {
    expect(heard(["the bunting came yesterday", "um sue says it looks great"])).toBe("The bunting came yesterday. Sue says it looks great.");
  });

  it("keeps a sentence said across pauses whole: a subject, its verb and its object in separate phrases", () => {
    expect(heard(["the new tombola stall", "needs a second table", "and a cash box"])).toBe("The new tombola stall needs a second table and a cash box.");
    expect(heard(["she told me", "the marquee is booked for saturday"])).toBe("She told me the marquee is booked for Saturday.");
    expect(heard(["if it rains on the morning", "we will move the cake stall inside"])).toBe("If it rains on the morning, we will move the cake stall inside.");
  });

  it("never leaves a phrase with no verb as a sentence of its own", () => {
    const out = heard(["we usually close at six", "but on bank holidays", "we stay open until eight"]);
    expect(out).not.toMatch(/bank holidays\./i);
    expect(out).toMatch(/^We usually close at six,? but on bank holidays,? we stay open until eight\.$/);
  });

  it("keeps every word, and reads the transcript alone as before when no phrases are sent or they no longer fit it", () => {
    const phrases = ["sure i can do that", "raj will you book the hall for the fete"];
    expect(heard(phrases, false)).toBe(processMeeting({ transcript: writePhrases(phrases), meetingTitle: "Fete planning", participants: people }).transcript);
    const edited = processMeeting({ transcript: "the raffle made ninety pounds", meetingTitle: "Fete planning", participants: people, phrases: ["something else entirely", "not in it"] });
    expect(edited.transcript).toBe("The raffle made ninety pounds.");
  });
});
