import { formatLegal } from "@/lib/ai/local/legal";
import { legalFrameDev } from "@/tests/fixtures/ai/sets/legal-frame-dev";
import { legalWrappedDev } from "@/tests/fixtures/ai/sets/legal-wrapped-dev";
import { legalWrittenDev } from "@/tests/fixtures/ai/sets/legal-written-dev";

const now = new Date("2026-11-25T10:00:00Z");
const run = (item: (typeof legalFrameDev)[number]) =>
  formatLegal({ transcript: item.input, documentType: item.documentType, caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);

describe("legal dictation: a letter's frame", () => {
  it.each(legalFrameDev.map((item) => [item.id, item] as const))("%s: no salutation, closing, signature or reference line is a key point or an action", (_, item) => {
    const doc = run(item);
    for (const listed of [...doc.keyPoints, ...doc.actionItems]) {
      for (const line of item.frame) expect(listed.startsWith(line)).toBe(false);
    }
  });

  it.each(legalFrameDev.map((item) => [item.id, item] as const))("%s: every task is still an action item, and the text comes back as typed", (_, item) => {
    const doc = run(item);
    for (const words of item.actions) expect(doc.actionItems.join(" | ")).toContain(words);
    expect(doc.formattedDocument).toContain(item.input);
  });

  it("keeps a line with no verb that runs on to the next one in its sentence", () => {
    const transcript = "Our client, Greenway Bakeries Limited of\nUnit 4, Quarry Lane, says the rent review notice was served late.\nPlease reply by 9 December 2026.";
    const doc = formatLegal({ transcript, documentType: "correspondence", caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);
    expect(doc.keyPoints.join(" ")).toContain("Our client, Greenway Bakeries Limited of Unit 4, Quarry Lane, says the rent review notice was served late.");
  });

  it("still reads a task that opens like a salutation", () => {
    const doc = formatLegal({ transcript: "Dear Ms Patel,\nThe transfer is ready.\nSir Alan must sign the transfer by 4 December 2026.\nYours sincerely,\nMarta Lind", documentType: "correspondence", caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);
    expect(doc.actionItems.join(" ")).toContain("Sir Alan must sign the transfer by 4 December 2026");
  });
});

const said = (transcript: string, documentType: "memo" | "correspondence" | "pleading") =>
  formatLegal({ transcript, documentType, caseInfo: { caseNumber: "CV-1" }, confidentialityLevel: "public" }, now);

describe("legal dictation: only the letter's frame is left out, every point is still read", () => {
  it("keeps a typed sentence whole where the writer's line wrapped before a name", () => {
    expect(said("The claim against the first defendant Harrow\nCouncil was issued on 3 March 2026. The defence is due by 9 January 2027.", "memo").keyPoints)
      .toContain("The claim against the first defendant Harrow Council was issued on 3 March 2026.");
    const letter = said("Dear Mr Lowe,\n\nA payment of £4,000 to Mr\nJames Reid is due by 12 January 2027. Please arrange it.\n\nYours sincerely,\nSara Kent", "correspondence");
    expect(letter.actionItems).toContain("A payment of £4,000 to Mr James Reid is due by 12 January 2027.");
    expect((letter.warnings ?? []).join(" ")).toContain("Deadline: A payment of £4,000 to Mr James Reid is due by 12 January 2027.");
    expect(letter.keyPoints).not.toContain("Dear Mr Lowe,.");
    expect(letter.keyPoints.join(" ")).not.toContain("Yours sincerely");
    expect(said("The hearing before District Judge\nPatel is listed for 3 February 2027 at 10am. Counsel is instructed.", "memo").actionItems)
      .toContain("The hearing before District Judge Patel is listed for 3 February 2027 at 10am.");
  });

  it("keeps verbless points and imperatives as key points, leaving out only the salutation and closing", () => {
    expect(said("Dear Mrs Shah\nDamages of £8,500 plus costs\nPayment within 14 days\nNo admission of liability\nYours sincerely\nPeter Lamb", "correspondence").keyPoints)
      .toEqual(["Damages of £8,500 plus costs.", "No admission of liability.", "Payment within 14 days."]);
    expect(said("Action list\nCall the surveyor next week\nChase the client for her ID\nEmail the other side about the inspection", "memo").keyPoints)
      .toEqual(expect.arrayContaining(["Call the surveyor next week.", "Chase the client for her ID.", "Email the other side about the inspection."]));
    expect(said("Terms agreed\nPayment of £12,000 in three instalments\nNo admission of liability\nEach party to bear its own costs", "memo").keyPoints)
      .toEqual(expect.arrayContaining(["Payment of £12,000 in three instalments.", "No admission of liability.", "Each party to bear its own costs."]));
    expect(said("ORDER\nJudgment for the claimant in the sum of £4,200\nInterest at 8% from 1 June 2026\nCosts summarily assessed at £1,750", "pleading").keyPoints)
      .toEqual(["Judgment for the claimant in the sum of £4,200.", "Interest at 8% from 1 June 2026.", "Costs summarily assessed at £1,750."]);
  });

  it("keeps sentences whose verb the tagger may miss", () => {
    expect(said("PARTICULARS OF CLAIM\n1. The Claimant is a builder.\n2. On 4 May 2025 the Defendant agreed to pay £9,000 for the works.\n3. The Claimant claims damages.", "pleading").keyPoints)
      .toContain("The Claimant claims damages.");
    expect(said("Dear Mr Hale,\n\nThe landlord objects. Please send your client's proposals by 5 January 2027.\n\nKind regards,\nAnna Pike", "correspondence").keyPoints)
      .toEqual(["The landlord objects.", "Please send your client's proposals by 5 January 2027."]);
  });

  it("leaves out a signature set under the closing after a blank line", () => {
    const doc = said("Dear Mr Rowe,\n\nThe survey found damp in the cellar. Please confirm by 14 January 2027 whether your client will repair it.\n\nKind regards,\n\nTessa Marsh\nSenior Associate", "correspondence");
    expect(doc.keyPoints).toEqual(["The survey found damp in the cellar.", "Please confirm by 14 January 2027 whether your client will repair it."]);
  });
});

const words = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}£$]+/gu, " ").trim();

