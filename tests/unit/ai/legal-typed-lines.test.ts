import { processLecture } from "@/lib/ai/local/lecture";
import { formatLegal } from "@/lib/ai/local/legal";
import { processMeeting } from "@/lib/ai/local/meeting";
import { typedSentences } from "@/lib/ai/local/legal-written";
import { splitSentences } from "@/lib/ai/local/text";

const now = new Date("2026-12-01T09:00:00Z");
const run = (transcript: string, documentType: "pleading" | "correspondence" = "pleading") =>
  formatLegal({ transcript, documentType, caseInfo: { caseNumber: "CV-7" }, confidentialityLevel: "public" }, now);

describe("legal dictation: a typed text keeps its lines and its numbered points", () => {
  const order = "ORDER\n1. The tenant shall return the keys by noon on 8 February 2027\n2. The landlord shall refund the deposit of £900 by 22 February 2027\n3. No order as to costs";

  it("keeps each numbered point on its own line, as typed", () => {
    expect(run(order).formattedDocument).toContain(order);
  });

  it("never ends a point with the next point's number", () => {
    const { keyPoints, actionItems } = run(order);
    for (const p of [...keyPoints, ...actionItems]) expect(p).not.toMatch(/\s\d\.$/);
    expect(actionItems).toEqual([
      "The tenant shall return the keys by noon on 8 February 2027.",
      "The landlord shall refund the deposit of £900 by 22 February 2027.",
    ]);
  });

  it("keeps a list typed with dashes and bullets, one point a line, and reads each point without its bullet", () => {
    const list = "Next steps\n- lodge the appeal by 11 February 2027\n- send the client the bundle\n• instruct counsel";
    const doc = run(list);
    expect(doc.formattedDocument).toContain(list);
    expect(doc.keyPoints).toContain("Lodge the appeal by 11 February 2027.");
    for (const p of doc.keyPoints) expect(p).not.toMatch(/^[-•]/);
  });

  it("still punctuates a dictation said in lower case with line breaks", () => {
    expect(run("next steps\n- lodge the appeal by 11 february 2027").formattedDocument).toContain("February");
  });

  it("keeps a letter's paragraphs and sign-off lines", () => {
    const letter = "Dear Mr Okafor\n\nThank you for your letter of 4 November. We have sent it to our client\n\nWe will reply in full by 16 December 2026\n\nKind regards\n\nPriya Nair\nSolicitor";
    expect(run(letter, "correspondence").formattedDocument).toContain(letter);
  });

  it("keeps a line wrapped mid-sentence where the writer put it, and reads the sentence whole", () => {
    const wrapped = "Thank you for your email. Our client has asked us to\nconfirm that the balance will be paid by 14 January 2027.";
    const doc = run(wrapped, "correspondence");
    expect(doc.formattedDocument).toContain(wrapped);
    expect(doc.keyPoints.join(" ")).toContain("asked us to confirm that");
  });
});

describe("a list's label after the words that lead into it", () => {
  it("is not a sentence end: 'must: 1. file ...; 2. serve ...' stays one sentence", () => {
    expect(typedSentences("By 4pm on 3 March 2027 the claimant must: 1. File a reply; 2. Serve the witness statements.")).toHaveLength(1);
  });

  it("keeps the writer's lower case after it and never cuts the point off its number", () => {
    const { formattedDocument, keyPoints } = run("By 4pm on 3 March 2027 the claimant must: 1. file a reply; 2. serve the witness statements.");
    expect(formattedDocument).toContain("must: 1. file a reply; 2. serve the witness statements.");
    for (const p of keyPoints) expect(p).not.toMatch(/: 1\.$/);
  });

  it("keeps a dictated '(i)' a numeral, not the pronoun 'I'", () => {
    const { formattedDocument } = run("the respondent must (i) vacate the flat by 9 march 2027 and (ii) return the fob by 10 march 2027");
    expect(formattedDocument).toContain("(i) vacate");
    expect(formattedDocument).not.toContain("(I)");
  });

  it("leaves two sentences two: a line under a heading that is not a list", () => {
    expect(splitSentences("Costs were agreed at £300. The hearing is on 2 May 2027.")).toHaveLength(2);
  });
});

