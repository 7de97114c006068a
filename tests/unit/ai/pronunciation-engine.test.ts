// Local pronunciation engine (lib/ai/local/pronunciation/index.ts): exercise banks for 22 languages and
// deterministic pronunciation analysis.
import { baseLanguage, LANGUAGES } from "@/lib/languages";
import { pronunciationExercisesSchema, pronunciationFeedbackSchema } from "@/lib/ai/schemas";
import {
  analyzePronunciationLocally,
  generateExercisesLocally,
  loadCmuDictionary,
  scriptKind,
  speechSynthesisLang,
} from "@/lib/ai/local/pronunciation";
import { bankFor, categories, difficulties } from "@/lib/ai/local/pronunciation/bank";
import { pronunciations } from "@/lib/ai/local/pronunciation/cmu-dictionary";
import { englishWords } from "@/lib/ai/local/pronunciation/english-text";
import { respellEnglish } from "@/lib/ai/local/pronunciation/respell";
import { seededRandom } from "@/lib/ai/local/text";

jest.setTimeout(60_000);

const analyze = async (language: string, targetText: string, audioTranscript: string) => {
  const result = await analyzePronunciationLocally({ language, targetText, audioTranscript });
  expect(() => pronunciationFeedbackSchema.parse(result)).not.toThrow();
  return result;
};

const allText = (r: { feedback: string; improvements: string[]; strengths: string[]; phoneticsCorrection?: string }) =>
  [r.feedback, ...r.improvements, ...r.strengths, r.phoneticsCorrection ?? ""].join("\n");

const firstVariant = (s: string) => s.replace(/\[([^\]/]*)\/[^\]]*\]/g, "$1");

beforeAll(async () => {
  const started = performance.now();
  await loadCmuDictionary();
  console.info(`CMU dictionary loaded in ${(performance.now() - started).toFixed(0)} ms`);
});

describe("languages", () => {
  it("has the 22 spec languages with their support levels", () => {
    expect(LANGUAGES).toHaveLength(22);
    const level = (l: string) => LANGUAGES.filter((x) => x.supportLevel === l).map((x) => x.code);
    expect(level("excellent")).toEqual(["en-US", "en-GB", "es-ES", "es-MX", "fr-FR", "de-DE", "it-IT", "pt-BR"]);
    expect(level("good")).toEqual(["ja-JP", "ko-KR", "zh-CN", "ru-RU", "ar-SA", "hi-IN", "nl-NL", "sv-SE", "no-NO", "da-DK"]);
    expect(level("basic")).toEqual(["fi-FI", "pl-PL", "cs-CZ", "tr-TR"]);
  });

  it("knows each language's script and speech tag", () => {
    expect(scriptKind("ja-JP")).toBe("cjk");
    expect(scriptKind("zh-CN")).toBe("cjk");
    expect(scriptKind("ko-KR")).toBe("hangul");
    expect(scriptKind("ru-RU")).toBe("cyrillic");
    expect(scriptKind("ar-SA")).toBe("arabic");
    expect(scriptKind("hi-IN")).toBe("devanagari");
    expect(scriptKind("pl-PL")).toBe("latin");
    expect(speechSynthesisLang("no-NO")).toBe("nb-NO");
    expect(speechSynthesisLang("es-MX")).toBe("es-MX");
  });
});

describe("exercise banks", () => {
  const bases = [...new Set(LANGUAGES.map((l) => baseLanguage(l.code)))];
  const major = new Set(["en", "es", "fr", "de", "it", "pt"]);

  it.each(bases)("%s has at least 2 items in every cell (3 for the major languages), with tips", (base) => {
    const bank = bankFor(base)!;
    expect(bank).toBeDefined();
    for (const category of categories)
      for (const difficulty of difficulties) {
        const items = bank[category][difficulty];
        expect(items.length).toBeGreaterThanOrEqual(major.has(base) ? 3 : 2);
        for (const item of items) {
          expect(item.text.length).toBeGreaterThan(0);
          expect(item.tips.length).toBeGreaterThan(0);
          if (base !== "en") expect(item.phonetic).toBeTruthy();
        }
      }
  });

  it("has real tongue-twisters", () => {
    const twisters = (base: string) => difficulties.flatMap((d) => bankFor(base)!["tongue-twisters"][d]);
    expect(twisters("es").some((i) => i.text.startsWith("Tres tristes tigres"))).toBe(true);
    expect(twisters("de").some((i) => i.text.startsWith("Fischers Fritz fischt frische Fische"))).toBe(true);
    expect(twisters("fr").some((i) => i.text.startsWith("Les chaussettes de l'archiduchesse"))).toBe(true);
    expect(twisters("it").some((i) => i.text.startsWith("Trentatré trentini"))).toBe(true);
    expect(twisters("cs").some((i) => i.text === "Strč prst skrz krk.")).toBe(true);
    expect(twisters("pl").some((i) => i.text.startsWith("W Szczebrzeszynie chrząszcz"))).toBe(true);
    expect(twisters("ja").find((i) => i.text === "生麦生米生卵")?.phonetic).toBe("namamugi namagome namatamago");
  });

  it("knows every word of the English bank in the CMU dictionary (or spells the item out)", async () => {
    const dict = await loadCmuDictionary();
    const bank = bankFor("en")!;
    for (const category of categories)
      for (const difficulty of difficulties)
        for (const item of bank[category][difficulty]) {
          if (item.phonetic) continue;
          const unknown = englishWords(firstVariant(item.text)).filter((w) => !pronunciations(dict, w).length);
          expect({ text: item.text, unknown }).toEqual({ text: item.text, unknown: [] });
        }
  });
});