describe("legal dictation: letters wrapped in the middle of sentences", () => {
  it.each(legalWrappedDev.map((item) => [item.id, item] as const))("%s: no sentence is cut at a wrap, no frame line is listed, every task is an action", (_, item) => {
    const doc = said(item.input, item.documentType);
    const listed = [...doc.keyPoints, ...doc.actionItems].map((x) => words(x.replace(/\s*\([^)]*\)\.?$/, "")));
    const lines = item.input.split("\n").map((l) => l.trim());
    const isFrame = (line: string) => item.frame.some((f) => words(line) === words(f));
    for (const [i, line] of lines.entries()) {
      const next = lines[i + 1];
      // a break inside a sentence: neither line is frame, the first ends with no mark, the second is no numbered point
      if (!line || !next || isFrame(line) || isFrame(next) || /[.?!:]$/.test(line) || /^\d+\.\s/.test(next)) continue;
      const before = words(line).split(" ").slice(-2).join(" ");
      const after = words(next).split(" ").slice(0, 2).join(" ");
      expect(listed.filter((x) => x.endsWith(before) || x.startsWith(after))).toEqual([]);
    }
    for (const x of listed) for (const line of item.frame) expect(x.startsWith(words(line))).toBe(false);
    for (const task of item.actions) expect(doc.actionItems.join(" | ")).toContain(task);
    expect(doc.formattedDocument).toContain(item.input);
  });
});

