// A definition is the lecturer's defining sentence, whole, and nothing said after it: a clause
// opened by "what", "how" or "as" keeps its own subject and verb, ", but" goes on while it says
// more of the same thing, "so that ..." stays with its sentence, and a new clause ("and that line
// is ...", "copper's a good one") ends it. Sentences written for this test, on subjects of their own.
import { findDefinition } from "@/lib/ai/local/lecture-definitions";
import { lectureClauses } from "@/lib/ai/local/lecture-clauses";
import { processLecture } from "@/lib/ai/local/lecture";

const defined = (text: string, term: string) => findDefinition(term, lectureClauses(text))?.text;

describe("a definition is the defining sentence, whole", () => {
  it("keeps the subject and verb of a clause that 'what', 'how' or 'as' opened", () => {
    expect(defined("Deflation is what you get when prices keep falling for months on end.", "deflation")).toBe("What you get when prices keep falling for months on end.");
    expect(defined("Albedo is how much of the sunlight a surface reflects back into space.", "albedo")).toBe("How much of the sunlight a surface reflects back into space.");
    expect(defined("A rain shadow is a dry area behind a mountain, as the air loses its moisture on the way up and that side is called the windward side.", "rain shadow")).toBe(
      "A dry area behind a mountain, as the air loses its moisture on the way up.",
    );
  });

  it("goes on past 'but' only while the same thing is said, not into the lecturer's talk", () => {
    expect(defined("A semipermeable membrane is a barrier that lets water through but not the salt dissolved in the water.", "semipermeable membrane")).toBe("A barrier that lets water through but not the salt dissolved in the water.");
    expect(defined("A tariff is a tax on goods coming into a country, but we will come back to that next week.", "tariff")).toBe("A tax on goods coming into a country.");
    expect(defined("A dialect is a variety of a language with its own words, but in some places it has its own spelling too.", "dialect")).toBe("A variety of a language with its own words.");
  });

  it("keeps 'so that ...' with its sentence and ends at a new subject said with 's", () => {
    expect(defined("A fuse is a thin wire in a plug so that too much current melts it before the cable overheats and the whole house is safe, which matters more than you would think.", "fuse")).toBe(
      "A thin wire in a plug so that too much current melts it before the cable overheats.",
    );
    expect(defined("Conductivity is how easily a material lets charge flow through a wire copper's a good conductor for that reason.", "conductivity")).toBe("How easily a material lets charge flow through a wire.");
  });

  it("reads a participle inside the clause, a new 'that <noun> is' clause, and words about the term as no definition", () => {
    expect(defined("Refraction is when a ray entering the glass is bent towards the normal line.", "refraction")).toBe("When a ray entering the glass is bent towards the normal line.");
    expect(defined("A contour line is a line that joins points of equal height that line is drawn brown on most maps.", "contour line")).toBe("A line that joins points of equal height.");
    expect(defined("Irony, which is one of those ideas that once you get it you see everywhere.", "irony")).toBeUndefined();
    expect(defined("That's why interest rates are usually quoted per year.", "interest rates")).toBeUndefined();
  });

  it("lists a term defined after a word of talk ('oh and', 'sorry, I should say')", () => {
    const notes = processLecture({
      courseTitle: "Earth Science",
      lecturerName: "Dr Okafor",
      transcript:
        "right so today we look at how rocks break down at the surface weathering happens in place and nothing is carried away " +
        "frost shattering breaks rocks in cold places and the pieces pile up at the foot of a cliff " +
        "oh and scree is the pile of broken rock that collects at the bottom of a slope " +
        "then chemical weathering dissolves the rock itself and limestone is the classic rock for that " +
        "sorry i should say exfoliation is the peeling of rock in layers as it heats and cools every day " +
        "so frost shattering and exfoliation are both mechanical and they both leave scree behind",
    });
    const scree = notes.keyTerms.find((t) => t.term.toLowerCase() === "scree");
    const exfoliation = notes.keyTerms.find((t) => t.term.toLowerCase() === "exfoliation");
    expect(scree?.definition).toMatch(/^The pile of broken rock that collects at the bottom of a slope/);
    expect(exfoliation?.definition).toMatch(/^The peeling of rock in layers/);
  });
});
