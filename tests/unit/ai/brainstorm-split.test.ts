// Brainstorm outline: one idea per point, every idea kept whole. Each block is one cause of two
// ideas ending up in one point, with sentences written for these tests (not from any evaluation set).
import { analyzeBrainstorm, clauseIdeas, ideaFrom } from "@/lib/ai/local/brainstorm";

const pointsOf = (transcript: string, prompt = "ideas") => analyzeBrainstorm(transcript, prompt).structure?.outline.flatMap((o) => o.points) ?? [];
/** The one point holding every word of `words` (fails when the words are split across points or repeated). */
const homeOf = (points: string[], ...words: string[]) => {
  const homes = points.filter((p) => words.every((w) => p.toLowerCase().includes(w)));
  expect(homes).toHaveLength(1);
  return homes[0];
};

describe("a list of things said one after another, with no 'and'", () => {
  it("starts a new point at a describing word after a finished thing", () => {
    expect(clauseIdeas("a reading corner in the library bright cushions for the little ones cheaper tickets on mondays")).toEqual([
      "a reading corner in the library",
      "bright cushions for the little ones",
      "cheaper tickets on mondays",
    ]);
  });

  it("starts a new point after 'it' or a participle, which no compound goes on from", () => {
    expect(clauseIdeas("a big poster with the opening times printed on it bus times for the route into town")).toEqual([
      "a big poster with the opening times printed on it",
      "bus times for the route into town",
    ]);
  });

  it("does not cut a compound, a count or a doing with its object", () => {
    expect(clauseIdeas("the new bike shed by the staff car park")).toHaveLength(1);
    expect(clauseIdeas("we need ten chairs for the hall")).toHaveLength(1);
    expect(clauseIdeas("learning the dates for the battles reading old essays with a highlighter")).toHaveLength(1);
  });
});

describe("a list of doings", () => {
  const points = pointsOf("learning the dates for the battles doing old essays with a highlighter because I forget the details, testing each other on the causes and practising with Tom after lunch", "revising for history");

  it("gives each doing its point, with its reason", () => {
    homeOf(points, "learning the dates");
    expect(homeOf(points, "doing old essays")).toMatch(/because i forget the details/i);
    homeOf(points, "testing each other");
    homeOf(points, "practising with tom");
    expect(points).toHaveLength(4);
  });

  it("takes nothing back when the speaker says they forget something", () => {
    expect(points.join(" ")).not.toMatch(/you said/i);
  });

  it("keeps a doing that only describes a person or a count in its idea", () => {
    expect(clauseIdeas("count the number of people using the bus every morning")).toHaveLength(1);
    expect(clauseIdeas("a painting of a man at the stop waiting for the last bus home")).toHaveLength(1);
  });

  it("starts a new point at 'and' with a doing, its object and its place, after a thing", () => {
    expect(clauseIdeas("a bench at the end of the path and growing tomatoes in pots by the back door")).toEqual(["a bench at the end of the path", "and growing tomatoes in pots by the back door"]);
  });
});

describe("a new thought opened with 'oh and'", () => {
  it("is a point of its own", () => {
    const points = pointsOf("a new banner with the club colours oh and a sign up sheet for the junior league");
    expect(homeOf(points, "banner")).not.toMatch(/sign up/);
    homeOf(points, "sign up sheet");
  });
});

describe("a new clause whose verb the tagger reads as a noun", () => {
  it("starts a new point after 'and' when an object pronoun follows the verb", () => {
    const points = pointsOf("more staff on at lunch and some pupils help them with the tidying up");
    expect(homeOf(points, "more staff")).not.toMatch(/pupils/);
    homeOf(points, "pupils help them");
  });
});

describe("a place said first belongs to the thing after it", () => {
  it("keeps 'right by the gate, a rack ...' in one point", () => {
    expect(pointsOf("right next to the gate a rack for the scooters")).toEqual(["Right next to the gate, a rack for the scooters."]);
    expect(homeOf(pointsOf("a swing for the little ones right by the gate a rack for the scooters"), "right by the gate", "rack")).not.toMatch(/swing/i);
  });
});

describe("an opening 'right', 'okay' or 'yeah'", () => {
  it("keeps 'right' where it says where or when", () => {
    expect(ideaFrom("right next to the door a coat rack")).toBe("Right next to the door a coat rack.");
    expect(ideaFrom("right at the start a quiz")).toBe("Right at the start a quiz.");
    expect(ideaFrom("right now we could ask the council")).toBe("Right now we could ask the council.");
  });

  it("leaves off 'right', 'okay' and 'yeah' that only hold the floor", () => {
    expect(ideaFrom("right, so first a car boot sale")).toBe("First a car boot sale.");
    expect(ideaFrom("right garden ideas go")).toBe("Garden ideas go.");
    expect(ideaFrom("okay yeah so a bake sale")).toBe("A bake sale.");
  });
});

