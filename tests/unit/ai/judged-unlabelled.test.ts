// The judgements of output items that match no label (scripts/ai/tools/unlabelled.ts): an item is
// found again whatever its capitals, marks or spacing, only in its own split, item and tool, and the
// judgement file holds no held-out split and no item judged two ways.
import { judgedUnlabelled } from "@/tests/fixtures/ai/judged-unlabelled";
import { indexJudgements, lectureItemText, normaliseItem, type Judgement } from "@/scripts/ai/tools/unlabelled";

const judged = (over: Partial<Judgement>): Judgement => ({ set: "fresh4", id: "m-01", tool: "meeting", text: "Put them up", verdict: "chatter", reason: "a remark", ...over });

describe("normaliseItem", () => {
  it("drops capitals, marks and extra spacing, keeps the words and apostrophes", () => {
    expect(normaliseItem("  Put them   UP. ")).toBe("put them up");
    expect(normaliseItem("Ask Dylan’s dad!")).toBe("ask dylan's dad");
    expect(normaliseItem("CPI = The cost of a fixed basket, compared.")).toBe("cpi the cost of a fixed basket compared");
  });
});

describe("indexJudgements", () => {
  const find = indexJudgements([judged({}), judged({ tool: "lecture", id: "l-02", text: lectureItemText("sand", "The biggest and feels gritty."), verdict: "fine" })]);

  it("finds an item however it is written", () => {
    expect(find("fresh4", "m-01", "meeting", "put them up.")?.verdict).toBe("chatter");
    expect(find("fresh4", "l-02", "lecture", "Sand = the biggest and feels gritty")?.verdict).toBe("fine");
  });

  it("does not find it in another split, item or tool, or with other words", () => {
    expect(find("fresh5", "m-01", "meeting", "Put them up")).toBeUndefined();
    expect(find("fresh4", "m-02", "meeting", "Put them up")).toBeUndefined();
    expect(find("fresh4", "m-01", "lecture", "Put them up")).toBeUndefined();
    expect(find("fresh4", "m-01", "meeting", "Put the posters up")).toBeUndefined();
    // a term whose definition changed is a new thing for the reader: not judged yet
    expect(find("fresh4", "l-02", "lecture", "sand")).toBeUndefined();
  });

  it("refuses one item judged two ways", () => {
    expect(() => indexJudgements([judged({}), judged({ text: "put them up!", verdict: "fine" })])).toThrow(/two verdicts/);
  });
});

describe("the judgement file", () => {
  it("judges development splits only, each item once, each with a reason", () => {
    expect(judgedUnlabelled.filter((j) => ["fresh2", "fresh3", "fresh13", "fresh14"].includes(j.set))).toEqual([]);
    expect(() => indexJudgements(judgedUnlabelled)).not.toThrow();
    expect(judgedUnlabelled.filter((j) => !j.reason.trim())).toEqual([]);
  });
});
