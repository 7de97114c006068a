import { appendChunk, appendPhrase, formatElapsed, writePhrases, isoDate, phrasesToSend, roundedMinutes, tailPreview } from "@/lib/voice-tools/text";
import { MAX_PHRASE_CHARS, MAX_PHRASES } from "@/lib/schemas/ai";
import { studyGuideFileName, minutesFileName, legalFileName } from "@/lib/voice-tools/file-names";
import { addParticipant, removeParticipant } from "@/lib/voice-tools/participants";
import { accuracyBand, accuracyVerdict, nextAverage } from "@/lib/voice-tools/pronunciation";
import { levelFromSamples, pushLevel, METER_BARS } from "@/lib/voice-tools/level-meter";

describe("appendChunk", () => {
  it("joins chunks with a single space and ignores blank ones", () => {
    expect(appendChunk("", "  hello ")).toBe("hello");
    expect(appendChunk("hello", "world")).toBe("hello world");
    expect(appendChunk("hello  ", " world")).toBe("hello world");
    expect(appendChunk("hello", "   ")).toBe("hello");
  });
});

describe("appendPhrase", () => {
  const heard = writePhrases;

  it("decides \"period\" with a noun's evidence before it, and \"literal\", by the words said after the pause", () => {
    expect(heard(["our trial period", "ends in march"])).toBe("our trial period ends in march"); // each alone: "our trial. Ends in march"
    expect(heard(["the refractory period", "lasts about two milliseconds period"])).toBe("the refractory period lasts about two milliseconds.");
    expect(heard(["you have a notice period", "of one month"])).toBe("you have a notice period of one month");
    expect(heard(["please type the word literal", "comma in the box"])).toBe("please type the word comma in the box");
    expect(heard(["type literal", "literal", "comma now"])).toBe("type literal comma now");
  });
  it("ends a sentence on a period said last, and keeps a mark said at a pause as a mark", () => {
    expect(heard(["we agreed the budget period"])).toBe("we agreed the budget.");
    expect(heard(["we agreed the budget period", "ana will send it"])).toBe("we agreed the budget. Ana will send it");
    expect(heard(["the venue is booked comma", "the caterer is not"])).toBe("the venue is booked, the caterer is not");
    expect(heard(["hello there", "period", "period"])).toBe("hello there..");
  });
  it.each([
    // [phrases, written] (before, each written with the next phrase: "i have one? Can you send the slides")
    [["i have one question", "mark can you send the slides"], "i have one question mark can you send the slides"],
    [["I have one question.", "Mark, can you send the slides?"], "I have one question. Mark, can you send the slides?"],
    [["the glass is half full", "stop worrying about it"], "the glass is half full stop worrying about it"],
    [["we hired someone new", "line managers will meet them"], "we hired someone new line managers will meet them"],
    [["the door was open", "quote the figure"], "the door was open quote the figure"],
    [["we turned right", "bracket the issue"], "we turned right bracket the issue"],
    [["we finished the draft new", "paragraph the budget is next"], "we finished the draft new paragraph the budget is next"],
  ])("builds no two-word command across a pause: %j", (phrases, written) => expect(heard(phrases)).toBe(written));
  it.each([
    // [phrases, written] (before, the mark became a word: "yes comma of course we can")
    [["yes comma", "of course we can"], "yes, of course we can"],
    [["we are done period", "of course we are"], "we are done. Of course we are"],
    [["the deal is done period", "is anyone against it"], "the deal is done. Is anyone against it"],
    [["we went home period", "was that the plan question mark"], "we went home. Was that the plan?"],
  ])("keeps a mark said at the end of a phrase a mark whatever the next begins with: %j", (phrases, written) => expect(heard(phrases)).toBe(written));
  it("writes again only the last phrase: in a long run of phrases ending on \"period\" or \"literal\" the text before it stays put", () => {
    const phrases = Array.from({ length: 1200 }, (_, i) => (i % 2 ? "and the trial period" : "type the word literal"));
    let last = appendPhrase("", phrases[0], null);
    for (const p of phrases.slice(1)) {
      const before = last.after;
      last = appendPhrase(before, p, last);
      expect(last.phrase).toBe(p);
      expect(before.startsWith(last.before.slice(0, -30))).toBe(true);
    }
  });
  it("leaves text the person edited since the last phrase as they left it", () => {
    const last = appendPhrase("", "the trial period", null);
    expect(last.after).toBe("the trial.");
    expect(appendPhrase("the trial ran well", "ends in march", last).after).toBe("the trial ran well ends in march");
  });
});

describe("tailPreview", () => {
  it("keeps short text and cuts long text to the last N characters after an ellipsis", () => {
    expect(tailPreview("abc", 5)).toBe("abc");
    expect(tailPreview("abcde", 5)).toBe("abcde");
    expect(tailPreview("abcdefg", 5)).toBe("...cdefg");
    const long = "x".repeat(499) + "yz";
    expect(tailPreview(long, 500)).toBe("..." + "x".repeat(498) + "yz");
  });
  it("does not split characters outside the basic plane", () => {
    expect(tailPreview("a😀b😀", 3)).toBe("...😀b😀");
  });
});

