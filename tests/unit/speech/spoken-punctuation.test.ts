// The voice tools' spoken punctuation (lib/speech/spoken-punctuation.ts): the editor's grammar
// in lecture, meeting, legal, brainstorm and pronunciation transcripts, on the server too.
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";
import { appendChunk, writePhrases } from "@/lib/voice-tools/text";
import { createAiRunner } from "@/lib/server/ai";
import { createLocalProvider } from "@/lib/ai/providers/local";

describe("writeSpokenMarks", () => {
  it.each([
    ["the lease dated 4 march 2021 period new paragraph 1 period background", "the lease dated 4 march 2021.\n\n1. Background"],
    ["dear mr shah comma thank you full stop", "dear mr shah, thank you."],
    ["three items colon paper comma pens and ink question mark", "three items: paper, pens and ink?"],
    ["the tenant open bracket mr jones close bracket paid", "the tenant (mr jones) paid"],
    ["new line next", "Next"],
    ["we paid a deposit period the balance is due", "we paid a deposit. The balance is due"],
    ["send us a copy period thank you", "send us a copy. Thank you"],
    // "period" with a mark said straight after it is the word: nobody says two marks in a row
    ["she is paid for her notice period full stop the car goes back", "she is paid for her notice period. The car goes back"],
    ["during the trial period comma he was late", "during the trial period, he was late"],
    // a bracket said open is closed by "close bracket", even after "a" ("open bracket a close bracket")
    ["each side colon open bracket a close bracket pays its own costs", "each side: (a) pays its own costs"],
  ])("%j -> %j", (said, written) => expect(writeSpokenMarks(said)).toBe(written));

  it.each([
    "the notice period ends on friday",
    "a period of 28 days applies",
    "the distance covered in a given period divided by the time",
    "over the following period prices rose",
    "put a full stop after the heading",
    "there is a question mark over his evidence",
    "the colon absorbs water",
  ])("keeps a mark word used as a noun: %j", (said) => expect(writeSpokenMarks(said)).toBe(said));

  it("reads a pause after \"period\" as the end of a sentence unless the words before and after make it a noun", () => {
    expect(writeSpokenMarks("we agreed the budget period", "", { next: "ana will send it" })).toBe("we agreed the budget.");
    expect(writeSpokenMarks("the notice period", "", { next: "ends on friday" })).toBe("the notice period");
    expect(writeSpokenMarks("a period", "", { next: "of 28 days applies" })).toBe("a period");
    // no evidence before it: the words after a pause do not make it a noun, nor "comma" ever
    expect(writeSpokenMarks("we are done period", "", { next: "of course we are" })).toBe("we are done.");
    expect(writeSpokenMarks("the deal is done period", "", { next: "is anyone against it" })).toBe("the deal is done.");
    expect(writeSpokenMarks("yes comma", "", { next: "of course we can" })).toBe("yes,");
  });

  it("builds no command across a pause: its words are the person's words", () => {
    expect(writeSpokenMarks("i have one question", "", { next: "mark can you send the slides" })).toBe("i have one question");
    expect(writeSpokenMarks("mark can you send the slides", "i have one question")).toBe("mark can you send the slides");
  });

  it("drops a \"literal\" said before a pause and types the next phrase's command as words", () => {
    expect(writeSpokenMarks("please type the word literal", "", { next: "comma in the box" })).toBe("please type the word");
    expect(writeSpokenMarks("comma in the box", "please type the word", { escapeFirst: true })).toBe("comma in the box");
    expect(writeSpokenMarks("say literal", "", { next: "we left" })).toBe("say literal");
  });

  it("types a command after 'literal' as words", () => {
    expect(writeSpokenMarks("say literal comma now")).toBe("say comma now");
  });

  it("leaves text that is already written untouched (idempotent)", () => {
    const letter = "Dear Mr Halloran,\n\nUnder clause 7.2 of the lease, you covenanted to repair (at your cost). e.g. the roof.\n\nYours sincerely,";
    expect(writeSpokenMarks(letter)).toBe(letter);
    const once = writeSpokenMarks("we agreed comma then left period new paragraph next item");
    expect(writeSpokenMarks(once)).toBe(once);
  });
});

