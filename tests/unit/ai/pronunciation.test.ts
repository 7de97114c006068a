import { analyzePronunciation } from "@/lib/ai/local/pronunciation/analyze";
import { generateExercises } from "@/lib/ai/local/pronunciation/exercises";
import { loadCmu, phonemesOf, respell } from "@/lib/ai/local/pronunciation/cmu";
import { pronunciationExercisesSchema, pronunciationFeedbackSchema } from "@/lib/schemas/ai";
import { difficulties, pronunciationCategories } from "@/lib/schemas/ai";
import { LANGUAGES } from "@/lib/languages";
import { seededRandom } from "@/lib/ai/local/text";

jest.setTimeout(60_000);

describe("pronunciation exercises (local)", () => {
  it("has 22 languages with the spec's support levels", () => {
    expect(LANGUAGES).toHaveLength(22);
    expect(LANGUAGES.filter((l) => l.supportLevel === "excellent")).toHaveLength(8);
    expect(LANGUAGES.filter((l) => l.supportLevel === "good")).toHaveLength(10);
    expect(LANGUAGES.filter((l) => l.supportLevel === "basic")).toHaveLength(4);
  });

  const cells = LANGUAGES.flatMap((l) => difficulties.flatMap((d) => pronunciationCategories.map((c) => [l.code, d, c] as const)));
  it.each(cells)("%s %s %s: a real exercise with tips", async (language, difficulty, category) => {
    const exercises = await generateExercises(language, difficulty, category, 1, seededRandom(7));
    expect(pronunciationExercisesSchema.safeParse({ exercises }).success).toBe(true);
    const [ex] = exercises;
    expect(ex.text.trim().length).toBeGreaterThan(0);
    expect(ex.tips.length).toBeGreaterThanOrEqual(1);
    // Every language has a phonetic spelling or romanisation for its exercises.
    expect(ex.phonetic?.length).toBeGreaterThan(0);
  });

  it("picks by difficulty: advanced English words are longer than beginner ones", async () => {
    const beginner = await generateExercises("en-US", "beginner", "words", 3, seededRandom(1));
    const advanced = await generateExercises("en-US", "advanced", "words", 3, seededRandom(1));
    const avg = (xs: { text: string }[]) => xs.reduce((s, x) => s + x.text.length, 0) / xs.length;
    expect(avg(advanced)).toBeGreaterThan(avg(beginner));
  });

  it("respells English from the CMU dictionary, with British non-rhotic r", async () => {
    const dict = await loadCmu();
    const thermometer = phonemesOf(dict, "thermometer")!;
    expect(respell(thermometer)).toBe("thur-MAH-muh-tur");
    expect(respell(thermometer, true)).toBe("thuh-MAH-muh-tuh");
  });

  it("gives tips about sounds that are in the text", async () => {
    const [ex] = await generateExercises("es-MX", "intermediate", "words", 1, () => 0);
    expect(ex.text).toBe("perro");
    expect(ex.tips[0]).toContain("'rr' in 'perro'");
  });
});

