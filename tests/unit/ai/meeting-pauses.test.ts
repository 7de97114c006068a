// Meeting minutes read the pauses the recogniser heard between the phrases it sent: a pause where the words agree
// ends a sentence (one speaker's turn, then another's question to a named person), a pause inside a sentence leaves
// it whole, and no pause makes a piece with no verb of its own. Every meeting below was written for this file.
import { processMeeting } from "@/lib/ai/local/meeting";
import { writePhrases } from "@/lib/voice-tools/text";

const people = ["Raj Mehta", "Sue Okoro", "Lin Park"];
/** The minutes of phrases said one at each pause, with the phrases sent or not. */
function minutes(phrases: string[], sent = true, participants = people) {
  const transcript = writePhrases(phrases);
  return processMeeting({ transcript, meetingTitle: "Fete planning", participants, ...(sent ? { phrases } : {}) }, new Date("2027-05-12T09:00:00Z"));
}
/** The minutes' transcript of phrases said one at each pause. */
const heard = (phrases: string[], sent = true): string => minutes(phrases, sent).transcript;

describe("meeting minutes: the pauses between phrases", () => {
  it("ends one speaker's turn at the pause before a question put to someone by name", () => {
    expect(heard(["sure i can do that", "raj will you book the hall for the fete"])).toBe("Sure I can do that. Raj, will you book the hall for the fete?");
    expect(heard(["yes the tables are sorted", "lin have you heard back from the council"])).toBe("Yes, the tables are sorted. Lin, have you heard back from the council?");
  });

  it("keeps the sentence end the words give at a pause before a new subject and its verb, with a filler dropped there", () => {
    expect(heard(["the bunting came yesterday", "um sue says it looks great"])).toBe("The bunting came yesterday. Sue says it looks great.");
  });

  it("keeps a sentence said across pauses whole: a subject, its verb and its object in separate phrases", () => {
    expect(heard(["the new tombola stall", "needs a second table", "and a cash box"])).toBe("The new tombola stall needs a second table and a cash box.");
    expect(heard(["she told me", "the marquee is booked for saturday"])).toBe("She told me the marquee is booked for Saturday.");
    expect(heard(["if it rains on the morning", "we will move the cake stall inside"])).toBe("If it rains on the morning, we will move the cake stall inside.");
  });

  it("keeps a clause put first whole with the main clause after the pause, its subordinator not the phrase's first word", () => {
    const grant = minutes(["now that the grant is in", "we can hire a coordinator"], true, ["Aisha Khan", "Bruno Silva", "Carmen Diaz"]);
    expect(grant.transcript).toBe("Now that the grant is in, we can hire a coordinator.");
    expect([...grant.keyPoints, grant.summary].join(" ")).not.toMatch(/grant is in\./i);
    expect(heard(["as long as the lights work", "we can open the gym at six"])).toBe("As long as the lights work, we can open the gym at six.");
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
