import { pickVoice } from "@/lib/voice-tools/voices";

const voices = [
  { name: "US online", lang: "en-US", default: true, localService: false },
  { name: "US local", lang: "en-US", localService: true },
  { name: "UK", lang: "en_GB" },
  { name: "Mexico", lang: "es-MX" },
];

describe("pickVoice", () => {
  it("prefers the exact region, then a local voice, then the default", () => {
    expect(pickVoice(voices, "en-US")?.name).toBe("US local");
    expect(pickVoice(voices, "en-gb")?.name).toBe("UK");
  });
  it("falls back to the same base language, else null", () => {
    expect(pickVoice(voices, "es-ES")?.name).toBe("Mexico");
    expect(pickVoice(voices, "fr-FR")).toBeNull();
    expect(pickVoice([], "en-US")).toBeNull();
  });
});
