// "First, do no harm": the punctuation engine keeps what the writer punctuated (marks,
// capitals, letter conventions) and adds marks only where text has none; it never ends a
// sentence where that leaves a piece with no verb of its own. Inputs written for this test, apart
// from the rules; the measured figures are in quality.test.ts and `npm run eval:ai`.
import { isMinorSentence, nameSet, punctuate, tagForRules } from "@/lib/ai/local/punctuation";
import { parseText } from "@/lib/ai/local/punctuation/tokens";
import { carriesClause } from "@/lib/ai/local/punctuation/features";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { hasFiniteVerb, sentencesOf } from "@/scripts/ai/kept-marks";

/** A correctly punctuated solicitor's letter, as a writer would type or dictate it with its marks. */
const LETTER = `Dear Mr Okonkwo,

Re: 14 Larch Avenue, Harrowgate

We act for Brightwater Lettings Limited, your landlord under the lease dated 2 March 2021. Under clause 5.3 of the lease, you agreed to keep the interior of the property in good repair. Despite our letter of 9 January 2025, the damage to the kitchen ceiling has not been put right.

On 3 February 2025 our client's surveyor inspected the property and found that the leak had spread to the flat below. Please arrange for the repairs to be completed within 21 days of the date of this letter. Otherwise, our client will carry out the work itself and recover the cost from you.

If you would like to discuss this, please contact me on 0161 555 0192.

Yours sincerely

Helen Marsh
Marsh and Pryce Solicitors`;

describe("respect what is there", () => {
  it("gives a correctly punctuated solicitor's letter back unchanged (Fix Punctuation), and again on a second pass", () => {
    expect(punctuate(LETTER)).toBe(LETTER);
    expect(punctuate(punctuate(LETTER))).toBe(LETTER);
  });

  it("enhancing the letter keeps every mark and capital the writer typed, and a second enhance changes nothing", () => {
    const once = enhanceDocument(LETTER, { type: "letter" });
    expect(once).toBe(LETTER);
    expect(enhanceDocument(once, { type: "letter" })).toBe(once);
  });

  it("keeps a writer's own choices: no comma added, none moved, capitals and typed words kept", () => {
    const typed = "My sister, who lives in Leeds, says the new bus timetable is a mess. She waited forty minutes on Tuesday and um, well, gave up. Honestly I don't blame her!";
    expect(punctuate(typed)).toBe(typed);
  });

  it("punctuates only the dictated words after the writer's punctuated text", () => {
    const text = "Dear Priya, thanks for the photos from the weekend. the garden looks lovely now that the roses are out we should plan a visit in june";
    const out = punctuate(text);
    expect(out.startsWith("Dear Priya, thanks for the photos from the weekend. The garden looks lovely")).toBe(true);
    expect(out).toMatch(/[.!]$/);
    expect(out.split(/\s+/).length).toBe(text.split(/\s+/).length);
  });

  it("reads a stretch of more than 40 words closed by one mark as unpunctuated dictation", () => {
    const said = "we drove to the coast on saturday morning and the traffic was terrible because of the roadworks near the bridge so we stopped for lunch in a small village where the pub had a garden and the children played on the swings while we waited for our food to arrive.";
    const out = punctuate(said);
    expect(out.split(/[.?!]\s/).length).toBeGreaterThan(1);
  });
});

describe("no fragments", () => {
  // Spoken without punctuation, written for this test. The engine before it respected the writer's marks gave
  // "The results were disappointing. On the whole. The students ...", "Following a review of the
  // accounts. The board ..." and "Thanks to the volunteers. The garden ...".
  const SPOKEN = [
    "the results were disappointing on the whole the students did better in the spring term",
    "following a review of the accounts the board agreed to cut costs by ten percent",
    "thanks to the volunteers the garden looks wonderful and the children love it",
    "under section four of the agreement the supplier must give notice despite several reminders no notice has arrived otherwise we would not be writing",
    "the coach was late which was annoying I suppose but everyone still made it to the match in time",
    "in my opinion the new layout is much clearer for example the buttons are bigger and the menu is easier to find",
  ];

  it.each(SPOKEN)("every sentence it ends has a verb: %s", (spoken) => {
    const out = punctuate(spoken);
    for (const sentence of sentencesOf(out)) expect([sentence, hasFiniteVerb(sentence)]).toEqual([sentence, true]);
    expect(out).not.toMatch(/(?:^|[.?!] )(?:On the whole|Following a review of the accounts|Thanks to the volunteers)\./);
  });

  it("keeps a letter's phrases whole when dictated without marks", () => {
    const out = punctuate("on 14 october 2025 our client wrote to hartley engineering limited about the boiler\n\nyours sincerely");
    expect(out).toContain("14 October 2025 our client");
    expect(out).toMatch(/hartley engineering limited/i);
    expect(out).not.toMatch(/engineering,|October,|2025,/i);
    expect(out.split("\n\n")[1]).toBe("Yours sincerely");
  });

  it("tells a reply or exclamation said alone (a minor sentence) from a fragment of a longer sentence", () => {
    const minor = (said: string, upTo?: number) => {
      const words = parseText(said).flat().flatMap((line) => line.words);
      tagForRules(words, nameSet());
      return isMinorSentence(words, 0, upTo ?? words.length);
    };
    for (const reply of ["yeah", "oh okay", "no", "yes", "nope", "wow"]) expect([reply, minor(reply)]).toEqual([reply, true]);
    for (const piece of ["in the first week", "otherwise", "the", "no problem", "despite repeated requests", "which was fine"]) expect([piece, minor(piece)]).toEqual([piece, false]);
    // "No." before the noun it determines would turn "no repairs have been made" around.
    expect(minor("no repairs have been made", 1)).toBe(false);
    expect(minor("no I have not seen it", 1)).toBe(true);
  });

  it("still ends a sentence where the speaker said so", () => {
    expect(punctuate("in the first week. everyone came")).toMatch(/^In the first week\. /);
  });
});

describe("a past participle is a finite verb only with a subject or an auxiliary before it", () => {
  // Written for this test, apart from the rule's own examples.
  const hasClause = (text: string) => {
    const words = parseText(text)[0][0].words;
    tagForRules(words, nameSet());
    return words.some((_, k) => carriesClause(words, k));
  };

  it.each(["part of the money borrowed", "for the goods supplied", "at the rate agreed"])("no clause in %s", (text) => {
    expect(hasClause(text)).toBe(false);
  });

  it.each(["the chairman of the board resigned", "residents of the street complained", "half of the tenants signed the petition", "the sum was claimed", "our client paid"])("a clause in %s", (text) => {
    expect(hasClause(text)).toBe(true);
  });
});