describe("legal dictation: a heading is frame only where the structure shows it", () => {
  it("leaves out a heading over a blank line or a numbered list, keeping every point under it", () => {
    const doc = said("SUMMARY OF ADVICE\n\nThe client was dismissed on 3 November 2026.\n\nNEXT STEPS\n1. Obtain the file by 9 December 2026.\n2. Check the appeal.", "memo");
    expect(doc.keyPoints.join(" ")).not.toMatch(/SUMMARY|NEXT STEPS/);
    expect(doc.keyPoints).toContain("The client was dismissed on 3 November 2026.");
    expect(doc.actionItems.join(" ")).toContain("Obtain the file by 9 December 2026");
  });

  it("keeps a short point in few words that no second heading or capitals mark as a heading", () => {
    expect(said("Judgment for the Claimant\n\nThe Defendant shall pay £4,200 by 9 January 2027.", "pleading").keyPoints).toContain("Judgment for the Claimant.");
    expect(said("Judgment for the Claimant\n\nInterest at 8% from 1 June 2026\n\nCosts to the Claimant", "pleading").keyPoints)
      .toEqual(expect.arrayContaining(["Judgment for the Claimant.", "Interest at 8% from 1 June 2026.", "Costs to the Claimant."]));
  });

  it("keeps a letter's marking, and a line that says something after the signature", () => {
    expect(said("WITHOUT PREJUDICE\n\nOur client offers £5,000 in full settlement.", "correspondence").keyPoints).toContain("WITHOUT PREJUDICE.");
    const doc = said("Dear Mr Lowe,\n\nThe buyer must pay the deposit by 4 December 2026.\n\nYours sincerely,\n\nAnna Pike\n\nPS the agent holds the keys until completion on 11 December 2026", "correspondence");
    expect(doc.keyPoints).toContain("PS the agent holds the keys until completion on 11 December 2026.");
  });

  it("reads a salutation apart only when it is one: a title at the line's end is a wrap", () => {
    const doc = said("Dear Mr\nJones, thank you for your letter of 3 November. Our client will pay the deposit by 9 December 2026.", "correspondence");
    expect(doc.keyPoints).toContain("Dear Mr Jones, thank you for your letter of 3 November.");
    expect(said("Dear Tom, thanks for this.\nThe hearing is on 12 January 2027.", "correspondence").keyPoints.join(" ")).toContain("thanks for this");
  });
});

describe("legal dictation: the frame never costs an action item, a deadline or a whole sentence", () => {
  it("reads a body line opening with a header's label as what it says", () => {
    const note = said("Attendance note\nClient: Ms Ada Byrne\nClient: agreed to return the signed lease by 10 December 2026.\nMatter: counsel must be briefed for the trial on 2 February 2027.", "memo");
    expect(note.actionItems.join(" | ")).toContain("return the signed lease by 10 December 2026");
    expect(note.actionItems.join(" | ")).toContain("counsel must be briefed for the trial on 2 February 2027");
    const email = said("Hi Tom,\n\nRe: the bundle, please lodge it at court by 4pm on 11 December 2026.\nDate: 15 January 2027 – expert reports must be exchanged.\n\nThanks,\nNell", "correspondence");
    expect(email.actionItems.join(" | ")).toContain("please lodge it at court by 4pm on 11 December 2026");
    expect(email.actionItems.join(" | ")).toContain("expert reports must be exchanged");
    expect(email.keyPoints.join(" ")).not.toMatch(/,\.|Hi Tom|Thanks, Nell/);
  });

  it("reads a closing's words wrapped inside a sentence as part of it", () => {
    const letter = said("Dear Mr Okafor,\n\nOur client Mr Lunn sends his\nbest wishes\nand asks that you return the signed contract by 7 December 2026.\nWe\nrespectfully\nsubmit that the application must be withdrawn by 14 December 2026.\n\nYours\nsincerely\n\nAnna Marsh", "correspondence");
    expect(letter.actionItems.join(" | ")).toContain("Our client Mr Lunn sends his best wishes and asks that you return the signed contract by 7 December 2026");
    expect(letter.actionItems.join(" | ")).toContain("We respectfully submit that the application must be withdrawn by 14 December 2026");
    for (const point of letter.keyPoints) expect(point).not.toMatch(/^(?:Yours|Best wishes|Respectfully)|sends his\.$/);
  });
});

