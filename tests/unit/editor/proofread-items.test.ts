import { flagsAfterChange, itemAfterChange, proofreadItems } from "@/components/editor/proofread/proofread-items";
import { findHomophones } from "@/lib/text/homophones";

describe("proofreadItems", () => {
  const confusion = (word: string, start: number, suggestions: string[]) => ({ start, end: start + word.length, word, kind: "confusion" as const, suggestions, hint: "" });

  it("lists no homophone that nothing says is wrong: every 'to', 'there' and 'for' of a correct paragraph is left alone", () => {
    const text =
      "I went to the shop to buy some bread for my mum. There were two queues, so I waited there for ten minutes. " +
      "Their bread is the best in town and I know the baker by name. It's too good to miss, and its crust is right.";
    expect(proofreadItems(text, [], findHomophones, [])).toEqual([]);
    // asked for ("correct [words]"), they are all there to choose from
    expect(proofreadItems(text, [], findHomophones, [], { everyHomophone: true }).length).toBeGreaterThan(10);
  });

  it("scans the text for homophones only when one can be listed (a long document is not scanned after every pause in typing)", () => {
    const text = "We walked to the lake and sat there until four.";
    const finder = jest.fn(findHomophones);
    const flag = { start: 0, end: 2, word: "We", kind: "spelling" as const, suggestions: [], hint: "" };
    expect(proofreadItems(text, [], finder, [flag], { include: "spelling:we:0" }).map((i) => i.word)).toEqual(["We"]);
    expect(finder).not.toHaveBeenCalled();
    // one asked for, everything asked for, or a word the checker says is confused: scanned
    const there = proofreadItems(text, [], findHomophones, [], { everyHomophone: true }).find((i) => i.word === "there")!;
    expect(proofreadItems(text, [], finder, [], { include: there.key }).map((i) => i.word)).toEqual(["there"]);
    expect(proofreadItems(text, [], finder, [], { everyHomophone: true }).map((i) => i.word)).toEqual(["to", "there", "four"]);
    expect(proofreadItems(text, [], finder, [confusion("four", 42, ["for"])])[0].kind).toBe("homophone");
    expect(finder).toHaveBeenCalledTimes(3);
  });

  it("lists a homophone its neighbours do not want, with the word they want first, the rest of its set, and its hint", () => {
    const items = proofreadItems("Their going too the shop.", [], findHomophones, [confusion("Their", 0, ["They're"]), confusion("too", 12, ["to"])]);
    expect(items.map((i) => [i.kind, i.word, i.alternatives])).toEqual([
      ["homophone", "Their", ["They're", "There"]],
      ["homophone", "too", ["to", "two"]],
    ]);
    expect(items[0].hint).toMatch(/belongs to them/);
  });

  it("keeps a homophone's identity when a change earlier in the text moves it", () => {
    const before = proofreadItems("Their going too the shop.", [], findHomophones, [], { everyHomophone: true });
    const after = proofreadItems("They're going too the shop.", [], findHomophones, [], { everyHomophone: true });
    const tooBefore = before.find((i) => i.word === "too")!;
    const tooAfter = after.find((i) => i.word === "too")!;
    expect(tooAfter.start).toBe(tooBefore.start + 2);
    expect(tooAfter.key).toBe(tooBefore.key);
    // the one asked about stays listed while it is open
    expect(proofreadItems("They're going too the shop.", [], findHomophones, [], { include: tooBefore.key }).map((i) => i.word)).toEqual(["too"]);
  });

  it("tells two occurrences of the same word apart, whatever their case", () => {
    const items = proofreadItems("Too late, too soon.", [], findHomophones, [], { everyHomophone: true }).filter((i) => i.word.toLowerCase() === "too");
    expect(items).toHaveLength(2);
    expect(new Set(items.map((i) => i.key)).size).toBe(2);
  });

  it("lists only the unsure phrases until the homophone table has loaded", () => {
    const marks = [{ id: 7, text: "shivon", start: 6, confidence: 0.4, alternatives: ["Siobhan"] }];
    expect(proofreadItems("I met shivon there", marks, null).map((i) => i.key)).toEqual(["unsure:7"]);
  });
});

