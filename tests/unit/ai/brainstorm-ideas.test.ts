// Every spoken idea reaches the brainstorm outline: pieces cut by a pause join their
// idea, and two ideas said in one breath get a point each.
import { analyzeBrainstorm } from "@/lib/ai/local/brainstorm";
import { appendChunk } from "@/lib/voice-tools/text";

const points = (phrases: string[], topic: string) =>
  analyzeBrainstorm(phrases.reduce(appendChunk, ""), topic).structure?.outline.flatMap((o) => o.points) ?? [];

describe("brainstorm outline", () => {
  it("gives each spoken idea its own point and joins a phrase cut by a pause", () => {
    const out = points(
      ["we could hold a bake sale in the hall", "or a sponsored walk along the canal", "and the head teacher could match", "whatever money the pupils raise"],
      "raising money for the school library",
    );
    expect(out).toHaveLength(3);
    expect(out.find((p) => /bake sale/i.test(p))).not.toMatch(/sponsored walk/i);
    expect(out.find((p) => /sponsored walk/i.test(p))).toMatch(/canal/);
    expect(out.find((p) => /head teacher/i.test(p))).toMatch(/whatever money.*pupils raise/i);
  });
});