describe("formatElapsed and durations", () => {
  it("shows m:ss", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(9.7)).toBe("0:09");
    expect(formatElapsed(65)).toBe("1:05");
    expect(formatElapsed(3600)).toBe("60:00");
    expect(formatElapsed(-3)).toBe("0:00");
  });
  it("rounds durations to whole minutes", () => {
    expect(roundedMinutes(29_999)).toBe(0);
    expect(roundedMinutes(30_000)).toBe(1);
    expect(roundedMinutes(150_000)).toBe(3);
  });
  it("writes local dates as YYYY-MM-DD", () => {
    expect(isoDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });
});

describe("file names", () => {
  it("study guide: non-alphanumerics of the course become underscores", () => {
    expect(studyGuideFileName("Biology 101: Cells")).toBe("Biology_101__Cells_notes.txt");
    expect(studyGuideFileName("  Café ")).toBe("Caf__notes.txt");
  });
  it("minutes: {title}_minutes.txt with path characters replaced", () => {
    expect(minutesFileName("Weekly sync")).toBe("Weekly sync_minutes.txt");
    expect(minutesFileName("Q1/Q2 plan")).toBe("Q1_Q2 plan_minutes.txt");
  });
  it("legal: {caseNumber}_{documentType}_{date}.txt", () => {
    expect(legalFileName("CV-2026-001", "motion", "2026-11-23")).toBe("CV-2026-001_motion_2026-11-23.txt");
    expect(legalFileName("2026/17", "brief", "2026-11-23")).toBe("2026_17_brief_2026-11-23.txt");
  });
});

describe("participants", () => {
  it("adds trimmed names, ignoring blanks and duplicates", () => {
    let list = addParticipant([], "  Ana  ");
    expect(list).toEqual(["Ana"]);
    list = addParticipant(list, "   ");
    list = addParticipant(list, "ana");
    list = addParticipant(list, "Ana");
    expect(list).toEqual(["Ana"]);
    list = addParticipant(list, "Ben  Lee");
    expect(list).toEqual(["Ana", "Ben Lee"]);
    expect(removeParticipant(list, "Ana")).toEqual(["Ben Lee"]);
  });
  it("returns the same list when nothing is added", () => {
    const list = ["Ana"];
    expect(addParticipant(list, "Ana")).toBe(list);
  });
});

describe("pronunciation scoring", () => {
  it("keeps a rounded running average weighted by the count", () => {
    expect(nextAverage(0, 0, 83)).toBe(83);
    expect(nextAverage(80, 1, 91)).toBe(86); // 85.5 -> 86
    expect(nextAverage(86, 2, 50)).toBe(74);
  });
  it("bands accuracy at 90, 70, 50 and gives verdicts at 80 and 60", () => {
    expect([95, 90, 89, 70, 69, 50, 49].map(accuracyBand)).toEqual(["excellent", "excellent", "good", "good", "fair", "fair", "poor"]);
    expect([100, 80, 79, 60, 59].map(accuracyVerdict)).toEqual(["Excellent!", "Excellent!", "Good work!", "Good work!", "Keep practicing!"]);
  });
});

describe("level meter", () => {
  it("reads silence as 0 and a loud signal as up to 1", () => {
    expect(levelFromSamples(new Uint8Array(64).fill(128))).toBe(0);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 255 : 0));
    expect(levelFromSamples(loud)).toBe(1);
    const quiet = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 136 : 120));
    expect(levelFromSamples(quiet)).toBeCloseTo(0.25, 2);
  });
  it("keeps the newest 40 levels", () => {
    let levels: number[] = [];
    for (let i = 0; i < 45; i++) levels = pushLevel(levels, i / 100);
    expect(levels).toHaveLength(METER_BARS);
    expect(levels[0]).toBeCloseTo(0.05);
    expect(levels.at(-1)).toBeCloseTo(0.44);
    expect(pushLevel([], 7)).toEqual([1]);
  });
});

describe("phrasesToSend", () => {
  it("sends the phrases heard, or none when one is longer than the request takes, so the result never fails for them", () => {
    expect(phrasesToSend(["sure i can do that", "raj will you book the hall"])).toEqual({ phrases: ["sure i can do that", "raj will you book the hall"] });
    expect(phrasesToSend(["sure", "x".repeat(MAX_PHRASE_CHARS + 1)])).toEqual({});
    expect(phrasesToSend([])).toEqual({});
    const many = Array.from({ length: MAX_PHRASES + 2 }, (_, i) => `phrase ${i}`);
    expect(phrasesToSend(many).phrases).toEqual(many.slice(2));
  });
});
