import { ReadAloudEngine, type ReadAloudSnapshot } from "@/lib/accessibility/read-aloud-engine";
import { pickVoice } from "@/lib/accessibility/voices";

class FakeUtterance {
  rate = 1;
  lang = "";
  voice: unknown = null;
  onstart: ((e: unknown) => void) | null = null;
  onend: ((e: unknown) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onboundary: ((e: { name?: string; charIndex: number }) => void) | null = null;
  constructor(readonly text: string) {}
}

function setup() {
  const spoken: FakeUtterance[] = [];
  const synth = { speak: jest.fn((u: FakeUtterance) => spoken.push(u)), cancel: jest.fn(), pause: jest.fn(), resume: jest.fn() };
  const snapshots: ReadAloudSnapshot[] = [];
  const onError = jest.fn();
  const engine = new ReadAloudEngine(synth as never, FakeUtterance as never, { onChange: (s) => snapshots.push(s), onError });
  const last = () => spoken[spoken.length - 1];
  const highlighted = () => {
    const h = engine.state.highlight;
    return h ? engine.state.text.slice(h.start, h.end) : null;
  };
  return { engine, synth, spoken, snapshots, onError, last, highlighted };
}

const TEXT = "The quick brown fox. It jumps high!";

describe("ReadAloudEngine", () => {
  it("speaks sentence by sentence at the set rate and goes back to idle at the end", () => {
    const { engine, spoken, last } = setup();
    engine.rate = 1.25;
    expect(engine.speak(TEXT)).toBe(true);
    expect(engine.state.status).toBe("speaking");
    expect(spoken.map((u) => u.text)).toEqual(["The quick brown fox."]);
    expect(last().rate).toBe(1.25);
    expect(last().lang).toBe("en-US");
    last().onend!({});
    expect(spoken.map((u) => u.text)).toEqual(["The quick brown fox.", "It jumps high!"]);
    last().onend!({});
    expect(engine.state.status).toBe("idle");
    expect(engine.state.highlight).toBeNull();
  });

  it("moves the highlighted word with boundary events, in whole-text offsets", () => {
    const { engine, last, highlighted } = setup();
    engine.speak(TEXT);
    last().onstart!({});
    last().onboundary!({ name: "word", charIndex: 0 });
    expect(highlighted()).toBe("The");
    last().onboundary!({ name: "word", charIndex: 10 });
    expect(highlighted()).toBe("brown");
    expect(engine.state.highlight?.granularity).toBe("word");
    last().onend!({});
    last().onstart!({});
    last().onboundary!({ name: "word", charIndex: 3 });
    expect(highlighted()).toBe("jumps");
    // Sentence boundary events do not move the word highlight.
    last().onboundary!({ name: "sentence", charIndex: 0 });
    expect(highlighted()).toBe("jumps");
  });

  it("highlights the sentence when the voice sends no boundary events", () => {
    const { engine, last, highlighted } = setup();
    engine.speak(TEXT);
    last().onstart!({});
    expect(highlighted()).toBe("The quick brown fox.");
    expect(engine.state.highlight?.granularity).toBe("sentence");
    last().onend!({});
    last().onstart!({});
    expect(highlighted()).toBe("It jumps high!");
  });

  it("pauses, resumes and stops", () => {
    const { engine, synth, last } = setup();
    engine.speak(TEXT);
    engine.pause();
    expect(synth.pause).toHaveBeenCalled();
    expect(engine.state.status).toBe("paused");
    engine.resume();
    expect(synth.resume).toHaveBeenCalled();
    expect(engine.state.status).toBe("speaking");
    const first = last();
    engine.stop();
    expect(synth.cancel).toHaveBeenCalled();
    expect(engine.state.status).toBe("idle");
    // Events from the cancelled utterance change nothing.
    first.onend!({});
    first.onerror!({ error: "interrupted" });
    expect(engine.state.status).toBe("idle");
  });

  it("reports real errors once and ignores interruptions", () => {
    const { engine, onError, last } = setup();
    engine.speak(TEXT);
    last().onerror!({ error: "interrupted" });
    expect(onError).not.toHaveBeenCalled();
    expect(engine.state.status).toBe("speaking");
    last().onerror!({ error: "synthesis-failed" });
    expect(onError).toHaveBeenCalledWith("synthesis-failed");
    expect(engine.state.status).toBe("idle");
  });

  it("does nothing for blank text", () => {
    const { engine, spoken } = setup();
    expect(engine.speak("  \n ")).toBe(false);
    expect(spoken).toHaveLength(0);
    expect(engine.state.status).toBe("idle");
  });

  it("restarts cleanly when asked to read something else", () => {
    const { engine, spoken, last } = setup();
    engine.speak(TEXT);
    const old = last();
    engine.speak("Another text here.");
    old.onend!({});
    expect(spoken.map((u) => u.text)).toEqual(["The quick brown fox.", "Another text here."]);
  });
});

describe("pickVoice", () => {
  const v = (name: string, lang: string, localService: boolean, isDefault = false) => ({ name, lang, localService, default: isDefault });

  it("prefers a local voice in the reader's language", () => {
    const voices = [v("Google US English", "en-US", false, true), v("eSpeak English", "en-GB", true), v("Local US", "en-US", true)];
    expect(pickVoice(voices, "en-US")?.name).toBe("Local US");
    expect(pickVoice(voices.slice(0, 2), "en-US")?.name).toBe("eSpeak English");
  });

  it("falls back to an online voice, and to nothing for other languages", () => {
    expect(pickVoice([v("Google US English", "en-US", false)], "en-US")?.name).toBe("Google US English");
    expect(pickVoice([v("Deutsch", "de-DE", true)], "en-US")).toBeNull();
    expect(pickVoice([], "en-US")).toBeNull();
  });
});