describe("a question after a thing, with no joiner", () => {
  it("starts a new point at 'which' with a noun and its verb, and at 'does' with a subject and a verb", () => {
    expect(clauseIdeas("a rain gauge in the garden does the moon affect how cress grows")).toEqual(["a rain gauge in the garden", "does the moon affect how cress grows"]);
    expect(clauseIdeas("testing paper planes with different wings which glue holds the most weight on a lolly stick")).toEqual([
      "testing paper planes with different wings",
      "which glue holds the most weight on a lolly stick",
    ]);
  });

  it("leaves a relative 'which' and a subject's own 'does' in their idea", () => {
    expect(clauseIdeas("a bird table which the kids can see from the classroom")).toHaveLength(1);
    expect(clauseIdeas("the caretaker does the gritting every morning")).toHaveLength(1);
  });
});

describe("a second idea joined by 'and' or 'or'", () => {
  it("starts a new point at 'and maybe', whatever follows it", () => {
    expect(clauseIdeas("a kite festival on the beach and maybe something for the lifeboat crew to show the boat")).toEqual([
      "a kite festival on the beach",
      "and maybe something for the lifeboat crew to show the boat",
    ]);
  });

  it("starts a new point at 'and' with a thing after a clause that ends on its verb", () => {
    expect(clauseIdeas("a quiz where the teams compete and a prize for the winners")).toEqual(["a quiz where the teams compete", "and a prize for the winners"]);
    expect(clauseIdeas("we could sing and dance at the end")).toHaveLength(1);
    expect(clauseIdeas("signs in braille and big print")).toHaveLength(1);
  });

  it("reads a word before 'whether' or 'if' as a doing", () => {
    expect(clauseIdeas("we could race paper boats on the pond or check, whether heavier boats sink faster")).toEqual(["we could race paper boats on the pond", "or check, whether heavier boats sink faster"]);
  });

  it("starts a new doing after a clause that ends on its describing word, unless 'could', 'would' ... governs both", () => {
    expect(clauseIdeas("so new members feel welcome and print a map of the building")).toEqual(["so new members feel welcome", "and print a map of the building"]);
    expect(clauseIdeas("everyone would be less stressed and enjoy the job more")).toHaveLength(1);
  });
});

describe("a new thing after a clause that ends on a closing adverb", () => {
  it("starts a new point at 'a' after 'soon', 'later' ..., not after 'just', 'often' ...", () => {
    expect(clauseIdeas("label the food that is going off soon a cooking club for the year sevens")).toEqual(["label the food that is going off soon", "a cooking club for the year sevens"]);
    expect(clauseIdeas("it is just a small change to the rota")).toHaveLength(1);
    expect(clauseIdeas("the kids often do a sponsored run")).toHaveLength(1);
  });
});

describe("one idea that only looks like two", () => {
  it.each([
    "a sign on the door telling people to knock",
    "ask the head teacher which day works best for the parents",
    "more bins near the bus shelter on the main road",
    "the bins by the back door need emptying more often",
    "a poster for the cake sale printed in big letters",
    "a stall selling old books from the library sale",
  ])("%s", (text) => {
    expect(clauseIdeas(text)).toEqual([text]);
  });
});

describe("an idea cut off by a full stop in the wrong place", () => {
  it("keeps a short idea of its own when two of its three words say something", () => {
    const points = pointsOf("a bouncy castle in the back garden. then glitter tattoos. or a magician.", "a party for my niece");
    expect(homeOf(points, "bouncy castle")).not.toMatch(/glitter/i);
    homeOf(points, "glitter tattoos");
    expect(points.join(" ")).toMatch(/magician/i);
  });

  it("joins three words with a subject and its verb to the sentence a stop cut them from", () => {
    const points = pointsOf("the coach could put back whatever kit. the players lose", "the football club");
    expect(points).toEqual(["The coach could put back whatever kit. The players lose."]);
  });

  it("carries a sentence that ends on 'so' on into the next", () => {
    const points = pointsOf("a covered bike rack so. people can leave bikes out when it rains", "cycling to school");
    expect(points).toEqual(["A covered bike rack so people can leave bikes out when it rains."]);
  });
});