describe("a notice that we are away is no task", () => {
  it.each(["We will be on leave from 21 December and back on 4 January.", "I will be on call from 2 January."])("%s", (notice) => {
    expect(run(notice, "correspondence").actionItems).toEqual([]);
  });

  it("still lists what we will do while there", () => {
    expect(run("We will be on site on 4 January to inspect the roof.", "correspondence").actionItems).toHaveLength(1);
  });
});

describe("the shared sentence splitter keeps counts and answers apart (meeting, lecture)", () => {
  it.each([
    ["Votes in favour: 5. Against: 2. Abstentions: 1. The motion passed.", 4],
    ["Attendance: 12. Apologies: 3.", 2],
    ["Q1: A. Q2: C.", 2],
    ["The vote was 5, 2. Then it ended.", 2],
    ["Yes, I. No more.", 2],
    ["Scores: 5. The mean is four.", 2],
  ])("%s", (text, n) => {
    expect(splitSentences(text)).toHaveLength(n);
  });

  it("meeting key points keep a count its own point", () => {
    const m = processMeeting({ transcript: "Votes in favour: 5. Against: 2. Abstentions: 1. Sam will send the minutes by Friday.", meetingTitle: "W", participants: ["Sam"] }, new Date("2025-03-10T12:00:00Z"));
    expect(m.keyPoints).toContain("Sam will send the minutes by Friday.");
  });

  const lecture = (transcript: string) => processLecture({ transcript, courseTitle: "Economics", lecturerName: "Dr Obi" });

  it("lecture: an answer's letter is no part of the next term", () => {
    const terms = lecture("The answer is: b. Opportunity cost is the value of the next best option. Homework: read pages 5, 6. Then answer question 2.").keyTerms;
    expect(terms).toContainEqual(expect.objectContaining({ term: "opportunity cost", definition: "The value of the next best option." }));
  });

  it("lecture: a ';' list's letter is no part of the term after it", () => {
    const terms = lecture("There are two types: a. fixed costs are costs that stay the same; b. variable costs are costs that change with output. Firms track both.").keyTerms;
    expect(terms).toContainEqual(expect.objectContaining({ term: "variable costs", definition: "Costs that change with output." }));
  });

  it("lecture: typed numbered lines are numbered once", () => {
    const points = lecture("Three causes:\n1. Inflation is a rise in prices\n2. Deflation is a fall in prices\n3. Stagflation is slow growth with rising prices").mainPoints;
    for (const p of points) expect(p).not.toMatch(/\d\.\s+\d\./);
    expect(points.join(" ")).not.toContain("Three causes: 1.");
  });
});

describe("a typed letter or note, one line a sentence, no full stops", () => {
  it("gives each line's action on its own", () => {
    const { actionItems, keyPoints } = run("Dear Mr Jones\nWe act for Acme Limited and our client requires payment of £2,500 by 12 January 2027\nPlease reply within fourteen days\nYours sincerely", "correspondence");
    expect(actionItems).toContain("Reply within fourteen days.");
    for (const p of [...actionItems, ...keyPoints]) expect(p).not.toMatch(/Dear Mr Jones .|Yours sincerely/);
  });

  it.each([
    "Call with client\nShe wants to settle\nWe must send the offer by 9 January 2027\nShe will pay £2.50 per page",
    "MEMO\nTo: Partner\nRe: Smith v Jones\nThe client wants to settle\nWe must file the defence by 9 January 2027",
    "We act for the claimant\nThe defendant has not paid\nWe must issue the claim by 9 January 2027",
  ])("%s", (note) => {
    const { actionItems, keyPoints } = run(note);
    expect(actionItems).toHaveLength(1);
    expect(actionItems[0]).toMatch(/^(?:Send the offer|File the defence|Issue the claim) by 9 January 2027\.$/);
    for (const p of keyPoints) expect(p.split(/\n/)).toHaveLength(1);
    expect(keyPoints.length).toBeGreaterThan(1);
  });

  it("keeps a point after '; and' at a line end in the obligation", () => {
    const { actionItems } = run("The tenant must:\n(a) pay the rent by 9 January 2027;\n(b) repair the roof; and\n(i) keep the garden tidy");
    expect(actionItems.join(" ")).toContain("keep the garden tidy");
    for (const a of actionItems) expect(a).not.toMatch(/and\.$/);
  });
});
