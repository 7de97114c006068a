import { formatLegal } from "@/lib/ai/local/legal";

// Thursday 3 December 2026
const now = new Date("2026-12-03T10:00:00Z");
const run = (transcript: string, documentType: "correspondence" | "memo" | "contract" = "correspondence") =>
  formatLegal({ transcript, documentType, caseInfo: { caseNumber: "DL-3" }, confidentialityLevel: "public" }, now);
const items = (transcript: string, documentType?: "correspondence" | "memo" | "contract") => run(transcript, documentType).actionItems;

describe("legal action items: a day that is not the one something is due on gets no date", () => {
  it("gives no date for a day told after a verb in the past", () => {
    const listed = items("As we agreed on Monday, your client is willing to accept £12,000 in full settlement. Please confirm by Friday whether the terms are acceptable.");
    expect(listed.join(" ")).not.toMatch(/Monday is/);
    expect(listed).toContainEqual(expect.stringContaining("(Friday is 4 December 2026)"));
  });

  it("gives no date for the day a span of time started", () => {
    const listed = items("Every claim received since the 2nd of November that has no signed form must be returned to the sender by the end of the month.", "memo");
    expect(listed.join(" ")).not.toMatch(/November 20\d\d/);
  });

  it("gives no date for a weekday counted from another day", () => {
    const listed = items("The revised lease will be ready on Tuesday 8 December. Please arrange the signing the following Wednesday.");
    expect(listed.join(" ")).not.toMatch(/Wednesday is/);
  });
});

describe("legal action items: a day that has gone by is a fact recited, not a deadline", () => {
  it("lists no item whose every day, said with its year, is past", () => {
    const listed = items("Under clause 4 of the contract, the deposit was due on 15 August 2026. The tenant must pay the balance within 14 days of this letter.");
    expect(listed.join(" ")).not.toContain("15 August 2026");
    expect(listed).toContainEqual(expect.stringContaining("within 14 days of this letter"));
  });

  it("keeps an item that has a limit of its own beside a past day", () => {
    const listed = items("The invoice dated 2 October 2026 remains unpaid, and the buyer must pay it within 7 days of receiving this letter.");
    expect(listed).toContainEqual(expect.stringContaining("within 7 days"));
  });
});

describe("legal action items: limits said the ways letters and orders say them", () => {
  it("lists an offer that stays open, a closing date and a task 'before then'", () => {
    const offer = items("Our client's offer stays open until 4 pm on Friday the 18th of December 2026.");
    expect(offer).toContainEqual(expect.stringContaining("stays open until"));
    const closing = items("The closing date for bids is noon on Wednesday, 16 December 2026. Before then, we will need your signed mandate and proof of funds.");
    expect(closing).toContainEqual(expect.stringContaining("closing date for bids"));
    expect(closing).toContainEqual(expect.stringMatching(/^Before then, we will need your signed mandate.*\(then is 16 December 2026\)\.$/));
  });

  it("lists a request for documents and a direction in the passive, each with its date", () => {
    const request = items("We ask for copies of the service records within 10 working days of the date of this letter.");
    expect(request).toContainEqual(expect.stringContaining("copies of the service records"));
    const order = items("The order made at the review sets these dates. 1. Expert reports to be exchanged by Friday 15 January 2027 and filed with the court by 22 January 2027.", "memo");
    expect(order).toContainEqual(expect.stringMatching(/Expert reports to be exchanged by Friday 15 January 2027 and filed with the court by 22 January 2027/));
  });

  it("lists a payment due 'within the same period' as the one before it", () => {
    const listed = items("5.1 The Buyer shall pay the first instalment within 21 days of completion. 5.2 The Buyer shall also pay the retention within the same period, on receipt of the engineer's certificate.", "contract");
    expect(listed).toContainEqual(expect.stringContaining("retention within the same period"));
  });
});

describe("legal dictation: a weekday cut off from its date", () => {
  it("keeps 'Monday the 7th of December' one day, with its date, and ends the sentence after the words about it", () => {
    const doc = run("dear ms grey thank you for your call please pay the deposit into our client account by monday the seventh of december at the latest the balance must reach us no later than the day before completion please ring me tomorrow morning if you have any questions kind regards");
    expect(doc.formattedDocument).toContain("by Monday the 7th of December at the latest. The balance must reach us");
    expect(doc.actionItems).toContainEqual(expect.stringMatching(/^Pay the deposit into our client account by Monday the 7th of December at the latest/));
    // the balance is due the day before completion, never on the 7th
    expect(doc.actionItems).toContainEqual("The balance must reach us no later than the day before completion.");
  });
});