describe("proofreadItems with spelling flags", () => {
  const flag = (word: string, start: number, suggestions: string[]) => ({ start, end: start + word.length, word, kind: "spelling" as const, suggestions, hint: "Not a word we know." });

  it("lists each misspelling in text order with its suggestions, keyed by word and occurrence", () => {
    const text = "I sed it was definatly enuff";
    const items = proofreadItems(text, [], findHomophones, [flag("sed", 2, ["said"]), flag("definatly", 13, ["definitely"]), flag("enuff", 23, ["enough"])]);
    expect(items.map((i) => [i.kind, i.word, i.alternatives[0], i.key])).toEqual([
      ["spelling", "sed", "said", "spelling:sed:0"],
      ["spelling", "definatly", "definitely", "spelling:definatly:0"],
      ["spelling", "enuff", "enough", "spelling:enuff:0"],
    ]);
  });

  it("leaves out a flag whose word has moved since the check (until the next check)", () => {
    const items = proofreadItems("Now I sed it", [], null, [flag("sed", 2, ["said"])]);
    expect(items).toEqual([]);
  });

  it("lists a word once: inside an unsure phrase it is the phrase; a flagged homophone is the flag", () => {
    const marks = [{ id: 3, text: "met shivon", start: 2, confidence: 0.4, alternatives: ["met Siobhan"] }];
    const unsure = proofreadItems("I met shivon", marks, findHomophones, [flag("shivon", 6, ["shiver"])]);
    expect(unsure.map((i) => i.key)).toEqual(["unsure:3"]);
    const confusion = { ...flag("were", 9, ["where"]), kind: "confusion" as const };
    const items = proofreadItems("I do not were it is", [], findHomophones, [confusion]);
    expect(items.map((i) => [i.kind, i.word, i.alternatives])).toEqual([["homophone", "were", ["where", "wear"]]]);
    // a real word that is no homophone ("of" for "off") stays a spelling item
    const of = { ...flag("of", 9, ["off"]), kind: "confusion" as const };
    expect(proofreadItems("She took of her coat", [], findHomophones, [of]).map((i) => [i.kind, i.alternatives])).toEqual([["spelling", ["off"]]]);
  });
});

describe("spelling flags and list items through an edit made before the next check", () => {
  const flag = (text: string, word: string, from = 0) => {
    const start = text.indexOf(word, from);
    return { start, end: start + word.length, word, kind: "spelling" as const, suggestions: [], hint: "Not a word we know." };
  };
  const before = "I sed it was definatly enuff, he sed.";
  const flags = [flag(before, "sed"), flag(before, "definatly"), flag(before, "enuff"), flag(before, "sed", 30)];

  it("moves the flags after a replacement with it and drops the replaced word's, so the rest stay listed at their words", () => {
    const after = "I said it was definatly enuff, he sed.";
    const moved = flagsAfterChange(flags, before, after);
    expect(moved.map((f) => [f.word, after.slice(f.start, f.end)])).toEqual([
      ["definatly", "definatly"],
      ["enuff", "enuff"],
      ["sed", "sed"],
    ]);
    expect(proofreadItems(after, [], null, moved).map((i) => i.word)).toEqual(["definatly", "enuff", "sed"]);
    // one edit after another, each from the flags as the last one left them
    const next = "I said it was definatly enough, he sed.";
    expect(flagsAfterChange(moved, after, next).map((f) => [f.word, next.slice(f.start, f.end)])).toEqual([
      ["definatly", "definatly"],
      ["sed", "sed"],
    ]);
    expect(flagsAfterChange(flags, before, before)).toBe(flags);
  });

  it("finds a row drawn before a replacement at its own word, never at another of the same spelling, and a row whose word was replaced nowhere", () => {
    const shown = proofreadItems(before, [], null, flags);
    const after = "I said it was definatly enuff, he sed.";
    const now = proofreadItems(after, [], null, flagsAfterChange(flags, before, after));
    // the second "sed" is the only one left: it is now the first of its spelling, and the first "sed" is gone
    expect(itemAfterChange(shown[3], before, after, now)).toEqual(expect.objectContaining({ word: "sed", start: 34, key: "spelling:sed:0" }));
    expect(itemAfterChange(shown[0], before, after, now)).toBeNull();
    expect(itemAfterChange(shown[2], before, after, now)).toEqual(expect.objectContaining({ word: "enuff", start: 24 }));
    // a row of the text as it is (from a voice command) is found where it is
    expect(itemAfterChange(now[0], after, after, now)).toBe(now[0]);
  });
});
