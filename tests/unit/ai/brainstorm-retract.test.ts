// A spoken brainstorm reaches the outline whole: an idea the speaker takes back ("no scrap that")
// is not listed as an idea but kept, word for word, under "Set aside"; a long brainstorm keeps
// every idea within the outline's room. Inputs written for this test, not used to tune the rules.
import { analyzeBrainstorm } from "@/lib/ai/local/brainstorm";
import { appendChunk } from "@/lib/voice-tools/text";
import { contentStems, wordsOf } from "@/scripts/ai/tools/match";

const said = (phrases: string[]) => phrases.reduce(appendChunk, "");

/** Content words of the transcript that no outline point holds. */
function lostWords(transcript: string, analysis: ReturnType<typeof analyzeBrainstorm>): string[] {
  const points = analysis.structure?.outline.flatMap((s) => s.points).join(" ") ?? "";
  const have = new Set(contentStems(points));
  return contentStems(wordsOf(transcript).filter((w) => !/^(?:um|uh|okay|so)$/.test(w)).join(" ")).filter((s) => !have.has(s));
}

describe("brainstorm: ideas taken back", () => {
  const transcript = said([
    "okay so for the allotment open day",
    "we could sell seedlings at the gate",
    "and a scarecrow competition for the kids",
    "maybe a cake stall no scrap that the bakery next door would mind",
    "what about guided tours of the beehives every hour",
  ]);
  const analysis = analyzeBrainstorm(transcript, "allotment open day");
  const outline = analysis.structure?.outline ?? [];

  it("does not list the idea taken back among the ideas or the grouped points", () => {
    expect(analysis.ideas.join(" ")).not.toMatch(/cake stall/i);
    expect(outline.filter((s) => s.title !== "Set aside").flatMap((s) => s.points).join(" ")).not.toMatch(/cake stall/i);
  });

  it("keeps it, with what was said about it, under Set aside", () => {
    const aside = outline.find((s) => s.title === "Set aside");
    expect(aside?.points.join(" ")).toMatch(/cake stall.*scrap that.*bakery next door would mind/i);
  });

  it("keeps every other idea in a point of its own and loses no word", () => {
    const points = outline.flatMap((s) => s.points);
    for (const idea of [/sell seedlings at the gate/i, /scarecrow competition/i, /guided tours of the beehives/i]) expect(points.filter((p) => idea.test(p))).toHaveLength(1);
    expect(points.find((p) => /seedlings/i.test(p))).not.toMatch(/scarecrow/i);
    expect(lostWords(transcript, analysis)).toEqual([]);
  });

  it("sets aside the thing named ('scrap the raffle') from an earlier idea", () => {
    const transcript = said(["we could run a raffle with prizes from local shops", "and a dog show in the afternoon", "actually scrap the raffle we need a licence"]);
    const named = analyzeBrainstorm(transcript, "summer fete");
    expect(named.ideas.join(" ")).not.toMatch(/raffle/i);
    expect(named.ideas.join(" ")).toMatch(/dog show in the afternoon/i);
    expect(named.structure?.outline.find((s) => s.title === "Set aside")?.points.join(" ")).toMatch(/raffle with prizes from local shops.*scrap the raffle/i);
    expect(lostWords(transcript, named)).toEqual([]);
  });
});

describe("brainstorm: a long brainstorm", () => {
  it("keeps every idea within twelve sections of ten points", () => {
    const things = ["a bench", "a bird box", "a herb bed", "a compost bin", "a rain barrel", "a bug hotel", "a pond", "a willow tunnel", "a mural", "a sundial", "a scarecrow", "a fruit cage", "a shed", "a log pile", "a wildflower strip"];
    const transcript = said(things.map((t, i) => `we could build ${t} near the ${["gate", "fence", "path", "wall", "shed"][i % 5]} for the ${["kids", "bees", "birds"][i % 3]}`));
    const analysis = analyzeBrainstorm(transcript, "the school garden");
    const outline = analysis.structure?.outline ?? [];
    expect(outline.length).toBeLessThanOrEqual(12);
    expect(outline.every((s) => s.points.length <= 10)).toBe(true);
    const points = outline.flatMap((s) => s.points).join(" ");
    for (const t of things) expect(points).toContain(t.replace(/^a /, ""));
  });
});

