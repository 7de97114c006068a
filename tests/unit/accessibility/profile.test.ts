import {
  applyDyslexiaFriendlyPreset,
  clampToRange,
  DEFAULT_PROFILE,
  exportProfile,
  parseImportedProfile,
  parseStoredProfile,
  pickNewerProfile,
  PROFILE_RANGES,
  removeDyslexiaFriendlyPreset,
  sanitizeProfile,
  serializeStoredProfile,
  speechRate,
  type AccessibilityProfile,
} from "@/lib/accessibility/profile";

describe("accessibility profile defaults (core-product §9)", () => {
  it("has every core-product §3 field with the spec's defaults", () => {
    expect(DEFAULT_PROFILE).toEqual({
      dyslexiaFriendly: false,
      preferredFont: "default",
      fontSize: 16,
      lineHeight: 1.5,
      letterSpacing: 0,
      wordSpacing: 0,
      backgroundColor: "#ffffff",
      textColor: "#000000",
      highlightColor: "#fff59d",
      readingSpeed: 200,
      enableWordPrediction: false,
      enablePhoneticSpelling: false,
      enableTextHighlighting: true,
      contrastMode: "normal",
    });
  });

  it("uses the slider ranges from core-product §5", () => {
    expect(PROFILE_RANGES.fontSize).toMatchObject({ min: 12, max: 24, step: 1 });
    expect(PROFILE_RANGES.lineHeight).toMatchObject({ min: 1.2, max: 2, step: 0.1 });
    expect(PROFILE_RANGES.readingSpeed).toMatchObject({ min: 100, max: 300, step: 25 });
  });

  it("speaks at reading speed / 200", () => {
    expect(speechRate(200)).toBe(1);
    expect(speechRate(100)).toBe(0.5);
    expect(speechRate(300)).toBe(1.5);
    expect(speechRate(5000)).toBe(1.5);
  });
});

describe("clampToRange", () => {
  it("clamps and snaps to the step without float noise", () => {
    expect(clampToRange(99, PROFILE_RANGES.fontSize)).toBe(24);
    expect(clampToRange(3, PROFILE_RANGES.fontSize)).toBe(12);
    expect(clampToRange(16.4, PROFILE_RANGES.fontSize)).toBe(16);
    expect(clampToRange(1.23, PROFILE_RANGES.lineHeight)).toBe(1.2);
    expect(clampToRange(1.26, PROFILE_RANGES.lineHeight)).toBe(1.3);
    expect(clampToRange(1.7000000001, PROFILE_RANGES.lineHeight)).toBe(1.7);
    expect(clampToRange(212, PROFILE_RANGES.readingSpeed)).toBe(200);
    expect(clampToRange(213, PROFILE_RANGES.readingSpeed)).toBe(225);
    expect(clampToRange(-1, PROFILE_RANGES.letterSpacing)).toBe(0);
    expect(clampToRange(0.155, PROFILE_RANGES.wordSpacing)).toBe(0.16);
  });
});

describe("sanitizeProfile", () => {
  it("clamps numbers, accepts numeric strings and names, and drops what it cannot use", () => {
    const { profile, recognisedFields } = sanitizeProfile({
      fontSize: 99,
      lineHeight: "1.75",
      letterSpacing: "wide",
      readingSpeed: 20,
      preferredFont: "OpenDyslexic",
      backgroundColor: "#ABC",
      textColor: "red",
      contrastMode: "Inverted",
      dyslexiaFriendly: "true",
      enableTextHighlighting: 0,
      somethingElse: 1,
    });
    expect(profile).toEqual({
      ...DEFAULT_PROFILE,
      fontSize: 24,
      lineHeight: 1.8,
      readingSpeed: 100,
      preferredFont: "opendyslexic",
      backgroundColor: "#aabbcc",
      contrastMode: "reverse",
      dyslexiaFriendly: true,
    });
    expect(recognisedFields).toBe(7);
    expect(profile).not.toHaveProperty("somethingElse");
  });

  it("keeps the base value when a field is missing or broken", () => {
    const base: AccessibilityProfile = { ...DEFAULT_PROFILE, fontSize: 20, preferredFont: "arial" };
    const { profile } = sanitizeProfile({ fontSize: null, preferredFont: "Wingdings", wordSpacing: Infinity }, base);
    expect(profile).toEqual(base);
  });

  it("returns the base for anything that is not an object", () => {
    for (const input of [null, 3, "x", [1, 2], undefined]) {
      expect(sanitizeProfile(input)).toEqual({ profile: DEFAULT_PROFILE, recognisedFields: 0 });
    }
  });
});

