import fc from "fast-check";
import { applyVocabulary, biasingPhrases, type VocabularyRule } from "@/lib/text/vocabulary";

const rules: VocabularyRule[] = [
  { kind: "word", phrase: "Siobhan" },
  { kind: "word", phrase: "estoppel" },
  { kind: "word", phrase: "iPhone" },
  { kind: "word", phrase: "Zoë" },
  { kind: "shortcut", phrase: "my address", expansion: "12 High Street, Leeds LS1 4AB" },
  { kind: "shortcut", phrase: "my address line", expansion: "12 High Street" },
  { kind: "shortcut", phrase: "sig", expansion: "best wishes, Sam" },
];
const apply = (text: string) => applyVocabulary(text, rules);

describe("applyVocabulary", () => {
  it.each([
    ["I spoke to siobhan today", "I spoke to Siobhan today"],
    ["SIOBHAN called", "Siobhan called"], // names keep their own capitals
    ["the ESTOPPEL point", "the estoppel point"],
    ["Estoppel applies.", "Estoppel applies."], // a sentence-initial capital stays
    ["my new iphone", "my new iPhone"],
    ["Iphone works", "iPhone works"],
    ["ask zoë", "ask Zoë"],
    ["ask ZOË now", "ask Zoë now"],
  ])("words and names: %j -> %j", (input, output) => {
    expect(apply(input)).toBe(output);
  });

  it("expands shortcuts, the longest first, keeping a sentence-initial capital", () => {
    expect(apply("send it to my address please")).toBe("send it to 12 High Street, Leeds LS1 4AB please");
    expect(apply("write my address line here")).toBe("write 12 High Street here");
    expect(apply("Sig")).toBe("Best wishes, Sam");
    expect(apply("end with sig.")).toBe("end with best wishes, Sam.");
    expect(apply("my   address")).toBe("12 High Street, Leeds LS1 4AB");
  });

  it("matches whole words only (Unicode letters count as word characters)", () => {
    expect(apply("estoppels and siobhans")).toBe("estoppels and siobhans");
    expect(apply("signal design")).toBe("signal design");
    expect(apply("zoëy")).toBe("zoëy");
    expect(apply("ésig sigé")).toBe("ésig sigé");
    expect(apply("(siobhan)")).toBe("(Siobhan)");
  });

  it("never matches inside an expansion it just wrote", () => {
    const loop: VocabularyRule[] = [{ kind: "shortcut", phrase: "sam", expansion: "Sam said sam" }];
    expect(applyVocabulary("sam", loop)).toBe("Sam said sam");
  });

  it("changes nothing without rules, and treats regex characters literally", () => {
    expect(applyVocabulary("a.b c++", [])).toBe("a.b c++");
    expect(applyVocabulary("use c++ here", [{ kind: "word", phrase: "a.b" }])).toBe("use c++ here");
    expect(applyVocabulary("axb a.b", [{ kind: "word", phrase: "A.B" }])).toBe("axb A.B");
  });

  it("property: text without any vocabulary phrase comes back unchanged", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/siobhan|estoppel|iphone|zoë|address|sig/i.test(text));
        expect(apply(text)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it("gives the recogniser each phrase once", () => {
    expect(biasingPhrases([...rules, { kind: "word", phrase: " Siobhan " }])).toContain("Siobhan");
    expect(biasingPhrases(rules)).toHaveLength(rules.length);
  });
});