// Monday 30 November 2026
const monday = new Date("2026-11-30T20:30:00Z");
const runOn = (transcript: string) => formatLegal({ transcript, documentType: "correspondence", caseInfo: { caseNumber: "DL-4" }, confidentialityLevel: "public" }, monday);

describe("legal dictation: a date that starts the next sentence stays there", () => {
  it("leaves 'Monday. The 7th of December is the deadline' two sentences", () => {
    expect(runOn("the hearing is on monday the seventh of december is the deadline").formattedDocument).toContain("The hearing is on Monday. The 7th of December is the deadline.");
    expect(runOn("we met them on friday the fourth of december was too late").formattedDocument).toContain("We met them on Friday. The 4th of December was too late.");
  });

  it("leaves a date that is the subject after a comma where it is", () => {
    expect(runOn("Payment is due by Monday. The 7th of December, as you know, is the hearing.").formattedDocument).toContain("Payment is due by Monday. The 7th of December, as you know, is the hearing.");
    expect(runOn("Payment is due by Monday. The 7th of December at noon, as you know, is the hearing.").formattedDocument).toContain("Payment is due by Monday. The 7th of December at noon, as you know, is the hearing.");
  });

  it("still joins a date whose sentence goes on with a tail about the time", () => {
    expect(runOn("we will pay by monday the seventh of december at the latest the rest will follow in the new year").formattedDocument).toContain("We will pay by Monday the 7th of December at the latest. The rest will follow in the new year.");
  });
});

describe("legal action items: a fact in the passive is no task", () => {
  it("lists nothing for 'found to be broken on Tuesday' and the like", () => {
    for (const said of ["The goods were found to be broken on Tuesday.", "The witness is said to be married on Saturday.", "She was found to be injured on Monday.", "The documents appear to be signed on 3 November 2026."]) {
      expect(runOn(said).actionItems).toEqual([]);
    }
  });

  it("lists a direction in the passive with its limit", () => {
    expect(runOn("Bundles to be agreed by Friday.").actionItems).toContainEqual(expect.stringContaining("(Friday is 4 December 2026)"));
    expect(runOn("The defence is to be filed within 14 days.").actionItems).toContainEqual(expect.stringContaining("within 14 days"));
    expect(runOn("Skeleton arguments to be exchanged no later than 4 clear days before the trial.").actionItems).toHaveLength(1);
  });
});

describe("legal action items: a pronoun that is the object keeps the date", () => {
  it("dates 'get it signed by Friday' and the like", () => {
    expect(runOn("Get it signed by Friday.").actionItems).toContainEqual(expect.stringContaining("(Friday is 4 December 2026)"));
    expect(runOn("Send them signed by Friday.").actionItems).toContainEqual(expect.stringContaining("(Friday is 4 December 2026)"));
    expect(runOn("We need it returned by Monday the 7th of December.").actionItems).toContainEqual(expect.stringContaining("(7 December 2026)"));
    expect(runOn("We want them finished by Thursday.").actionItems).toContainEqual(expect.stringContaining("(Thursday is 3 December 2026)"));
  });

  it("dates 'send the following by Monday', not 'the following Wednesday'", () => {
    expect(runOn("Send the following by Monday: your passport and a bill.").actionItems).toContainEqual(expect.stringContaining("(Monday is 7 December 2026)"));
    expect(runOn("Please arrange the signing the following Wednesday.").actionItems.join(" ")).not.toMatch(/Wednesday is/);
  });

  it("still gives no date for a day after a subject and its verb in the past", () => {
    expect(runOn("She signed it on Tuesday and you must send it by Friday.").actionItems.join(" ")).not.toMatch(/Tuesday is/);
  });
});

describe("legal action items: a duty still to do beside a past date is listed", () => {
  it("keeps an item that asks for something, without a date to come", () => {
    for (const said of [
      "Your notice expired on 31 October 2026 and you must vacate the property.",
      "Pay the arrears which fell due on 1 November 2026.",
      "The defence due on 30 October 2026 must now be filed without delay.",
      "The rent due on 1 November 2026 remains unpaid and must be paid immediately.",
      "Please pay the invoice dated 2 October 2026.",
    ]) {
      const listed = runOn(said).actionItems;
      expect(listed).toHaveLength(1);
      expect(listed[0]).not.toMatch(/20(?:26|27)\)\.$/);
    }
  });

  it("still lists no fact whose only day has gone by", () => {
    expect(runOn("Defendant's responses were due on October 5, 2026.").actionItems).toEqual([]);
    expect(runOn("The Builder was required to reach practical completion by 30 October 2026.").actionItems).toEqual([]);
  });
});