describe("brainstorm: one long breath", () => {
  it("fits the outline's 400-character points without losing a word", () => {
    const transcript = said([Array.from({ length: 12 }, (_, i) => `we could paint the fence number ${["one", "two", "three"][i % 3]} blue and green with stripes for the spring fair on the green`).join(" ")]);
    const analysis = analyzeBrainstorm(transcript, "the spring fair");
    const points = analysis.structure?.outline.flatMap((s) => s.points) ?? [];
    expect(points.every((p) => p.length <= 400)).toBe(true);
    expect(lostWords(transcript, analysis)).toEqual([]);
  });
});

describe("brainstorm: the idea said right after one taken back", () => {
  const transcript = said([
    "okay so first a dunk tank for the teachers",
    "and maybe a cake stall",
    "no scrap that the bakery already does cakes",
    "what about a second hand book swap",
    "in the library",
    "and face painting",
    "which the year sixes could run",
  ]);
  const analysis = analyzeBrainstorm(transcript, "ideas for the school summer fair");
  const outline = analysis.structure?.outline ?? [];
  const setAside = outline.find((s) => s.title === "Set aside")?.points.join(" ") ?? "";
  const points = outline.filter((s) => s.title !== "Set aside").flatMap((s) => s.points);

  it("is an idea of its own, not set aside with the one before ('what about ...' opens it)", () => {
    expect(setAside).toMatch(/cake stall/i);
    expect(setAside).not.toMatch(/book swap/i);
    expect(points.some((p) => /book swap in the library/i.test(p))).toBe(true);
  });

  it("keeps a clause that a pause cut after 'which' with its idea", () => {
    expect(points.some((p) => /face painting,? which the year sixes could run/i.test(p))).toBe(true);
    expect(lostWords(transcript, analysis)).toEqual([]);
  });
});

describe("no word is lost around a take-back", () => {
  it("keeps 'oh' with the thing taken back when it opened it", () => {
    const transcript = said(["a book swap in the library", "a bake sale for the trip", "oh and a dance contest actually no"]);
    expect(lostWords(transcript, analyzeBrainstorm(transcript, "ideas"))).toEqual([]);
  });

  it("keeps the idea said before a take-back that names an earlier thing", () => {
    const transcript = said(["a sponsored silence in class.", "a talent show on friday drop the silence"]);
    const analysis = analyzeBrainstorm(transcript, "ideas");
    expect(lostWords(transcript, analysis)).toEqual([]);
    expect(analysis.structure?.outline.find((s) => s.title === "Set aside")?.points.join(" ")).toMatch(/silence/i);
  });

  it("keeps everything on the page when every idea was taken back", () => {
    const transcript = said(["a carol concert at the church.", "oh no scrap that"]);
    expect(lostWords(transcript, analyzeBrainstorm(transcript, "ideas"))).toEqual([]);
  });

  it("keeps a clause that names nothing ('we could do that again') with the idea before it", () => {
    const transcript = said(["a jumble sale at the scout hut", "and then we could do that again"]);
    expect(lostWords(transcript, analyzeBrainstorm(transcript, "ideas"))).toEqual([]);
  });
});

describe("talk next to a take-back is not the thing taken back", () => {
  it("sets aside the thing before 'yeah' or 'well', not the 'yeah'", () => {
    const analysis = analyzeBrainstorm(said(["a bouncy castle on the field", "oh and a dunk tank yeah", "no scrap that"]), "ideas");
    const aside = analysis.structure?.outline.find((s) => s.title === "Set aside")?.points ?? [];
    expect(aside.join(" ")).toMatch(/dunk tank/i);
    expect(analysis.structure?.outline.filter((s) => s.title !== "Set aside").flatMap((s) => s.points).join(" ")).not.toMatch(/dunk/i);
  });

  it("keeps a short idea said before the one taken back", () => {
    const transcript = said(["a ceilidh, a barn dance, yeah, no scrap that"]);
    expect(lostWords(transcript, analyzeBrainstorm(transcript, "ideas"))).toEqual([]);
  });
});

describe("a long brainstorm of many different things", () => {
  it("keeps every idea within the outline's room", () => {
    const things = ["kite", "lantern", "piano", "canoe", "tractor", "volcano", "robot", "castle", "rocket", "dragon", "pirate", "garden", "circus", "wizard", "dinosaur", "island", "jungle", "mermaid", "penguin", "tiger", "unicorn", "yacht", "zebra", "igloo", "meteor"];
    const transcript = said(things.map((t) => `a ${t} made of paper.`));
    const analysis = analyzeBrainstorm(transcript, "ideas");
    expect(analysis.structure?.outline.length).toBeLessThanOrEqual(12);
    expect(lostWords(transcript, analysis)).toEqual([]);
  });
});