describe("'period' after an ordinal: a date's is the mark, a lesson's is the word", () => {
  it.each([
    // a date's ordinal (a day, a month or "on"/"by" before it) needs no noun: "period" ends the sentence
    ["the hearing is on friday the eleventh period new paragraph please confirm", "the hearing is on friday the eleventh.\n\nPlease confirm"],
    ["the office is closed on friday the eleventh period kindly call on monday", "the office is closed on friday the eleventh. Kindly call on monday"],
    ["the rent is due by the twenty first period new line yours sincerely", "the rent is due by the twenty first.\nYours sincerely"],
    ["we completed on march the 3rd period", "we completed on march the 3rd."],
    // any other ordinal wants a noun: "period" is that noun while the sentence goes on
    ["in the fifth period we have maths", "in the fifth period we have maths"],
    ["after the third period the children go home period", "after the third period the children go home."],
    ["the first period of the lease ends in may period", "the first period of the lease ends in may."],
    // an ordinal with no determiner before it is an adverb or a place: "period" ends the sentence as before
    ["i will do it first period then we can talk", "i will do it first. Then we can talk"],
    ["put safety first period we never cut corners", "put safety first. We never cut corners"],
    ["she came first period we were so proud", "she came first. We were so proud"],
    ["my horse finished second period i won ten pounds", "my horse finished second. I won ten pounds"],
    ["she was fifth period it was her best race", "she was fifth. It was her best race"],
    ["tom finished twenty first period he was happy", "tom finished twenty first. He was happy"],
    // "on/by the Nth" with no weekday or month: a lesson or a game's period while the sentence goes on
    ["by the second period everyone was tired", "by the second period everyone was tired"],
    ["come back on the second period after lunch", "come back on the second period after lunch"],
    ["i see her on the first period every monday", "i see her on the first period every monday"],
    ["we have pe on the third period tomorrow", "we have pe on the third period tomorrow"],
    ["the hearing is on the 14th period at ten", "the hearing is on the 14th period at ten"],
    ["may the fourth period be with you", "may the fourth period be with you"],
  ])("%s", (said, written) => {
    expect(writeSpokenMarks(said)).toBe(written);
  });

  it("decides the same across a pause: a date's ordinal ends the sentence, a lesson waits for what follows", () => {
    expect(writePhrases(["the hearing is on friday the eleventh period", "new paragraph please confirm"])).toBe("the hearing is on friday the eleventh.\n\nPlease confirm");
    expect(writePhrases(["on friday the eleventh period", "we will send the bundle"])).toBe("on friday the eleventh. We will send the bundle");
    expect(writePhrases(["in the fifth period", "we have maths"])).toBe("in the fifth period we have maths");
    // the words before the pause still say whose ordinal it is
    expect(writePhrases(["the hearing is on friday the eleventh", "period please confirm"])).toBe("the hearing is on friday the eleventh. Please confirm");
    expect(writePhrases(["in the fifth", "period we have maths"])).toBe("in the fifth period we have maths");
  });
});

describe("appendChunk with spoken punctuation", () => {
  it("joins marks to the word before and keeps spoken breaks across chunks", () => {
    let t = "";
    for (const chunk of ["hello there", "period", "new paragraph", "background of the claim comma", "the tenant"]) t = appendChunk(t, chunk);
    expect(t).toBe("hello there.\n\nBackground of the claim, the tenant");
  });
});

describe("the AI runner writes spoken punctuation before the engine reads the transcript", () => {
  it("legal dictation gets marks, not the words 'period' and 'new paragraph'", async () => {
    const ai = createAiRunner({ local: createLocalProvider({ now: () => new Date("2027-03-09T10:00:00Z") }), log: () => {} });
    const result = await ai.formatLegal({
      transcript: "the lease was signed on 4 march 2021 period new paragraph the tenant has not paid the rent period",
      documentType: "memo",
      caseInfo: { caseNumber: "C-1" },
      confidentialityLevel: "public",
    });
    expect(result.formattedDocument).not.toMatch(/\bperiod\b|new paragraph/i);
    expect(result.formattedDocument).toMatch(/2021\./);
  });

  it("reads no mark word again in a transcript the voice tools wrote (marksWritten): it is processed as shown", async () => {
    const ai = createAiRunner({ local: createLocalProvider({ now: () => new Date("2027-03-09T10:00:00Z") }), log: () => {} });
    const shown = "please type the word comma in the box. The glass is half full stop worrying about it";
    const result = await ai.formatLegal({ transcript: shown, marksWritten: true, documentType: "memo", caseInfo: { caseNumber: "C-1" }, confidentialityLevel: "public" });
    expect(result.formattedDocument).toMatch(/the word comma in the box/i);
    expect(result.formattedDocument).toMatch(/half full stop worrying/i);
  });
});