describe("legal action items: facts told in the passive with 'by', and named limits already past (a second review)", () => {
  it("lists no fact told with a verb of finding, meaning or expecting before 'to be ... by'", () => {
    for (const fact of [
      "The goods were found to be damaged by water on Tuesday.",
      "The boiler was thought to be repaired by Tuesday.",
      "The defence was meant to be served by Monday.",
      "Your client was supposed to be notified by Friday.",
      "The report was expected to be finished by the end of October but it was delayed.",
    ])
      expect([fact, items(`Dear Sirs, ${fact} Kind regards.`)]).toEqual([fact, []]);
    expect(items("Trial bundles to be agreed by Friday.")).toContainEqual(expect.stringContaining("(Friday is 4 December 2026)"));
  });

  it("lists no named limit whose day has passed, but keeps a request to pay what fell due", () => {
    expect(items("Dear Sirs, The closing date was 27 November 2026. Kind regards.")).toEqual([]);
    expect(items("We ask you to pay the sum which fell due on 1 November 2026.")).toHaveLength(1);
    expect(items("The contractor shall complete the works by the completion date, being 30 April 2020.", "contract")).toHaveLength(1);
  });
});

describe("legal action items: a notice of a fact about the writer's side is no action; a dated duty of ours stays", () => {
  it.each([
    "Our office will be closed on Monday.",
    "Our offices will be closed from 24 December until 4 January.",
    "We will be unavailable from Thursday 24 December.",
    "Please note that our chambers will be shut on Monday the 7th.",
    "I am in court on Tuesday 8 December.",
    "We'll be away between Christmas and New Year.",
  ])("%s", (said) => {
    expect(items(`Dear Mr Quayle,\n\nThank you for your email. ${said}\n\nYours sincerely,`)).toEqual([]);
  });

  it.each([
    ["Our reply will be sent by Friday.", "Friday is 4 December 2026"],
    ["We will be filing the defence on Monday.", "Monday is 7 December 2026"],
    ["We will be sent the transcript on Monday.", "Monday is 7 December 2026"],
    ["Please note that we must receive your reply by Friday.", "Friday is 4 December 2026"],
    ["Our client will be at the hearing on 9 December.", "9 December"],
    ["Please note that we are closed on Monday, so please send the papers by Friday.", "Friday is 4 December 2026"],
  ])("%s", (said, date) => {
    expect(items(`Dear Mr Quayle,\n\n${said}\n\nYours sincerely,`).join(" ")).toContain(date);
  });
});

describe("legal action items: each numbered direction with its own party and date is its own item", () => {
  it("splits directions run on in one sentence, each kept with its own number", () => {
    expect(items("The district judge ordered that (1) the applicant shall file a witness statement by 4pm on 8 January 2027, (2) the respondent shall reply by 22 January 2027 and (3) the parties shall agree a bundle by 29 January 2027.", "memo")).toEqual([
      "(1) The applicant shall file a witness statement by 4pm on 8 January 2027.",
      "(2) The respondent shall reply by 22 January 2027.",
      "(3) The parties shall agree a bundle by 29 January 2027.",
    ]);
  });

  it("splits directions typed one to a line with no full stops, in the order's own form ('the claimant to file ...')", () => {
    const listed = items("Directions\n1. The claimant to file a costs budget by 11 January 2027\n2. The defendant to serve its list of documents by 18 January 2027\n3. Costs in the case", "memo");
    expect(listed).toEqual(["The claimant to file a costs budget by 11 January 2027.", "The defendant to serve its list of documents by 18 January 2027."]);
  });

  it("puts the next point's number with its own point, not on the end of the one before", () => {
    const listed = items("Order of 1 December: 1. The claimant shall pay the fee by 15 December 2026 2. The defendant shall file a defence by 12 January 2027", "memo");
    expect(listed).toEqual(["The claimant shall pay the fee by 15 December 2026.", "The defendant shall file a defence by 12 January 2027."]);
  });

  it("starts no point at a number a reference gives, nor at one number alone", () => {
    expect(items("Under clause 7. The tenant must pay the rent by 3 March 2027 and the landlord must repair the roof by 4 March 2027.", "memo")).toHaveLength(2);
    expect(items("Paragraph 2) of the order says the claimant must pay by 3 March 2027, and 3) the defendant may reply.", "memo")).toHaveLength(1);
  });
});

