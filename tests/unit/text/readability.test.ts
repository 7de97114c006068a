import {
  analyzeReadability,
  canAnalyzeReadability,
  countSyllables,
  dyslexiaFriendlyScore,
  fleschKincaidGrade,
  markReadabilityIssues,
  readingEaseBand,
  SUGGESTIONS,
} from "@/lib/text/readability";

describe("readability (core-product §9), worked by hand", () => {
  it("scores plain one-syllable text as Very Easy, grade clamped up to 1, dyslexia-friendly 100", () => {
    // 3 sentences: "The cat sat on the mat." (6 words) "The dog ran to the big red ball." (8) "We all had fun." (4)
    // words = 18, every word has 1 syllable -> syllables = 18
    // average words per sentence (ASL) = 18 / 3 = 6; average syllables per word (ASW) = 18 / 18 = 1
    // Flesch = 206.835 - 1.015 * 6 - 84.6 * 1 = 206.835 - 6.09 - 84.6 = 116.145 -> on the 0-100 scale, 100
    // FK grade = 0.39 * 6 + 11.8 * 1 - 15.59 = 2.34 + 11.8 - 15.59 = -1.45 -> clamped to 1
    // dyslexia score: ASL 6 <= 20, ASW 1 <= 1.7, no passive -> 100
    const text = "The cat sat on the mat. The dog ran to the big red ball. We all had fun.";
    const result = analyzeReadability(text)!;
    expect(result.stats).toMatchObject({ sentences: 3, words: 18, syllables: 18, averageWordsPerSentence: 6, averageSyllablesPerWord: 1 });
    expect(result.fleschScore).toBe(100);
    expect(result.gradeLevel).toBe(1);
    expect(result.dyslexiaFriendlyScore).toBe(100);
    expect(result.band).toEqual({ min: 90, label: "Very Easy", level: "5th grade" });
    expect(result.isDyslexiaFriendly).toBe(true);
    expect(result.suggestions).toEqual([SUGGESTIONS.allGood]);
    expect(result.longSentences).toEqual([]);
    expect(result.passiveConstructions).toEqual([]);
  });

  it("scores one long, polysyllabic, passive sentence as Very Difficult with every penalty", () => {
    // 1 sentence of 21 words. Syllables per word:
    // The 1, comprehensive 4, documentation 5, was 1, written 2, by 1, experienced 4, professionals 4,
    // who 1, understood 3, the 1, complicated 4, requirements 3, of 1, international 5, organizations 5,
    // and 1, their 1, administrative 5, responsibilities 6, today 2  -> total 60
    // ASL = 21 / 1 = 21; ASW = 60 / 21 = 2.857142857...
    // Flesch = 206.835 - 1.015 * 21 - 84.6 * 2.857142857 = 206.835 - 21.315 - 241.714286 = -56.194 -> on the 0-100 scale, 0
    // FK grade = 0.39 * 21 + 11.8 * 2.857142857 - 15.59 = 8.19 + 33.714286 - 15.59 = 26.31 -> clamped to 18
    // dyslexia = 100 - 20 (ASL > 20) - 15 (ASW > 1.7) - 10 ("was written") = 55
    const text =
      "The comprehensive documentation was written by experienced professionals who understood the complicated " +
      "requirements of international organizations and their administrative responsibilities today.";
    const result = analyzeReadability(text)!;
    expect(result.stats).toMatchObject({ sentences: 1, words: 21, syllables: 60 });
    expect(result.fleschScore).toBe(0);
    expect(result.gradeLevel).toBe(18);
    expect(result.dyslexiaFriendlyScore).toBe(55);
    expect(result.band.label).toBe("Very Difficult");
    expect(result.band.level).toBe("Graduate");
    expect(result.isDyslexiaFriendly).toBe(false);
    expect(result.suggestions).toEqual([
      SUGGESTIONS.shorterSentences,
      SUGGESTIONS.fewerSyllables,
      SUGGESTIONS.simplify,
      SUGGESTIONS.lowerGrade,
      SUGGESTIONS.activeVoice,
    ]);
    expect(result.longSentences.map((s) => s.text)).toEqual([text]);
    expect(result.passiveConstructions.map((p) => p.text)).toEqual(["was written"]);
  });

  it("takes 10 off for a passive construction alone", () => {
    // "The letter was sent on Monday." 6 words, "We read it at home." 5, "It made us glad." 4 -> 15 words, 3 sentences
    // syllables: letter 2, Monday 2, the other 13 words 1 each -> 17
    // ASL = 5; ASW = 17 / 15 = 1.1333
    // Flesch = 206.835 - 5.075 - 84.6 * 1.1333 = 206.835 - 5.075 - 95.88 = 105.88 -> on the 0-100 scale, 100
    // FK grade = 1.95 + 13.3733 - 15.59 = -0.27 -> 1; dyslexia = 100 - 10 = 90 (still 'good')
    const result = analyzeReadability("The letter was sent on Monday. We read it at home. It made us glad.")!;
    expect(result.stats).toMatchObject({ words: 15, syllables: 17, sentences: 3 });
    expect(result.fleschScore).toBe(100);
    expect(result.gradeLevel).toBe(1);
    expect(result.dyslexiaFriendlyScore).toBe(90);
    expect(result.isDyslexiaFriendly).toBe(true);
    expect(result.suggestions).toEqual([SUGGESTIONS.activeVoice]);
  });

  it("never calls text dyslexia-friendly that reads as harder than plain English", () => {
    // Short sentences of long words in the passive: by the penalties alone 100 - 15 - 10 = 75 ("good"),
    // beside a reading ease far below 0 ("Very Difficult"). Harder than plain English caps it at 60.
    const result = analyzeReadability("Comprehensive documentation was written. Administrative responsibilities intensified considerably.")!;
    expect(result.stats.averageWordsPerSentence).toBe(4);
    expect(result.stats.averageSyllablesPerWord).toBeGreaterThan(1.7);
    expect(result.fleschScore).toBe(0);
    expect(result.band.label).toBe("Very Difficult");
    expect(result.dyslexiaFriendlyScore).toBe(60);
    expect(result.isDyslexiaFriendly).toBe(false);
    expect(result.suggestions).toContain(SUGGESTIONS.simplify);
  });

  it("caps the dyslexia-friendly score at 60 below a reading ease of 60, not at 60", () => {
    const plain = { averageWordsPerSentence: 10, averageSyllablesPerWord: 1.2 };
    expect(dyslexiaFriendlyScore(plain, false, 60)).toBe(100);
    expect(dyslexiaFriendlyScore(plain, false, 59.9)).toBe(60);
    expect(dyslexiaFriendlyScore(plain, true, -62.7)).toBe(60);
    expect(dyslexiaFriendlyScore({ averageWordsPerSentence: 30, averageSyllablesPerWord: 2 }, true, 10)).toBe(55);
  });

  it("runs only on text longer than 50 characters", () => {
    const fifty = "a".repeat(20) + " " + "b".repeat(29);
    expect(fifty).toHaveLength(50);
    expect(canAnalyzeReadability(fifty)).toBe(false);
    expect(analyzeReadability(fifty)).toBeNull();
    expect(analyzeReadability(`   ${fifty}   `)).toBeNull();
    expect(analyzeReadability(`${fifty}c`)).not.toBeNull();
  });

  it("uses the ease bands from the spec, highest first", () => {
    const cases: [number, string, string][] = [
      [120, "Very Easy", "5th grade"],
      [90, "Very Easy", "5th grade"],
      [89.9, "Easy", "6th grade"],
      [80, "Easy", "6th grade"],
      [70, "Fairly Easy", "7th grade"],
      [69.9, "Standard", "8th-9th grade"],
      [60, "Standard", "8th-9th grade"],
      [50, "Fairly Difficult", "10th-12th grade"],
      [30, "Difficult", "College"],
      [29.9, "Very Difficult", "Graduate"],
      [-40, "Very Difficult", "Graduate"],
    ];
    for (const [score, label, level] of cases) expect(readingEaseBand(score)).toMatchObject({ label, level });
  });

  it("applies the dyslexia rules only strictly above the limits", () => {
    expect(dyslexiaFriendlyScore({ averageWordsPerSentence: 20, averageSyllablesPerWord: 1.7 }, false)).toBe(100);
    expect(dyslexiaFriendlyScore({ averageWordsPerSentence: 20.1, averageSyllablesPerWord: 1.7 }, false)).toBe(80);
    expect(dyslexiaFriendlyScore({ averageWordsPerSentence: 20, averageSyllablesPerWord: 1.71 }, false)).toBe(85);
    expect(dyslexiaFriendlyScore({ averageWordsPerSentence: 30, averageSyllablesPerWord: 2 }, true)).toBe(55);
  });

  it("clamps the grade to 1-18", () => {
    expect(fleschKincaidGrade(1, 1)).toBe(1);
    expect(fleschKincaidGrade(60, 3)).toBe(18);
    // 0.39 * 15 + 11.8 * 1.5 - 15.59 = 5.85 + 17.7 - 15.59 = 7.96
    expect(fleschKincaidGrade(15, 1.5)).toBeCloseTo(7.96, 5);
  });

  it("counts syllables with the syllable package, at least one per word", () => {
    expect(countSyllables("documentation")).toBe(5);
    expect(countSyllables("beautiful")).toBe(3);
    expect(countSyllables("2024")).toBe(1);
  });

  it("flags sentences over 20 words even when the average is fine", () => {
    const long = "We went to the shop and then we went to the park and then we went home and then we had tea and cake.";
    const text = `${long} It was fun. We slept. The end came.`;
    const result = analyzeReadability(text)!;
    expect(result.longSentences.map((s) => s.text)).toEqual([long]);
    expect(result.suggestions).toContain(SUGGESTIONS.shorterSentences);
  });

  it("cuts the text into marked spans that rebuild it exactly", () => {
    const text = "The cake was eaten by the dog. We went to the shop and then we went to the park and then we went home and sang some songs.";
    const result = analyzeReadability(text)!;
    const spans = markReadabilityIssues(text, result);
    expect(spans.map((s) => s.text).join("")).toBe(text);
    expect(spans.find((s) => s.marks.includes("passive"))?.text).toBe("was eaten");
    expect(spans.filter((s) => s.marks.includes("long-sentence")).map((s) => s.text).join("")).toBe(
      "We went to the shop and then we went to the park and then we went home and sang some songs.",
    );
  });
});
