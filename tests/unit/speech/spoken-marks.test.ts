import fc from "fast-check";
import { keepSpokenMarks } from "@/lib/speech/spoken-marks";

describe("keepSpokenMarks: the automatic fix never undoes the speaker", () => {
  it.each([
    // [as dictated, the fixer's version, kept]
    ["Hello world\n\nsecond paragraph", "Hello world. Second paragraph.", "Hello world.\n\nsecond paragraph."], // break kept, end mark added
    ["Dear Sam, thanks", "Dear Sam. Thanks.", "Dear Sam, thanks."], // a spoken comma beats a learned full stop
    ["one two three", "One, two, three.", "One, two, three."], // marks where nothing was said, a capital to start
    ["I agree but not yet", "I agree, but not yet.", "I agree, but not yet."],
    ["Is it? Yes", "Is it. Yes!", "Is it? Yes!"], // a spoken question mark stays
    ["First line\nsecond", "First line, second.", "First line,\nsecond."], // a mark before a spoken break, the break stays
    ["We are gonna win", "We are going to win.", "We are gonna win"], // words changed: not used
    ["hello", "hello there.", "hello"], // words added: not used
    ["NASA said so", "nasa said so.", "NASA said so."], // capitals stay
    ["# Introduction\nbees", "# Introduction. Bees.", "# Introduction\nbees."], // no full stop after a heading
    ["- eggs\n- flour", "- eggs - flour.", "- eggs\n- flour"], // nor after a bullet
    ["it is cold so we stay", "It is cold. So we stay.", "It is cold. So we stay."], // its capital after its own mark
    ["a\n\nb", "a\n\n\n\nb.", "a\n\nb."], // no break of its own
    ["words  here", "words here.", "words here."],
  ])("%j + %j -> %j", (dictated, fixed, expected) => {
    expect(keepSpokenMarks(dictated, fixed)).toBe(expected);
  });

  const word = fc.stringMatching(/^[a-z]{1,8}$/);
  const gap = fc.constantFrom(" ", ", ", ". ", "\n", "\n\n", "? ", ": ");
  const text = fc.tuple(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 12 }), word).map(([pairs, last]) => pairs.map(([w, g]) => w + g).join("") + last);

  it("keeps every word, and every mark and break that was there, whatever the fixer returns", () => {
    fc.assert(
      fc.property(text, text, (dictated, fixerSays) => {
        // the fixer sees the same words with its own marks
        const words = dictated.match(/[a-z]+/g) ?? [];
        const theirGaps = fixerSays.match(/[^a-z]+/g) ?? [];
        const fixed = words.map((w, i) => w + (theirGaps[i] ?? ".")).join("");
        const kept = keepSpokenMarks(dictated, fixed);
        expect(kept.match(/[a-z]+/gi)?.map((w) => w.toLowerCase())).toEqual(words);
        // every non-space gap the person had is still there, in order
        const mine = dictated.match(/[^a-z]+/g)?.filter((g) => g.trim() || g.includes("\n")) ?? [];
        let at = 0;
        for (const g of mine) {
          const found = kept.indexOf(g, at);
          expect(found).toBeGreaterThanOrEqual(0);
          at = found + g.length;
        }
        expect((kept.match(/\n/g) ?? []).length).toBe((dictated.match(/\n/g) ?? []).length);
      }),
      { numRuns: 400 },
    );
  });
});