describe("pronunciation analysis (local)", () => {
  it("scores an exact match 100 and names the clear words", async () => {
    const r = await analyzePronunciation("she sells seashells by the seashore", "She sells seashells by the seashore.", "en-US");
    expect(pronunciationFeedbackSchema.safeParse(r).success).toBe(true);
    expect(r.accuracy).toBe(100);
    expect(r.strengths.join(" ")).toContain("'seashells'");
  });

  it("drops the score when a word is mispronounced, and says which sound was wrong", async () => {
    const good = await analyzePronunciation("she thought the weather was rather good", "She thought the weather was rather good.", "en-GB");
    const bad = await analyzePronunciation("she sought the weather was rather good", "She thought the weather was rather good.", "en-GB");
    expect(bad.accuracy).toBeLessThan(good.accuracy);
    expect(bad.accuracy).toBeGreaterThan(70);
    expect(bad.improvements[0]).toContain("'thought': you said 's' instead of 'th' as in 'think'");
    expect(bad.sounds).toEqual([expect.objectContaining({ word: "thought", phoneme: "TH", saidPhoneme: "S" })]);
    expect(bad.phoneticsCorrection).toContain("thought: thawt");
  });

  it("scores close sounds higher than different words (phoneme level)", async () => {
    const near = await analyzePronunciation("thermometers", "thermometer", "en-US");
    const far = await analyzePronunciation("potato", "thermometer", "en-US");
    expect(near.accuracy).toBeGreaterThan(far.accuracy);
  });

  it("counts missing words", async () => {
    const r = await analyzePronunciation("peter piper picked peppers", "Peter Piper picked a peck of pickled peppers.", "en-US");
    expect(r.accuracy).toBeLessThan(70);
    expect(r.improvements.join(" ")).toMatch(/'peck'.*not heard|not heard/);
  });

  it("treats a missing accent or special letter as a near miss in other languages", async () => {
    const exact = await analyzePronunciation("señor", "señor", "es-ES");
    const accent = await analyzePronunciation("senor", "señor", "es-ES");
    const wrong = await analyzePronunciation("mesa", "señor", "es-ES");
    expect(exact.accuracy).toBe(100);
    expect(accent.accuracy).toBeLessThan(100);
    expect(accent.accuracy).toBeGreaterThan(wrong.accuracy);
    expect(accent.improvements[0]).toContain("'ñ'");
  });

  it("compares Chinese character by character", async () => {
    const r = await analyzePronunciation("四是四十是四", "四是四，十是十。", "zh-CN");
    expect(r.accuracy).toBeGreaterThan(60);
    expect(r.accuracy).toBeLessThan(100);
    expect(r.improvements[0]).toContain("'十'");
    expect(r.phoneticsCorrection).toContain("sì shì sì");
  });

  it("gives a Spanish tip for the sound that went wrong", async () => {
    const r = await analyzePronunciation("el pero corre", "El perro corre.", "es-MX");
    expect(r.improvements[0]).toContain("'perro' sounded like 'pero'");
    expect(r.improvements[0]).toContain("rr");
  });
});

describe("English pronunciation, sound by sound", () => {
  it("names the sound said instead, with a tip for it, not '0 of 1 words matched'", async () => {
    const r = await analyzePronunciation("free", "three", "en-US");
    expect(r.scoredBy).toBe("sounds");
    expect(r.feedback).toContain("2 of 3 sounds were right");
    expect(r.feedback).not.toMatch(/words matched/);
    expect(r.sounds).toEqual([
      { word: "three", sound: "'th' as in 'think'", phoneme: "TH", said: "'f'", saidPhoneme: "F", tip: expect.stringContaining("tongue") },
    ]);
    expect(r.wordsToPractise).toEqual(["three"]);
  });

  it("names a sound that was left out, and says why the ending matters", async () => {
    const r = await analyzePronunciation("she walk home", "She walked home.", "en-GB");
    expect(r.sounds).toEqual([expect.objectContaining({ word: "walked", phoneme: "T", tip: expect.stringContaining("past") })]);
    expect(r.sounds?.[0].said).toBeUndefined();
  });

  it("counts words that sound the same as right, and a word heard as two as one word", async () => {
    const same = await analyzePronunciation("i can see the sea", "I can sea the see.", "en-US");
    expect(same.accuracy).toBe(100);
    expect(same.sounds).toBeUndefined();
    const split = await analyzePronunciation("this chair is very come for table", "This chair is very comfortable.", "en-US");
    expect(split.improvements.join(" ")).not.toMatch(/not heard|extra word/);
  });

  it("other languages are scored word by word, and the result says so", async () => {
    const r = await analyzePronunciation("tengo tres hermanas", "Tengo tres hermanos.", "es-ES");
    expect(r.scoredBy).toBe("words");
    expect(r.feedback).toMatch(/^Scored word by word \(sound-by-sound scoring is for English only\): 2 of 3 words were right/);
    expect(r.wordsToPractise).toEqual(["hermanos"]);
    expect(r.sounds).toBeUndefined();
  });
});