describe("an idea taken back", () => {
  const setAside = (transcript: string) => analyzeBrainstorm(transcript, "ideas").structure?.outline.find((o) => o.title === "Set aside")?.points ?? [];

  it("hears 'actually, no' and 'no, wait' with the recogniser's comma", () => {
    expect(setAside("a coffee van at the gate. hire a marquee actually, no, no marquee")).toEqual(['Hire a marquee (you said: "actually, no, no marquee").']);
  });

  it("sets aside the thing before a reason said first, not the reason", () => {
    const points = setAside("a minibus for the away games. a trip to the coast for the whole squad. no, the hire costs too much, drop it");
    expect(points).toHaveLength(1);
    expect(points[0]).toMatch(/^A trip to the coast for the whole squad \(you said: "No, the hire costs too much, drop it"\)\.$/);
  });

  it("sets aside the last thing of the piece before, with its 'oh and', when nothing is named", () => {
    const analysis = analyzeBrainstorm("longer lunch breaks for the juniors, oh and a later start on mondays. no, wait that would never get past the head", "ideas");
    expect(analysis.structure?.outline.find((o) => o.title === "Set aside")?.points[0]).toMatch(/^Oh and a later start on mondays \(you said: "No, wait/);
    expect(analysis.ideas.join(" ")).toMatch(/longer lunch breaks for the juniors/i);
  });
});

describe("when unsure, one idea: a thing with its describing word is not cut from what comes before", () => {
  it("keeps a describing word made with a noun ('nut free') with its thing", () => {
    const point = homeOf(pointsOf("muffins, banana bread, nut free cookies for the children with allergies"), "nut free cookies");
    expect(point).toMatch(/allergies/);
  });

  it("keeps a feeling after 'I'm' with the person who has it", () => {
    expect(homeOf(pointsOf("going for a run even when i'm sleepy baking bread for my neighbours"), "i'm sleepy")).toMatch(/going for a run/i);
  });

  it("keeps what a doing makes of its thing ('painting the door bright red') in one point", () => {
    expect(homeOf(pointsOf("painting the front door bright red hanging baskets by the porch"), "door", "bright red")).toMatch(/painting/i);
  });

  it("keeps 'next door' and 'the last bus' with the thing they pick out", () => {
    expect(homeOf(pointsOf("dinner at the pizza place next door raffle tickets with a five pound prize"), "pizza place next door")).toBeTruthy();
  });

  it("still cuts a new thing after a finished place phrase ('... on tuesdays bright posters for the hall')", () => {
    const points = pointsOf("a later opening on tuesdays bright posters for the hall");
    expect(homeOf(points, "bright posters")).not.toMatch(/tuesdays/);
  });
});

describe("when unsure, one idea: a doing after a thing and its place may be what the thing does", () => {
  it("keeps 'pupils in the hall singing songs' and 'chairs by the window facing the garden' whole", () => {
    expect(homeOf(pointsOf("pupils in the hall singing songs chairs by the window facing the garden"), "pupils", "singing")).toBeTruthy();
    expect(homeOf(pointsOf("a quiz for the parents. chairs by the window facing the garden"), "chairs", "facing")).toBeTruthy();
  });

  it("still cuts a doing that opens a list of doings after a thing ('... for the verbs doing quizzes online, asking ...')", () => {
    const points = pointsOf("word cards for the verbs doing quizzes online every night, asking my aunt to test me on sundays");
    expect(homeOf(points, "doing quizzes")).not.toMatch(/word cards/i);
  });
});

describe("how often something happens stays with it", () => {
  it("keeps 'once a month' and 'twice a week' with their thing", () => {
    expect(homeOf(pointsOf("a thank you in the friday email then staff breakfasts twice a week, maybe later finishes"), "breakfasts", "twice a week")).toBeTruthy();
  });
});

describe("a piece cut from the middle of a sentence keeps its first word", () => {
  it("leaves off only a joiner or a hesitation there", () => {
    expect(ideaFrom("well lit steps down to the beach", true)).toBe("Well lit steps down to the beach.");
    expect(ideaFrom("right size lockers for the juniors", true)).toBe("Right size lockers for the juniors.");
    expect(ideaFrom("and um a lantern walk", true)).toBe("A lantern walk.");
    expect(ideaFrom("okay so a lantern walk")).toBe("A lantern walk.");
  });
});

describe("a rate stays with its amount", () => {
  it("keeps 'two pounds a head' and 'ten minutes a day' with their thing", () => {
    expect(homeOf(pointsOf("entry at two pounds a head for the quiz a cake stall by the door"), "two pounds a head")).toMatch(/quiz/i);
    expect(homeOf(pointsOf("spelling practice ten minutes a day on the tablet a star chart on the fridge"), "minutes a day")).toMatch(/spelling/i);
  });
});
