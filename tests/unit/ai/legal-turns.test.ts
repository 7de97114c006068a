import { formatLegal } from "@/lib/ai/local/legal";
import { questionsAndAnswers } from "@/lib/ai/local/legal-turns";

// A deposition dictated as its questions and answers, each turn opened by the word "question" or "answer":
// each turn is punctuated on its own, on a line of its own, its label kept as said.
describe("formatLegal: questions and answers dictated with their labels", () => {
  const now = new Date("2026-11-20T10:00:00Z");
  const lines = (transcript: string) =>
    formatLegal({ transcript, documentType: "deposition", caseInfo: { caseNumber: "QA-1" }, confidentialityLevel: "public" }, now)
      .formattedDocument.split("\n")
      .filter((l) => /^\s+\d+ {2}/.test(l))
      .map((l) => l.replace(/^\s+\d+ {2}/, ""));

  it("gives each question and each answer its own line, the label as said", () => {
    const out = lines(
      "question how long have you worked at the depot answer about six years question who locks the gate at night answer the last driver back " +
        "usually me question was the gate locked on the night of the theft answer yes i locked it myself",
    );
    expect(out).toEqual([
      expect.stringMatching(/^Question: How long have you worked at the depot\?$/),
      expect.stringMatching(/^Answer: About (?:six|6) years\.$/),
      expect.stringMatching(/^Question: Who locks the gate at night\?$/),
      expect.stringMatching(/^Answer: The last driver back,? usually me\.$/),
      expect.stringMatching(/^Question: Was the gate locked on the night of the theft\?$/),
      expect.stringMatching(/^Answer: Yes,? I locked it myself\.$/),
    ]);
  });

  it("keeps the words said before the first question on a line of their own, and an answer's two sentences on its line", () => {
    const out = lines(
      "deposition of the night porter question had anyone reported the leak answer no question what did you do when you saw the water " +
        "answer i turned off the mains i then rang the manager",
    );
    expect(out[0]).toMatch(/^Deposition of the night porter\.?$/);
    expect(out[1]).toBe("Question: Had anyone reported the leak?");
    expect(out[2]).toBe("Answer: No.");
    expect(out[3]).toBe("Question: What did you do when you saw the water?");
    expect(out[4]).toMatch(/^Answer: I turned off the mains\.? I then rang the manager\.$/);
    expect(out).toHaveLength(5);
  });

  it("reads 'question' and 'answer' inside a sentence as words", () => {
    expect(questionsAndAnswers("the answer is yes but the question of costs is open")).toBeUndefined();
    expect(questionsAndAnswers("she refused to answer the question about the keys")).toBeUndefined();
    const turns = questionsAndAnswers("question did he answer the letter answer i had no answer from him question did you pay him answer no");
    expect(turns?.map((t) => t.label)).toEqual(["Question", "Answer", "Question", "Answer"]);
    expect(turns?.[1].words).toBe("i had no answer from him");
  });

  it("reads 'answer' as the verb a question's 'did', 'will' or 'please' waits for, not as the answer's label", () => {
    const out = lines(
      "question will you please answer the letter from the bank answer i did not see it question did the manager answer your email " +
        "answer no he never did question should the company answer for the loss answer i think so",
    );
    expect(out).toEqual([
      "Question: Will you please answer the letter from the bank?",
      "Answer: I did not see it.",
      "Question: Did the manager answer your email?",
      "Answer: No, he never did.",
      "Question: Should the company answer for the loss?",
      "Answer: I think so.",
    ]);
    // the auxiliary's verb already said, the next "answer" is the label ("did you sign the lease answer yes")
    expect(questionsAndAnswers("question please answer yes or no were you there answer yes")?.map((t) => t.words)).toEqual(["please answer yes or no were you there", "yes"]);
    expect(questionsAndAnswers("question did you sign the lease answer yes question did the answer come by post answer no")?.map((t) => t.words)).toEqual([
      "did you sign the lease", "yes", "did the answer come by post", "no",
    ]);
  });
});