describe("legal action items: a task told in brackets, and a request made with 'asks that'", () => {
  it("lists a task told in brackets with its own day, and not the sentence around it for it", () => {
    const listed = items("To get ready, I need two things from you:\n- the signed tenancy agreement (I will post you a copy tomorrow); and\n- the bank statements for March.");
    expect(listed).toEqual(["Post you a copy tomorrow (tomorrow is 4 December 2026)."]);
    expect(items("The deposit (we will repay it on Friday) is held in our client account.")).toEqual(["Repay it on Friday (Friday is 4 December 2026)."]);
  });

  it("lists no aside without a day, and keeps a sentence with a task of its own around one", () => {
    expect(items("We enclose the survey (as we will explain when we meet, the roof is the main issue).")).toEqual([]);
    expect(items("Please return the deed (the original, not a copy) by Friday.")).toEqual(["Return the deed (the original, not a copy) by Friday (Friday is 4 December 2026)."]);
  });

  it("lists a request made with 'asks that', with its limit", () => {
    expect(items("The landlord asks that your client clear the yard within 14 days of this letter.")).toEqual(["The landlord asks that your client clear the yard within 14 days of this letter."]);
  });
});

describe("legal action items: a list whose points share a party, a duty or a day stays one item", () => {
  it.each([
    ["Please send us the following by Friday 4 December: (1) your passport; (2) a recent utility bill; (3) the signed contract.", ["(1) your passport", "(3) the signed contract"]],
    ["You must (a) pay the arrears of £2,400 and (b) remedy the disrepair by 30 January 2027.", ["pay the arrears of £2,400", "remedy the disrepair"]],
    ["The defendant shall by 4pm on 3 March 2027: (a) file a defence; and (b) pay the claimant's costs of £500.", ["file a defence", "costs of £500"]],
    ["Within 14 days you must (i) pay £5,000 and (ii) confirm the terms in writing.", ["pay £5,000", "confirm the terms"]],
    ["Your client must by 4pm on 10 December (1) file a defence and (2) pay £300 in costs.", ["file a defence", "pay £300"]],
    ["The tenant shall: (a) pay rent on the first day of each month; (b) keep the premises in repair; (c) vacate by 30 June 2027.", ["pay rent", "vacate by 30 June 2027"]],
    ["Could you please (a) confirm your client's instructions and (b) let us have the signed form by 11 December.", ["confirm your client's instructions", "the signed form"]],
    ["Please (1) sign the transfer and (2) return it to us by 11 December.", ["ign the transfer", "return it to us"]],
    ["Our client requires you to: (1) remove the fence; and (2) reinstate the boundary, within 28 days.", ["remove the fence", "reinstate the boundary"]],
    ["Let us know (1) whether your client accepts the offer and (2) if not, why not, by 11 December.", ["whether your client accepts", "why not"]],
    // (my own: each point has a day but no party of its own, and each a party but one no day)
    ["The buyer must (1) pay the deposit by 4 December and (2) complete by 18 December.", ["pay the deposit", "complete by 18 December"]],
  ])("%s", (said, parts) => {
    const listed = items(said, "memo");
    expect(listed).toHaveLength(1);
    for (const part of parts) expect(listed[0]).toContain(part);
  });

  it("still splits points each with its own party and day after a heading line", () => {
    expect(items("ORDER\n1. The claimant shall pay the fee by 15 December 2026\n2. The defendant shall file a defence by 12 January 2027", "memo")).toEqual([
      "The claimant shall pay the fee by 15 December 2026.",
      "The defendant shall file a defence by 12 January 2027.",
    ]);
  });
});

describe("legal action items: a task in brackets never takes the place of the reader's own duty", () => {
  it("keeps the sentence whole, once, when the words outside the brackets set a task", () => {
    expect(items("Your client must vacate the flat (we will collect the keys on 30 January 2027).")).toEqual(["Your client must vacate the flat (we will collect the keys on 30 January 2027)."]);
    expect(items("File the defence by 4pm on 3 March 2027 (we will serve the reply by 10 March 2027).")).toHaveLength(1);
  });
});

describe("legal action items: a notice is about our premises or staff; our offer, dates and people keep their days", () => {
  it.each([
    "Our offer is open until 5pm on 11 December.",
    "Our offer will be withdrawn on 11 December.",
    "Our completion date is 14 March 2027.",
    "Our client will be in attendance at court on 9 December.",
    "We shall be present at completion on 14 January 2027.",
    "Our witness will be available for cross-examination on 9 December.",
    // (my own)
    "Our quotation expires on 18 December.",
    "Our expert will be at the site inspection on 10 December.",
  ])("%s", (said) => {
    expect(items(`Dear Mr Quayle,\n\n${said}\n\nYours sincerely,`)).toHaveLength(1);
  });

  it.each(["Our staff will be away on Friday 4 December.", "Our reception is closed on Monday.", "We will be closed until 4 January."])("%s", (said) => {
    expect(items(`Dear Mr Quayle,\n\n${said}\n\nYours sincerely,`)).toEqual([]);
  });
});