describe("generateExercisesLocally", () => {
  const cells = LANGUAGES.flatMap((l) => difficulties.flatMap((d) => categories.map((c) => [l.code, d, c] as const)));

  it(`returns a parsable exercise for all ${cells.length} language x difficulty x category cells`, async () => {
    for (const [language, difficulty, category] of cells) {
      const result = await generateExercisesLocally({ language, difficulty, category });
      expect(() => pronunciationExercisesSchema.parse(result)).not.toThrow();
      expect(result.exercises).toHaveLength(1);
      const [exercise] = result.exercises;
      expect(exercise.tips.length).toBeGreaterThanOrEqual(2);
      expect(exercise.phonetic).toBeTruthy();
      expect(`${exercise.text} ${exercise.phonetic} ${exercise.tips.join(" ")}`).not.toMatch(/\[[^\]]*\/[^\]]*\]/);
    }
  });

  it("respells English from the CMU dictionary, stressed syllable in capitals", async () => {
    const dict = await loadCmuDictionary();
    expect(respellEnglish(dict, "think")).toBe("THINK");
    expect(respellEnglish(dict, "thorough")).toBe("THUR-oh");
    expect(respellEnglish(dict, "Worcestershire")).toBe("WUUS-tuh-shur");
    expect(respellEnglish(dict, "specific")).toBe("spuh-SIF-ik");
    expect(respellEnglish(dict, "the quick brown fox")).toBe("thuh KWIK BROWN FOKS");
    expect(respellEnglish(dict, "water")).toBe("WAW-tur");
    expect(respellEnglish(dict, "water", true)).toBe("WAW-tuh");
    const words = await generateExercisesLocally({ language: "en-US", difficulty: "beginner", category: "words", count: 5, random: seededRandom(1) });
    const think = words.exercises.find((e) => e.text === "think");
    expect(think?.phonetic).toBe("THINK");
    expect(think?.tips[0]).toMatch(/'th'/);
  });

  it("uses the regional variant of Spanish", async () => {
    const pick = async (language: string) => {
      const { exercises } = await generateExercisesLocally({ language, difficulty: "beginner", category: "words", count: 5, random: seededRandom(3) });
      return exercises.find((e) => e.text === "gracias")!;
    };
    expect((await pick("es-ES")).phonetic).toBe("GRAH-thyahs");
    expect((await pick("es-MX")).phonetic).toBe("GRAH-syahs");
    expect((await pick("es-MX")).tips[0]).toMatch(/Mexico/);
  });

  it("never returns an excluded text while a fresh one remains", async () => {
    const cell = bankFor("es")!["tongue-twisters"].intermediate.map((i) => i.text);
    const [keep, ...exclude] = cell;
    for (let seed = 1; seed <= 20; seed++) {
      const { exercises } = await generateExercisesLocally({
        language: "es-ES",
        difficulty: "intermediate",
        category: "tongue-twisters",
        exclude: exclude.map((t) => ` ${t.toUpperCase()} `),
        random: seededRandom(seed),
      });
      expect(exercises[0].text).toBe(keep);
    }
  });

  it("returns distinct items for count > 1 and still answers when everything is excluded", async () => {
    const many = await generateExercisesLocally({ language: "fr-FR", difficulty: "advanced", category: "words", count: 3, random: seededRandom(7) });
    expect(new Set(many.exercises.map((e) => e.text)).size).toBe(3);
    const all = difficulties.flatMap((d) => bankFor("fi")!.words[d].map((i) => i.text));
    const fallback = await generateExercisesLocally({ language: "fi-FI", difficulty: "beginner", category: "words", exclude: all });
    expect(fallback.exercises).toHaveLength(1);
  });

  it("picks at random", async () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++)
      seen.add((await generateExercisesLocally({ language: "en-US", difficulty: "intermediate", category: "sentences", random: seededRandom(seed) })).exercises[0].text);
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe("analyzePronunciationLocally", () => {
  it("gives 100 when a bank text is read back exactly, in every language", async () => {
    for (const language of LANGUAGES) {
      const bank = bankFor(baseLanguage(language.code))!;
      for (const category of categories)
        for (const difficulty of difficulties)
          for (const item of bank[category][difficulty]) {
            const text = firstVariant(item.text);
            const result = await analyze(language.code, text, text);
            expect({ text, accuracy: result.accuracy }).toEqual({ text, accuracy: 100 });
          }
    }
  });

  it("'the quick brown fox' read back is 100 and every word is praised", async () => {
    const result = await analyze("en-US", "The quick brown fox.", "the quick brown fox");
    expect(result.accuracy).toBe(100);
    expect(result.strengths.join(" ")).toContain("Clear: 'The', 'quick', 'brown', 'fox'");
    expect(result.phoneticsCorrection).toBeUndefined();
  });

  it("'think' heard as 'sink' scores lower and names the word and the 'th' sound", async () => {
    const result = await analyze("en-US", "think", "sink");
    expect(result.accuracy).toBeLessThan(100);
    expect(result.accuracy).toBeGreaterThan(50);
    expect(result.feedback).toContain("'think'");
    expect(result.feedback).toContain("'th'");
    expect(result.improvements[0]).toBe(
      "You said 'sink' for 'think': the 'th' came out as 's'. Put your tongue lightly between your teeth and blow for 'th'.",
    );
    expect(result.phoneticsCorrection).toContain("THINK");
  });

  it("one mispronounced word in a sentence costs clearly less than 100 and the rest is praised", async () => {
    const result = await analyze("en-US", "I think the quick brown fox is fast", "I sink the quick brown fox is fast");
    expect(result.accuracy).toBeLessThan(97);
    expect(result.accuracy).toBeGreaterThan(80);
    expect(result.strengths.join(" ")).toContain("'quick', 'brown', 'fox'");
  });

  it("dropping a word lowers the score and names the word", async () => {
    const full = await analyze("en-US", "the quick brown fox", "the quick brown fox");
    const dropped = await analyze("en-US", "the quick brown fox", "the quick fox");
    expect(dropped.accuracy).toBeLessThan(full.accuracy);
    expect(allText(dropped)).toContain("'brown'");
  });

  it("treats homophones, numbers, fillers and split compounds as correct", async () => {
    expect((await analyze("en-US", "I have two cats", "I have 2 cats")).accuracy).toBe(100);
    expect((await analyze("en-US", "Wood would be good", "would wood be good")).accuracy).toBe(100);
    expect((await analyze("en-US", "She sells seashells", "um she sells sea shells")).accuracy).toBe(100);
    expect((await analyze("fr-FR", "Les chaussettes de l'archiduchesse", "les chaussettes de l archiduchesse")).accuracy).toBe(100);
  });

  it("a missing Spanish accent costs less than a wrong word", async () => {
    const accent = await analyze("es-ES", "adiós", "adios");
    const wrong = await analyze("es-ES", "adiós", "hola");
    expect(accent.accuracy).toBeLessThan(100);
    expect(accent.accuracy).toBeGreaterThan(wrong.accuracy);
    expect(accent.improvements[0]).toContain("'adiós'");
    expect(accent.improvements[0]).toMatch(/stress/);
    const sentenceAccent = await analyze("es-MX", "¿Cómo estás? Adiós, amigo.", "como estas adios amigo");
    const sentenceWrong = await analyze("es-MX", "¿Cómo estás? Adiós, amigo.", "como estas hola amigo");
    expect(sentenceAccent.accuracy).toBeGreaterThan(sentenceWrong.accuracy);
  });

  it("names the wrong letter with a sound hint in Spanish and Korean", async () => {
    const perro = await analyze("es-ES", "perro", "pero");
    expect(perro.improvements[0]).toMatch(/'perro'.*'rr'/);
    const korean = await analyze("ko-KR", "간장 공장 공장장", "간장 강장 공장장");
    expect(korean.accuracy).toBeLessThan(100);
    expect(korean.improvements[0]).toContain("'ㅗ' came out as 'ㅏ'");
  });

  it("compares Japanese and Chinese character by character", async () => {
    const exact = await analyze("ja-JP", "生麦生米生卵", "生麦生米生卵");
    const oneWrong = await analyze("ja-JP", "生麦生米生卵", "生麦生麦生卵");
    expect(exact.accuracy).toBe(100);
    expect(oneWrong.accuracy).toBeLessThan(100);
    expect(oneWrong.improvements[0]).toBe("You said '麦' for '米'.");
    expect(oneWrong.phoneticsCorrection).toContain("namamugi namagome namatamago");
    const kana = await analyze("ja-JP", "生麦生米生卵", "なまむぎなまごめなまたまご");
    expect(kana.accuracy).toBe(100);
    const chinese = await analyze("zh-CN", "妈妈骑马，马慢，妈妈骂马。", "妈妈骑马马慢妈妈妈马");
    expect(chinese.accuracy).toBeLessThan(100);
    expect(chinese.feedback).toContain("'骂'");
  });

  it("compares Cyrillic, Arabic and Devanagari by their characters", async () => {
    const russian = await analyze("ru-RU", "Шла Саша по шоссе и сосала сушку.", "шла саша по шоссе и сосала сушки");
    expect(russian.accuracy).toBeLessThan(100);
    expect(russian.feedback).toContain("'сушку'");
    expect((await analyze("ar-SA", "السَّلامُ عَلَيْكُم", "السلام عليكم")).accuracy).toBe(100);
    const arabic = await analyze("ar-SA", "خيط حرير على حيط خليل", "خيط حرير على خيط خليل");
    expect(arabic.improvements[0]).toContain("'ح' came out as 'خ'");
    const hindi = await analyze("hi-IN", "कच्चा पापड़, पक्का पापड़।", "कच्चा पापड पक्का पापड़");
    expect(hindi.accuracy).toBeLessThan(100);
    expect(hindi.accuracy).toBeGreaterThan(90);
  });

  it("handles an empty transcript kindly", async () => {
    for (const transcript of ["", "   ", "..."]) {
      const result = await analyze("en-US", "the quick brown fox", transcript);
      expect(result.accuracy).toBe(0);
      expect(result.feedback).toMatch(/did not hear anything/);
      expect(result.strengths).toEqual([]);
      expect(result.phoneticsCorrection).toBe("Say it like this: thuh KWIK BROWN FOKS");
    }
    expect((await analyze("ja-JP", "生麦生米生卵", "")).accuracy).toBe(0);
  });

  it("scores lower as more words are wrong", async () => {
    const english = "the quick brown fox jumps over the lazy dog".split(" ");
    const wrong = ["a", "slow", "green", "cat", "sits", "under", "a", "busy", "log"];
    let previous = 101;
    for (let n = 0; n <= english.length; n++) {
      const heard = english.map((w, i) => (i < n ? wrong[i] : w)).join(" ");
      const { accuracy } = await analyze("en-US", english.join(" "), heard);
      expect(accuracy).toBeLessThan(previous);
      previous = accuracy;
    }
    const french = "les enfants ont vu une grenouille sur le mur".split(" ");
    previous = 101;
    for (let n = 0; n <= french.length; n++) {
      const heard = french.map((w, i) => (i < n ? "xyz" : w)).join(" ");
      const { accuracy } = await analyze("fr-FR", french.join(" "), heard);
      expect(accuracy).toBeLessThan(previous);
      previous = accuracy;
    }
  });

  it("is deterministic", async () => {
    const a = await analyze("de-DE", "Fischers Fritz fischt frische Fische.", "fischers fritz fisch frische tische");
    const b = await analyze("de-DE", "Fischers Fritz fischt frische Fische.", "fischers fritz fisch frische tische");
    expect(a).toEqual(b);
  });

  it("takes a few milliseconds once the dictionary is loaded", async () => {
    const runs = 50;
    const started = performance.now();
    for (let i = 0; i < runs; i++)
      await analyzePronunciationLocally({
        language: "en-US",
        targetText: "The thorough researcher thought through three theories.",
        audioTranscript: "the tarot researcher taught true tree theories",
      });
    const perCall = (performance.now() - started) / runs;
    console.info(`English analysis: ${perCall.toFixed(2)} ms per call (dictionary already loaded)`);
    expect(perCall).toBeLessThan(25);
  });
});
