import { formatLegal } from "@/lib/ai/local/legal";
import { findCitations } from "@/lib/ai/local/legal-citations";
import { legalDocumentSchema, legalDocumentTypes } from "@/lib/schemas/ai";
import { legalFixture } from "@/tests/fixtures/ai/legal";

describe("formatLegal (local)", () => {
  const now = new Date("2026-06-25T10:00:00Z");
  const doc = formatLegal(legalFixture, now);

  it("matches the response shape of the spec", () => {
    expect(legalDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it("finds the statute and both cases, with reporters", () => {
    expect(doc.citations).toEqual(
      expect.arrayContaining([
        "Section 5, Limitation Act 1980",
        "Donoghue v Stevenson [1932] AC 562",
        "Murphy v Brentwood District Council [1991] 1 AC 398",
      ]),
    );
  });

  it("puts the caption, case number, client and privilege marking on the memo", () => {
    const head = doc.formattedDocument.split("\n").slice(0, 8).join("\n");
    expect(head).toContain("PRIVILEGED AND CONFIDENTIAL: ATTORNEY-CLIENT COMMUNICATION");
    expect(head).toContain("LEGAL MEMORANDUM");
    expect(head).toContain("Case No.: CV-2026-01482");
    expect(head).toContain("Client: Northgate Builders Ltd");
    // (the fixture is said without a sentence end: the engine's headings go only between sentences the writer parted)
    const parted = formatLegal({ ...legalFixture, transcript: `${legalFixture.transcript.replace(/ (?=this memo|mrs ford says|she claims|the contract was|the defects were|however|for the negligence|in my view|the contract claim|we must|we need|please note|we should also)/g, ". ")}.` }, now);
    for (const section of ["1. Summary", "2. Facts", "3. Analysis", "4. Next steps"]) expect(parted.formattedDocument).toContain(section);
  });

  it("warns about the filing deadline, the limitation period and privilege", () => {
    const warnings = doc.warnings ?? [];
    // The date as said: no year was dictated, so none is added.
    expect(warnings.some((w) => /^Deadline:.*28 days/.test(w) && /gives (?:the )?20th of July \(28 days\)/.test(w))).toBe(true);
    expect(warnings.some((w) => /^Limitation period:.*Limitation Act 1980/.test(w))).toBe(true);
    expect(warnings.some((w) => /^Privilege:.*insurer/.test(w))).toBe(true);
  });

  it("lists the tasks the dictation asks for", () => {
    expect(doc.actionItems).toEqual(expect.arrayContaining([
      "Obtain the site inspection reports from the client and instruct an independent surveyor.",
      "Check whether the client notified its insurer in time under the policy.",
    ]));
  });

  it("suggests checks that refer to the dictation", () => {
    expect(doc.suggestions?.[0]).toContain("Donoghue v Stevenson [1932] AC 562");
  });

  it.each(legalDocumentTypes.map((t) => [t]))("formats a %s with its own layout", (documentType) => {
    const out = formatLegal({ ...legalFixture, documentType, confidentialityLevel: "public" }, now);
    expect(legalDocumentSchema.safeParse(out).success).toBe(true);
    expect(out.formattedDocument).toContain("Case No.: CV-2026-01482");
    expect(out.formattedDocument).not.toContain("PRIVILEGED");
  });

  it("finds US citations too", () => {
    expect(findCitations("the claim under 42 usc 1983 and rule 12(b)(6) of the federal rules of civil procedure, see brown v board of education 1954")).toEqual([
      "42 U.S.C. § 1983",
      "Fed. R. Civ. P. 12(b)(6)",
      "Brown v Board of Education (1954)",
    ]);
  });
});

describe("formatLegal: dictated numbers as a lawyer writes them", () => {
  const now = new Date("2027-03-09T10:00:00Z");
  const format = (transcript: string) =>
    formatLegal({ transcript, documentType: "memo", caseInfo: { caseNumber: "CV-7", clientName: "Jordan Hale" }, confidentialityLevel: "confidential" }, now);
  const sentenceWith = (text: string, part: string) => text.split(/(?<=[.!?])\s+/).find((s) => s.includes(part));

  it("writes clause, section and subsection numbers as figures, inside one sentence", () => {
    const doc = format("the tenant relies on clause four point two of the lease and says the notice failed section ninety eight because subsection three b was not followed").formattedDocument;
    for (const ref of ["clause 4.2 of the lease", "section 98", "subsection 3(b)"]) expect(doc).toContain(ref);
    expect(sentenceWith(doc, "4.2")).toMatch(/clause 4\.2/i);
    expect(doc).not.toMatch(/clause[.,]|four point two/i);
  });

  it("keeps a statute citation whole and lists it", () => {
    const out = format("she was dismissed and the claim is under section ninety four of the employment rights act nineteen ninety six");
    expect(out.formattedDocument).toContain("section 94 of the Employment Rights Act 1996");
    expect(out.citations).toContain("Section 94, Employment Rights Act 1996");
  });

  it("gives no date when none was said, and the said date as said", () => {
    const none = format("we must file the defence within twenty eight days of service and by the end of the month we should instruct counsel");
    const text = [none.formattedDocument.replace(/^Date: .*$/m, ""), ...(none.warnings ?? []), ...(none.suggestions ?? [])].join("\n");
    expect(text).toContain("28 days");
    expect(text).not.toMatch(/\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December)\b/);
    const said = format("the hearing is listed for the twelfth of may and we must serve the bundle within seven days");
    // every word said kept ("the", "of"), the day as a figure
    expect(said.formattedDocument).toContain("the 12th of May");
    expect(said.formattedDocument).not.toMatch(/12th of May,? \d{4}/);
  });
});

describe("formatLegal: the lawyer's words kept, their deadlines listed", () => {
  const now = new Date("2026-01-14T10:00:00Z"); // a Wednesday
  const format = (transcript: string, documentType: "memo" | "correspondence" = "memo") =>
    formatLegal({ transcript, documentType, caseInfo: { caseNumber: "CV-8" }, confidentialityLevel: "public" }, now);
  const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

  it("keeps legal wording and numbers said digit by digit", () => {
    const doc = format("prior to his death the testator made a new will in the event that the earlier will is found we will compare the two in order to advise the executors about invoice number four four seven one").formattedDocument;
    for (const phrase of ["prior to his death", "in the event that", "in order to advise", "four four seven one"]) expect(words(doc).join(" ")).toContain(phrase);
  });

  it("never reorders a memo's sentences into its sections", () => {
    const said = "the client was dismissed on the second of january. in my view he has a good claim. we must file the claim within three months. he also told me that no meeting was held.";
    const doc = format(said).formattedDocument;
    const at = (part: string) => doc.toLowerCase().indexOf(part);
    expect(at("was dismissed")).toBeLessThan(at("a good claim"));
    expect(at("a good claim")).toBeLessThan(at("file the claim"));
    expect(at("file the claim")).toBeLessThan(at("no meeting was held"));
    expect(doc).not.toContain("No analysis was dictated");
  });

  it("puts a closing said at the end of an unpunctuated letter on its own line", () => {
    const doc = format("dear mr costa we act for the tenant please call me if you have any questions yours sincerely", "correspondence");
    expect(doc.formattedDocument).toMatch(/\n\nYours sincerely$/);
    expect(doc.actionItems.join(" ")).not.toMatch(/sincerely/i);
    const signed = format("dear ms patel the rent remains unpaid yours faithfully harriet cole", "correspondence");
    expect(signed.formattedDocument).toMatch(/\n\nYours faithfully\nHarriet Cole$/);
  });

  it("puts the greeting on its own line, whoever the letter is to and however it was said", () => {
    const body = "we act for greystone builders limited your client has not paid our invoice for twenty two thousand pounds which fell due on the thirtieth of november and interest runs at eight percent above base rate from that date until payment";
    const cases: Array<[string, string]> = [
      [`dear sirs ${body}`, "Dear Sirs,"],
      [`dear jenny thanks for your email ${body}`, "Dear Jenny,"],
      [`dear mr costa ${body}`, "Dear Mr Costa,"],
      [`dear sir or madam ${body}`, "Dear Sir or Madam,"],
      // a colon the writer put there (American letters) stays; one mark before 40 unpunctuated
      // words is no sign the writer punctuated, so the name takes its capitals
      [`dear mr costa: ${body}`, "Dear Mr Costa:"],
      // the writer's own full stop after the greeting stays, on the greeting's line (the rest unpunctuated)
      [`dear sirs. ${body}`, "Dear Sirs."],
    ];
    for (const [said, greeting] of cases) {
      const letter = format(said, "correspondence").formattedDocument.split("Re: Case No. CV-8\n\n")[1];
      expect(letter.split("\n\n")[0]).toBe(greeting);
      expect(letter).toContain("£22,000");
    }
  });

  it("lists an instruction with its date, after an opening phrase too", () => {
    const doc = format("before the hearing on the twentieth of march comma please prepare the bundle period after checking the court file comma send me a list of anything missing by friday period".replace(/ comma/g, ",").replace(/ period/g, "."));
    expect(doc.actionItems).toEqual(expect.arrayContaining([
      expect.stringMatching(/prepare the bundle.*20 March 2026/),
      expect.stringMatching(/send me a list of anything missing by Friday.*16 January 2026/),
    ]));
  });

  it("lists deadlines said as a court order, a time allowed or a date set, and keeps a written date", () => {
    const items = format("the court has ordered disclosure by the third of february. you have until friday to respond to the offer. completion is set for the twentieth of february. she will send the lease by friday 23 january.").actionItems;
    expect(items).toEqual([
      "The court has ordered disclosure by the 3rd of February (3 February 2026).",
      "You have until Friday to respond to the offer (Friday is 16 January 2026).",
      "Completion is set for the 20th of February (20 February 2026).",
      "She will send the lease by Friday 23 January.",
    ]);
  });

  it("lists a time allowed from an event, a time given until a day, and a plan told as a report", () => {
    const items = format(
      "your client has twenty one days from the date of this letter to remove the vehicle. the tenant has been given until the thirtieth of january to clear the yard. the funds must reach us three working days before completion. mr ahmed said he can attend on the twentieth to sign the transfer. the surveyor is willing to inspect on the fifth of february.",
    ).actionItems;
    expect(items).toEqual([
      expect.stringMatching(/^Your client has (?:21|twenty one) days from the date of this letter to remove the vehicle/),
      expect.stringMatching(/until the (?:30th|thirtieth) of January to clear the yard \(30 January 2026\)/),
      expect.stringMatching(/must reach us (?:3|three) working days before completion/),
      expect.stringMatching(/can attend on the (?:20th|twentieth) to sign the transfer \(.*20 January 2026\)/),
      expect.stringMatching(/willing to inspect on the (?:5th|fifth) of February \(5 February 2026\)/),
    ]);
  });

  it("dates a deadline by the day it is due, when two days are said", () => {
    const items = format("we must respond to the requests from the third of february to the sixteenth of march.").actionItems;
    expect(items).toEqual(["Respond to the requests from the 3rd of February to the 16th of March (16 March 2026)."]);
  });

  it("gives no action for thanks or a report of a past date", () => {
    const doc = format("thank you for your report on the claimant which we received on the twentieth of june. the defendant replied on the third of july.");
    expect(doc.actionItems).toEqual([]);
  });
});

describe("formatLegal: every deadline reaches Action Items, with its date", () => {
  const now = new Date("2026-09-02T10:00:00Z"); // a Wednesday
  const items = (transcript: string) =>
    formatLegal({ transcript, documentType: "correspondence", caseInfo: { caseNumber: "KB-3" }, confidentialityLevel: "public" }, now).actionItems;

  it("lists a date something starts, ends, falls due or is fixed for, said as a plain fact", () => {
    expect(items("The option to renew lapses on 15 October 2026.")).toEqual(["The option to renew lapses on 15 October 2026."]);
    expect(items("the sublease starts on the first of november")).toEqual(["The sublease starts on the 1st of November (1 November 2026)."]);
    expect(items("The pre-trial review is on 9 December 2026.")).toHaveLength(1);
    expect(items("The long-stop date is 30 November 2026.")).toHaveLength(1);
    expect(items("Time for filing the reply is extended to 20 October 2026.")).toHaveLength(1);
    // the same verbs about the past are no deadline
    expect(items("The old lease ended on 31 March 2024. The sale took place in June.")).toEqual([]);
  });

  it("lists advice, a requirement or an expectation with a time limit", () => {
    expect(items("I would suggest we chase the surveyor before Friday.")).toEqual(["I would suggest we chase the surveyor before Friday (Friday is 4 September 2026)."]);
    expect(items("I recommend that the client signs the transfer by 18 September.")).toHaveLength(1);
    expect(items("The bank requires the redemption figure within five working days.")).toHaveLength(1);
    expect(items("We look forward to your comments by close of business on Monday.")).toEqual([expect.stringContaining("(Monday is 7 September 2026)")]);
  });

  it("lists a right that must be used in time, and never reads the verb 'may' as the month", () => {
    expect(items("The seller may withdraw from the sale by giving 14 days' notice.")).toHaveLength(1);
    expect(items("the guarantor may cancel within thirty days of signing")).toHaveLength(1);
    expect(items("The landlord may re-enter if the arrears are not cleared by 25 September 2026.")).toEqual([
      "The landlord may re-enter if the arrears are not cleared by 25 September 2026.",
    ]);
    expect(items("the agent shall return the keys on the eighteenth of september so that the owner may inspect")).toEqual([
      expect.stringMatching(/^The agent shall return the keys on the 18th of September,? so that the owner may inspect \(18 September 2026\)\.$/),
    ]);
    expect(items("It may be that the judge disagrees. Our client may well have signed it in May.")).toEqual([]);
  });

  it("lists a period given to act in", () => {
    expect(items("Your client has twenty one days to file an appeal.")).toHaveLength(1);
    expect(items("The settlement offer stays open for 14 days and remains open for acceptance until 30 September 2026.")).toHaveLength(1);
  });

  it("lists a period in fortnights or hours, a date a hearing has been listed for, time given until a day, and a notice taking effect", () => {
    expect(items("The experts are to meet within a fortnight.")).toHaveLength(1);
    expect(items("the surveyor needs twenty four hours notice before entering")).toHaveLength(1);
    expect(items("The appeal has been fixed for 2 February 2027.")).toHaveLength(1);
    expect(items("The judge has given the claimant until 21 September to amend.")).toHaveLength(1);
    expect(items("The landlord's break notice takes effect on 29 March 2027.")).toHaveLength(1);
    expect(items("We are prepared to wait until 12 October 2026 for the sum due.")).toHaveLength(1);
  });

  it("dates 'the coming Tuesday' and 'Tuesday next' (the Tuesday of next week)", () => {
    expect(items("Could you send the inventory by the coming Tuesday?")).toEqual([expect.stringContaining("(Tuesday is 8 September 2026)")]);
    expect(items("We must have the keys back by Tuesday next.")).toEqual([expect.stringContaining("(Tuesday next is 8 September 2026)")]);
    expect(items("We must have the keys back by Friday next.")).toEqual([expect.stringContaining("(Friday next is 11 September 2026)")]);
  });

  it("lists each of two deadlines set in one sentence, each with its own date", () => {
    expect(items("the tenant must pay the arrears by the tenth of september and the landlord must repair the roof within twenty eight days")).toEqual([
      "The tenant must pay the arrears by the 10th of September (10 September 2026).",
      "The landlord must repair the roof within 28 days.",
    ]);
    // a second limit counted from the first stays with it
    expect(items("The buyer must pay the deposit by 11 September 2026 and the balance is due 14 days after that.")).toHaveLength(1);
  });

  it("dates a deadline said the way a deed says it, with a hyphen, or day first with no 'of'", () => {
    expect(items("the tenant must deliver up the premises on the thirtieth day of september")).toEqual([
      "The tenant must deliver up the premises on the 30th day of September (30 September 2026).",
    ]);
    expect(items("The term ends on the 1st day of October 2031.")).toEqual(["The term ends on the 1st day of October 2031 (1 October 2031)."]);
    expect(items("Please sign and return the lease by the twenty-second of September.")).toEqual([
      "Sign and return the lease by the twenty-second of September (22 September 2026).",
    ]);
    expect(items("we must exchange by twenty second september")).toEqual(["Exchange by 22nd September (22 September 2026)."]);
    expect(items("A decision is expected no later than 30 October 2026.")).toHaveLength(1);
  });

  it("dates 'by then' and 'before that date' from the day said just before", () => {
    expect(items("The inspection is booked for the 24th of September. Please clear the loft before that date.")).toEqual([
      "The inspection is booked for the 24th of September (24 September 2026).",
      "Clear the loft before that date (that date is 24 September 2026).",
    ]);
    // a day gone by is no date to act by
    // (its "it" told from the sentence before)
    expect(items("The deed was signed on 4 August 2026. We must register it by then.")).toEqual(["Register it by then (it: the deed)."]);
  });

  it("gives no made-up year to a day told as gone by", () => {
    // said on 2 September 2026: the 14th of August was last month, not next year
    expect(items("your client still owes the instalment which fell due on the fourteenth of august and must pay it within seven days")).toEqual([
      "Your client still owes the instalment which fell due on the 14th of August and must pay it within seven days.",
    ]);
  });

  it("reads a condition the punctuation cut off with what follows it", () => {
    expect(items("If the rent is not paid by 18 September. We will apply for possession.")).toEqual([
      "If the rent is not paid by 18 September, we will apply for possession.",
    ]);
  });

  it("gives no date to a weekday that names no one day", () => {
    expect(items("the venue must close at eleven on the saturday and sunday nights")).toEqual(["The venue must close at eleven on the Saturday and Sunday nights."]);
    expect(items("Deliveries must stop by 8pm on the Friday.")).toEqual(["Deliveries must stop by 8pm on the Friday."]);
  });

  it("dates a deadline written with a short month, a named date, or the year after month and day", () => {
    expect(items("Please return the engrossment by 9th Oct.")).toEqual(["Return the engrossment by 9th Oct (9 October 2026)."]);
    expect(items("the exchange date is the sixteenth of october")).toEqual(["The exchange date is the 16th of October (16 October 2026)."]);
    expect(items("we must serve the claim form by march the third twenty twenty eight")).toEqual(["Serve the claim form by March the 3rd, 2028 (3 March 2028)."]);
    expect(items("our reply is required within seven days and by the eighth of september at the latest")).toEqual([
      expect.stringContaining("(8 September 2026)"),
    ]);
  });

  it("gives no date to an ordinal that counts something else, and the right month to 'of next month'", () => {
    expect(items("The claim must be listed by the third Tuesday in October.")).toEqual(["The claim must be listed by the third Tuesday in October."]);
    // said on 2 September: the 30th of next month is 30 October, not the 30th still to come this month
    expect(items("the landlord must be paid by the thirtieth of next month")).toEqual([expect.stringContaining("30 October 2026")]);
  });

  it("says what a deadline is about when the item names it only by a word that points back", () => {
    const motion = formatLegal(
      {
        transcript: "The claimant seeks more time to file its reply to the amended defence. The reply is currently due on 14 September 2026. The claimant asks that the deadline be extended to 5 October 2026.",
        documentType: "motion", caseInfo: { caseNumber: "KB-3" }, confidentialityLevel: "public",
      },
      now,
    ).actionItems;
    expect(motion).toEqual([
      "The reply is currently due on 14 September 2026 (its reply to the amended defence).",
      "The claimant asks that the deadline be extended to 5 October 2026 (its reply to the amended defence).",
    ]);
    // "your reply" is about the question the letter asked just before
    expect(items("The valuer's figure seems low to us. Did the valuer inspect the cellar as well as the ground floor? We would be grateful for your reply by 16 September 2026.")).toEqual([
      "We would be grateful for your reply by 16 September 2026 (on: Did the valuer inspect the cellar as well as the ground floor?).",
    ]);
    // a party who acts is named already: nothing is added
    expect(items("The tenant of the first floor flat has complained. The tenant must give access by 30 September 2026.")).toEqual([
      "The tenant must give access by 30 September 2026.",
    ]);
  });

  it("writes a date said month first with 'the', and every period, as figures", () => {
    expect(items("we must lodge the bundle by october the fifth")).toEqual(["Lodge the bundle by October the 5th (5 October 2026)."]);
    expect(items("the vendor must complete within fifteen working days")).toEqual(["The vendor must complete within 15 working days."]);
  });
});

describe("formatLegal: company names in dictation", () => {
  const now = new Date("2026-09-02T10:00:00Z");
  const text = (transcript: string) =>
    formatLegal({ transcript, documentType: "memo", caseInfo: { caseNumber: "KB-4" }, confidentialityLevel: "public" }, now).formattedDocument;

  it("capitalises a company's name and its suffix, with no mark inside the name", () => {
    const doc = text("we are instructed by harbourside joinery limited in its dispute with pellow fabrications ltd and the agent is brightwater lettings llp");
    expect(doc).toContain("Harbourside Joinery Limited in its dispute");
    expect(doc).toContain("Pellow Fabrications Ltd");
    expect(doc).toContain("Brightwater Lettings LLP");
    expect(doc).not.toMatch(/Joinery, Limited|Fabrications, Ltd/);
    expect(text("we write for our client kestrel print limited about the lease")).toContain("our client Kestrel Print Limited");
  });

  it("leaves 'limited' alone where it is no company's suffix", () => {
    const doc = text("the landlord's liability is limited to the deposit and this is a time limited offer");
    expect(doc).toContain("liability is limited to the deposit");
    expect(doc).toContain("a time limited offer");
  });

  it("keeps a typed letter's own capitals", () => {
    const typed = "We act for Harbourside Joinery limited. The invoice is due on 30 September 2026.";
    expect(text(typed)).toContain(typed);
  });
});

describe("formatLegal: no deadline lost or moved (fresh6 causes, sentences of their own)", () => {
  const now = new Date("2026-09-02T10:00:00Z"); // a Wednesday
  const run = (transcript: string, documentType: "correspondence" | "memo" | "motion" = "correspondence") =>
    formatLegal({ transcript, documentType, caseInfo: { caseNumber: "KB-5" }, confidentialityLevel: "public" }, now);
  const items = (transcript: string) => run(transcript).actionItems;

  it("lists two instructions after a list's label as two, each with its own day", () => {
    expect(items("Action points: file the amended particulars by Monday, and book a conference with counsel for Friday afternoon.")).toEqual([
      "File the amended particulars by Monday (Monday is 7 September 2026).",
      "Book a conference with counsel for Friday afternoon (Friday afternoon is 4 September 2026).",
    ]);
    // a subject line is no instruction, whatever day it names
    expect(items("Re: Hire of the marquee for 12 September 2026")).toEqual([]);
  });

  it("lists an examination noticed for a day, the next of a series, and an undertaking given (not one denied)", () => {
    expect(items("The examination of the surveyor, Ms Jean Watts, is noticed for 29 September 2026 in Leeds.")).toHaveLength(1);
    expect(items("The next inspection is the plumber on Thursday September 17 at ten am.")).toHaveLength(1);
    expect(items("The agents have agreed to return the deposit by 21 September 2026.")).toHaveLength(1);
    expect(items("The tenant did not agree to vacate by 1 October 2026.")).toEqual([]);
    expect(items("The fee must be paid before the transfer is registered.")).toEqual(["The fee must be paid before the transfer is registered."]);
  });

  it("lists a request passed on, a court's directions and 'close of play', not a past wish", () => {
    expect(items("We have been asked to provide the title documents by 10 September.")).toHaveLength(1);
    expect(items("The district judge gave directions that the trial bundle be lodged seven days before the hearing.")).toHaveLength(1);
    expect(items("Could you let me have your comments by close of play tomorrow?")).toEqual([expect.stringContaining("(tomorrow is 3 September 2026)")]);
    expect(items("He asked to see the file on 3 September 2025.")).toEqual([]);
  });

  it("never gives a weekday's next date when the date is said after it", () => {
    // 17 September 2026 is a Thursday; the next Thursday after 2 September is the 3rd
    const [item] = items("The next inspection is the plumber on Thursday September 17 at ten am.");
    expect(item).not.toContain("3 September");
  });

  it("says what a party's response is about when the item names it only by the party's word", () => {
    const transcript = "The defendant moves for an order extending the time to respond to the claimant's application for summary judgment. Under the court's order, defendant's response is currently due on 14 September 2026.";
    expect(run(transcript, "motion").actionItems).toEqual([expect.stringContaining("(to respond to the claimant's application for summary judgment)")]);
  });

  it("keeps a time limit with the duty it limits, and a date with the word that leads on to it", () => {
    const doc = run("note for james about the storage licence at unit four b the licence is dated the second of march twenty twenty four and runs for five years the licensee must give three months notice so the notice has to reach the licensor no later than the thirtieth of november twenty twenty six the licence fee is payable quarterly in advance", "memo");
    expect(doc.formattedDocument).toContain("at unit 4B");
    expect(doc.formattedDocument).toMatch(/is dated the 2nd of March 2024/);
    expect(doc.formattedDocument).toMatch(/has to reach the licensor no later than the 30th of November 2026\./);
    expect(doc.actionItems).toContainEqual(expect.stringMatching(/reach the licensor no later than the 30th of November 2026/));
    // the limit read as the opening of the next sentence ("No later than ..., the price is fixed") goes back to its duty
    const option = run("the option is exercisable once so the option notice has to reach the grantor no later than the twelfth of january twenty twenty seven the price is fixed in the schedule", "memo");
    expect(option.formattedDocument).toMatch(/has to reach the grantor no later than the 12th of January 2027\.\nThe price is fixed/);
    expect(option.actionItems).toEqual([expect.stringMatching(/reach the grantor no later than the 12th of January 2027 \(12 January 2027\)\.$/)]);
  });

  it("keeps the writer's comma and 'of' between an Act's name and its year", () => {
    const text = run("we are instructed under the companies act, two thousand and six and the insolvency act of nineteen eighty six", "memo");
    expect(text.formattedDocument).toContain("Companies Act, 2006 and the Insolvency Act of 1986");
    expect(text.citations).toEqual(expect.arrayContaining(["Companies Act 2006", "Insolvency Act 1986"]));
  });

  it("says what a bare 'it' in an action item is: the subject of the sentence before", () => {
    const items = run("The inspection of the Meadow Lane premises is fixed for 4 March 2027. Please let me know by Friday whether you intend to attend it yourself.", "memo").actionItems;
    expect(items).toContainEqual(expect.stringContaining("(it: the inspection of the Meadow Lane premises)"));
    // a thing named in the item itself is what its "it" means: nothing added
    const named = run("The hearing is listed for 3 March 2027. Please send the bundle to counsel and ask him to review it by Friday.", "memo").actionItems;
    expect(named.join(" ")).not.toContain("(it:");
  });

  it("adds no note for an 'it' the sentence before does not settle", () => {
    const note = (text: string) => run(text, "memo").actionItems.join(" ").match(/\(it: [^)]*\)/)?.[0];
    // a person is never "it"
    expect(note("The buyer is unhappy with the draft. Please revise it by Friday.")).toBeUndefined();
    expect(note("The respondent's agent has been slow to reply. Please draft the consent order and serve it by Monday.")).toBeUndefined();
    // the item names its own thing before "it"
    expect(note("The trial is fixed for 9 June 2027. Please check Annex B and initial it by Thursday.")).toBeUndefined();
    // a dummy "it", standing for nothing said
    expect(note("The transfer deed was sent on Monday. Please make it plain to the seller that the keys are due by Friday.")).toBeUndefined();
    expect(note("The licence is due for renewal in May. Please ask whether it is still needed by Friday.")).toBeUndefined();
    // two things said before, either of which may be "it"
    expect(note("The schedule is nearly done, but the plan is missing. Please complete it by Wednesday.")).toBeUndefined();
    // one thing, not a person: the note stays
    expect(note("The arbitration was postponed last month. We must rearrange it by 1 October 2026.")).toBe("(it: the arbitration)");
  });
});