describe("legal dictation: a greeting or header line is frame only in its place", () => {
  it("keeps a sentence whole when a greeting quoted in it stands on a line of its own", () => {
    const memo = said("Attendance note – call with Mrs Lowe\n\nMrs Lowe read out the landlord's email, which began\nHi Mark,\nand said her deposit of £950 would be returned by 9 December 2026. We must chase it on 10 December 2026 if it is not paid.\n\nTime: 12 minutes", "memo");
    expect(memo.actionItems).toContain("Mrs Lowe read out the landlord's email, which began Hi Mark, and said her deposit of £950 would be returned by 9 December 2026.");
    const note = said("Call with Mr Ames\n\nHe forwarded the agent's message, which opened\nHello Ruth,\nand confirmed the keys must be returned by 11 December 2026.", "memo");
    expect(note.actionItems.join(" | ")).toContain("He forwarded the agent's message, which opened Hello Ruth, and confirmed the keys must be returned by 11 December 2026");
  });

  it("keeps a sentence whole when a salutation quoted in it stands on a line of its own", () => {
    const letter = said("Dear Ms Okafor,\n\nThe notice the council sent your tenant was headed\nDear Mr Patel,\nand says that the arrears of £2,140 must be paid by 9 December 2026 or the council will apply for possession.\n\nYours sincerely,\nHelen Marsh", "correspondence");
    expect(letter.actionItems).toContain("The notice the council sent your tenant was headed Dear Mr Patel, and says that the arrears of £2,140 must be paid by 9 December 2026 or the council will apply for possession.");
    const reference = said("Dear Sirs,\n\nThe reference you asked us to write, addressed\nTo whom it may concern,\nmust reach the employer by 8 December 2026, so please send us the job description by 3 December 2026.\n\nYours faithfully,\nHale & Partners", "correspondence");
    expect(reference.actionItems.join(" | ")).toContain("The reference you asked us to write, addressed To whom it may concern, must reach the employer by 8 December 2026");
    expect(reference.keyPoints.join(" | ")).not.toContain("Dear Sirs");
  });

  it("chooses key points as the whole letter reads, only never a frame line", () => {
    const letter = legalWrittenDev.find((item) => item.id === "lw-09")!;
    const doc = said(letter.text, "correspondence");
    expect(doc.keyPoints).toContain("WITHOUT PREJUDICE SAVE AS TO COSTS.");
    expect(doc.keyPoints.join(" | ")).not.toMatch(/Dear Sirs|Yours faithfully/);
  });

  it("keeps a header line that gives a date, a time or an amount as a key point", () => {
    expect(said("Subject: Hearing 14 December 2026 at 10am\n\nHi Priya,\n\nThe bundle is ready. Please check the index before I send it to counsel.\n\nThanks,\nDan", "correspondence").keyPoints)
      .toContain("Subject: Hearing 14 December 2026 at 10am.");
    expect(said("Re: Completion moved to Friday at 2pm\n\nDear Mr Bell,\n\nThe seller has agreed. Please send the balance of £41,000 the day before.\n\nKind regards,\nIvy Lam", "correspondence").keyPoints.join(" | "))
      .toContain("Re: Completion moved to Friday at 2pm");
    expect(said("Re: Defence due 9 December 2026 – Quarry Lane boundary dispute\nOur ref: HM/9920\n\nDear Mr Cole,\n\nThank you for the plan.\n\nYours sincerely,\nHelen Marsh", "correspondence").keyPoints.join(" | "))
      .toContain("Re: Defence due 9 December 2026");
  });
});