describe("import and export", () => {
  const current: AccessibilityProfile = { ...DEFAULT_PROFILE, fontSize: 20, readingSpeed: 250 };

  it("fails on anything that is not a JSON settings object ('Import Failed')", () => {
    for (const text of ["not json", "", "[]", "42", '"text"', "{}", '{"foo": 1}', "null"]) {
      expect(parseImportedProfile(text, current)).toMatchObject({ ok: false });
    }
  });

  it("round-trips an export", () => {
    const mine: AccessibilityProfile = {
      ...DEFAULT_PROFILE,
      preferredFont: "verdana",
      fontSize: 22,
      lineHeight: 1.9,
      letterSpacing: 0.12,
      wordSpacing: 0.16,
      backgroundColor: "#000000",
      textColor: "#ffffff",
      highlightColor: "#ffff00",
      readingSpeed: 125,
      contrastMode: "high",
      dyslexiaFriendly: true,
    };
    const file = exportProfile(mine);
    expect(JSON.parse(file)).toEqual(mine);
    expect(parseImportedProfile(file, DEFAULT_PROFILE)).toEqual({ ok: true, profile: mine });
  });

  it("clamps wrong values and keeps current settings for missing ones", () => {
    const result = parseImportedProfile('{ "fontSize": 400, "lineHeight": 0.5, "contrastMode": "neon" }', current);
    expect(result).toEqual({ ok: true, profile: { ...current, fontSize: 24, lineHeight: 1.2 } });
  });

  it("accepts the server's { profile, updatedAt } shape and a byte-order mark", () => {
    const text = `\uFEFF${JSON.stringify({ profile: { fontSize: 13 }, updatedAt: "2026-01-01T00:00:00.000Z" })}`;
    expect(parseImportedProfile(text, current)).toEqual({ ok: true, profile: { ...current, fontSize: 13 } });
  });
});

describe("stored profile", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("ignores (and logs) a bad stored value", () => {
    expect(parseStoredProfile(null)).toBeNull();
    expect(parseStoredProfile("{oops")).toBeNull();
    expect(parseStoredProfile('"a string"')).toBeNull();
    expect(parseStoredProfile("{}")).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it("reads what serializeStoredProfile wrote, clamped", () => {
    const stored = { profile: { ...DEFAULT_PROFILE, fontSize: 18 }, updatedAt: "2026-03-01T10:00:00.000Z" };
    expect(parseStoredProfile(serializeStoredProfile(stored))).toEqual(stored);
    expect(parseStoredProfile('{"fontSize": 50, "updatedAt": "yesterday"}')).toEqual({
      profile: { ...DEFAULT_PROFILE, fontSize: 24 },
      updatedAt: null,
    });
  });
});

describe("pickNewerProfile (sync between devices)", () => {
  const older = { profile: { ...DEFAULT_PROFILE, fontSize: 14 }, updatedAt: "2026-01-01T00:00:00.000Z" };
  const newer = { profile: { ...DEFAULT_PROFILE, fontSize: 22 }, updatedAt: "2026-02-01T00:00:00.000Z" };
  const undated = { profile: { ...DEFAULT_PROFILE, fontSize: 12 }, updatedAt: null };

  it("keeps the newer copy whichever side it is on", () => {
    expect(pickNewerProfile(older, newer)).toBe(newer);
    expect(pickNewerProfile(newer, older)).toBe(newer);
  });

  it("prefers any dated copy over an undated one, and the first on a tie", () => {
    expect(pickNewerProfile(undated, older)).toBe(older);
    expect(pickNewerProfile(older, undated)).toBe(older);
    expect(pickNewerProfile(older, { ...older })).toBe(older);
  });

  it("handles a missing side", () => {
    expect(pickNewerProfile(null, older)).toBe(older);
    expect(pickNewerProfile(older, null)).toBe(older);
    expect(pickNewerProfile(null, null)).toBeNull();
  });
});

describe("dyslexia-friendly preset", () => {
  it("switches to a BDA-style profile and back to what was there", () => {
    const before: AccessibilityProfile = { ...DEFAULT_PROFILE, fontSize: 20, readingSpeed: 150 };
    const on = applyDyslexiaFriendlyPreset(before);
    expect(on).toMatchObject({
      dyslexiaFriendly: true,
      preferredFont: "verdana",
      fontSize: 18,
      backgroundColor: "#fdf6e3",
      readingSpeed: 150,
    });
    expect(on.letterSpacing).toBeGreaterThan(0);
    expect(on.wordSpacing).toBeGreaterThan(0);
    expect(removeDyslexiaFriendlyPreset(on, before)).toEqual(before);
    expect(removeDyslexiaFriendlyPreset(on, null)).toEqual({ ...DEFAULT_PROFILE, readingSpeed: 150 });
  });
});
