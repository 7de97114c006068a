// No voice tool shows two marks in a row the speaker did not say ("Okay,, so Sue" on the Transcript card): the
// meeting's request joiner keeps the mark already there, and every tool's answer is read for doubled marks before
// it leaves the engine. Every input below was written for this file.
import { withoutDoubledMarks } from "@/lib/ai/doubled-marks";
import { checkOutput } from "@/lib/ai/output-checks";
import { joinRequests, processMeeting } from "@/lib/ai/local/meeting";
import { createLocalProvider } from "@/lib/ai/providers/local";
import { writePhrases } from "@/lib/voice-tools/text";

const DOUBLED = /[,;:.?!][ \t]*[,;:.?!]/;
const participants = ["Sue", "Raj", "Mo"];
const ai = createLocalProvider({ now: () => new Date("2027-02-03T10:00:00Z"), random: () => 0 });

/** Every string of an answer. */
const strings = (x: unknown): string[] => (typeof x === "string" ? [x] : x && typeof x === "object" ? Object.values(x).flatMap(strings) : []);

describe("a request to a named person joined to the words before it", () => {
  it("keeps the one comma already before the joiner", () => {
    expect(joinRequests("Okay, so Sue. Can you send the report by Friday?", participants)).toBe("Okay, so Sue, can you send the report by Friday?");
  });

  it("starts no sentence with a comma after a full stop", () => {
    expect(joinRequests("Right. So Sue. Can you send it?", participants)).toBe("Right. So Sue, can you send it?");
  });

  it("still puts a comma where there was none", () => {
    expect(joinRequests("We agreed the budget and Raj. Can you book the room?", participants)).toBe("We agreed the budget, and Raj, can you book the room?");
  });

  it("shows one comma on the meeting's transcript for words said as one phrase or several", () => {
    for (const phrases of [["okay so sue can you send the report by friday"], ["okay", "so sue", "can you send the report by friday"], ["okay comma so sue can you send the report by friday"]]) {
      const { transcript } = processMeeting({ transcript: writePhrases(phrases), meetingTitle: "Sync", participants });
      expect(transcript).toBe("Okay, so Sue, can you send the report by Friday?");
    }
  });
});

describe("doubled marks in a tool's answer", () => {
  it.each([
    // a run nobody said is one mark: a question stays a question, else the mark the text goes on with
    ["Okay,, so Sue", "okay so sue", "Okay, so Sue"],
    ["It ends here. . Next", "it ends here next", "It ends here. Next"],
    ["By Friday,. Then", "by friday then", "By Friday. Then"],
    ["Can you send it?. Yes", "can you send it yes", "Can you send it? Yes"],
    ["Really??", "really", "Really?"],
    ["groups: Mo., skip and keys", "mo skip keys", "groups: Mo, skip and keys"],
    ["No., I won't", "no I won't", "No, I won't"],
    // a run the speaker said or typed, an ellipsis and an abbreviation's own full stop stay
    ["What?! Now?", "What?! Now?", "What?! Now?"],
    ["by her counsel, ...", "by her counsel", "by her counsel, ..."],
    ["pens, paper, etc., and chairs", "pens paper etc and chairs", "pens, paper, etc., and chairs"],
    ["at 9 a.m., then", "at 9 am then", "at 9 a.m., then"],
    ["Case No.: C-1", "", "Case No.: C-1"],
    ["is it 3 p.m.? Then", "is it 3 pm then", "is it 3 p.m.? Then"],
    ["Smith et al., 2020", "smith et al 2020", "Smith et al., 2020"],
  ])("shows %j (said: %j) as %j", (text, said, shown) => {
    expect(withoutDoubledMarks(text, said)).toBe(shown);
  });

  it("leaves no doubled mark in any voice tool's answer to a meeting said in short phrases", async () => {
    const phrases = ["okay so", "sue can you check the boiler by tuesday", "and right so raj", "can you ring the landlord", "fine okay and mo", "could you collect the skip"];
    const transcript = writePhrases(phrases);
    const answers = [
      await ai.processMeeting({ transcript, meetingTitle: "Yard", participants, marksWritten: true }),
      await ai.processLecture({ transcript, courseTitle: "Yard", lecturerName: "Sue", marksWritten: true }),
      await ai.formatLegal({ transcript, documentType: "memo", caseInfo: { caseNumber: "C-7" }, confidentialityLevel: "public", marksWritten: true }),
      await ai.analyzeBrainstorm({ transcript, prompt: "Yard", phrases, marksWritten: true }),
    ];
    const doubled = answers.flatMap(strings).filter((s) => DOUBLED.test(s.replace(/\bNo\.:/g, "")));
    expect(doubled).toEqual([]);
  });
});

describe("a model's answer (the Anthropic path)", () => {
  // The net is the local engine's: the model's own marks ("et al.,", "p.m.?", "?!") are its writing, not a join.
  it.each([
    "Smith et al., 2020 found it.",
    "Shall we meet at 3 p.m.? The room is free.",
    "Is it still in the U.S.?",
    "Her Ph.D., from Leeds, helps.",
    "See Fig., 3 and Vol., 2.",
    "Mon., Tue. and Wed.",
    "Under clause 3(a)., the tenant pays.",
    "Really?! Now??",
  ])("keeps %j as the model wrote it", (summary) => {
    const minutes = { summary, keyPoints: [summary], actionItems: [], transcript: summary };
    const checked = checkOutput("processMeeting", { transcript: "we met", meetingTitle: "Sync", participants: ["Sue"] }, minutes);
    expect(checked.summary).toBe(summary);
    expect(checked.keyPoints).toEqual([summary]);
  });
});
