import { RecognitionController, type ControllerListener, type DictationError } from "@/lib/speech/recognition-controller";
import { fakeClock } from "@/tests/support/replay-trace";
import { detectProcessingMode, getRecognitionConstructor, type RecognitionConstructorLike, type RecognitionLike } from "@/lib/speech/recognition-types";

// A recogniser that does nothing by itself: the test says what the browser does.
class FakeRec implements RecognitionLike {
  lang = "";
  continuous = false;
  interimResults = false;
  maxAlternatives = 0;
  processLocally = false;
  onresult: RecognitionLike["onresult"] = null;
  onerror: RecognitionLike["onerror"] = null;
  onend: RecognitionLike["onend"] = null;
  onstart: RecognitionLike["onstart"] = null;
  onaudiostart: RecognitionLike["onaudiostart"] = null;
  started = 0;
  stopped = 0;
  aborted = 0;
  throwOnStart = false;
  private list: { transcript: string; isFinal: boolean; confidence?: number }[] = [];

  start() {
    if (this.throwOnStart) throw new Error("NotSupported");
    this.started++;
  }
  stop() {
    this.stopped++;
  }
  abort() {
    this.aborted++;
  }
  /** Fires a result event for the whole list, with resultIndex pointing at the first changed item. */
  results(items: { transcript: string; isFinal: boolean; confidence?: number }[], resultIndex: number) {
    this.list = items;
    const results = this.list.map((r) => Object.assign([{ transcript: r.transcript, confidence: r.confidence }], { isFinal: r.isFinal }));
    this.onresult?.({ resultIndex, results });
  }
  error(code: string) {
    this.onerror?.({ error: code });
  }
  end() {
    this.onend?.();
  }
}

function setup(overrides: Partial<ConstructorParameters<typeof RecognitionController>[0]> = {}) {
  const clock = fakeClock();
  const { timers, advance } = clock;
  const recs: FakeRec[] = [];
  const events = {
    states: [] as string[],
    interims: [] as string[],
    finals: [] as { text: string; confidence: number }[],
    errors: [] as DictationError[],
    sessions: [] as { durationMs: number }[],
  };
  const listener: ControllerListener = {
    onStateChange: (s) => events.states.push(s),
    onInterim: (t) => events.interims.push(t),
    onFinal: (text, confidence) => events.finals.push({ text, confidence }),
    onError: (e) => events.errors.push(e),
    onSessionEnd: (s) => events.sessions.push(s),
  };
  const controller = new RecognitionController({
    createRecognition: () => {
      const rec = new FakeRec();
      recs.push(rec);
      return rec;
    },
    listener,
    timers,
    now: clock.now,
    ...overrides,
  });
  const last = () => recs[recs.length - 1];
  const finals = () => events.finals.map((f) => f.text);
  return { controller, recs, last, events, finals, advance, pendingTimers: () => clock.pendingCount };
}

describe("RecognitionController", () => {
  it("starts one continuous, interim recogniser in en-US asking for 3 alternatives", () => {
    const t = setup();
    t.controller.start();
    expect(t.controller.state).toBe("listening");
    expect(t.events.states).toEqual(["listening"]);
    expect(t.recs).toHaveLength(1);
    expect(t.last()).toMatchObject({ lang: "en-US", continuous: true, interimResults: true, maxAlternatives: 3, started: 1 });
    t.controller.start(); // a second click does not start another
    expect(t.recs).toHaveLength(1);
  });

  it("uses the chosen language and asks for on-device processing when told to", () => {
    const t = setup({ lang: "fr-FR", processLocally: true });
    t.controller.start();
    expect(t.last()).toMatchObject({ lang: "fr-FR", processLocally: true });
  });

  it("reports interim text, then each final once, reading from resultIndex", () => {
    const t = setup();
    t.controller.start();
    const rec = t.last();
    rec.results([{ transcript: "hel", isFinal: false }], 0);
    rec.results([{ transcript: "hello", isFinal: false }], 0);
    expect(t.events.interims).toEqual(["hel", "hello"]);
    rec.results([{ transcript: "hello world", isFinal: true, confidence: 0.8 }], 0);
    expect(t.events.finals).toEqual([{ text: "hello world", confidence: 0.8 }]);
    expect(t.events.interims.at(-1)).toBe("");
    // the next phrase: resultIndex 1; item 0 is old and must not be reported again
    rec.results(
      [
        { transcript: "hello world", isFinal: true },
        { transcript: " again", isFinal: true },
      ],
      1,
    );
    // an event that wrongly starts at 0 again does not repeat either
    rec.results(
      [
        { transcript: "hello world", isFinal: true },
        { transcript: " again", isFinal: true },
      ],
      0,
    );
    expect(t.finals()).toEqual(["hello world", "again"]);
  });

  it("gives a missing or zero confidence the default 0.95", () => {
    const t = setup();
    t.controller.start();
    t.last().results([{ transcript: "a", isFinal: true }], 0);
    t.last().results([{ transcript: "a", isFinal: true }, { transcript: "b", isFinal: true, confidence: 0 }], 1);
    expect(t.events.finals.map((f) => f.confidence)).toEqual([0.95, 0.95]);
  });

  it("on Android holds a session's growing finals and reports the utterance once, whole", () => {
    const t = setup({ family: "chrome-android" });
    t.controller.start();
    const rec = t.last();
    rec.results([{ transcript: "the cat", isFinal: true }], 0);
    rec.results([{ transcript: "the cat", isFinal: true }, { transcript: "the cat", isFinal: true }], 1);
    rec.results(
      [
        { transcript: "the cat", isFinal: true },
        { transcript: "the cat", isFinal: true },
        { transcript: "the cat sat down", isFinal: true },
      ],
      2,
    );
    expect(t.finals()).toEqual([]);
    expect(t.events.interims.at(-1)).toBe("the cat sat down");
    rec.end();
    expect(t.finals()).toEqual(["the cat sat down"]);
  });

  it("on Android keeps a phrase said again in the next session, however soon", () => {
    const t = setup({ family: "chrome-android" });
    t.controller.start();
    t.last().results([{ transcript: "no", isFinal: true, confidence: 0.9 }], 0);
    t.last().end();
    t.advance(100);
    t.last().results([{ transcript: "no", isFinal: true, confidence: 0.9 }], 0);
    t.last().end();
    expect(t.finals()).toEqual(["no", "no"]);
  });

  it("on Android a confidence-0 final is still a guess: shown as interim, then the real final", () => {
    const t = setup({ family: "chrome-android" });
    t.controller.start();
    t.last().results([{ transcript: "hello", isFinal: true, confidence: 0 }], 0);
    expect(t.finals()).toEqual([]);
    expect(t.events.interims.at(-1)).toBe("hello");
    t.last().results([{ transcript: "hello there", isFinal: true, confidence: 0.8 }], 0);
    t.last().end();
    expect(t.events.finals).toEqual([{ text: "hello there", confidence: 0.8 }]);
  });

  it("on desktop keeps a phrase said twice in a row, and a longer phrase that starts with the last one", () => {
    const t = setup({ family: "chrome-desktop" });
    t.controller.start();
    const rec = t.last();
    rec.results([{ transcript: "no", isFinal: true, confidence: 0.9 }], 0);
    rec.results([{ transcript: "no", isFinal: true }, { transcript: " no", isFinal: true, confidence: 0.9 }], 1);
    rec.results([{ transcript: "no", isFinal: true }, { transcript: " no", isFinal: true }, { transcript: " the cat", isFinal: true }], 2);
    rec.results(
      [{ transcript: "no", isFinal: true }, { transcript: " no", isFinal: true }, { transcript: " the cat", isFinal: true }, { transcript: " the cat sat down", isFinal: true }],
      3,
    );
    expect(t.finals()).toEqual(["no", "no", "the cat", "the cat sat down"]);
  });

  it("Safari: a guess replaced by an unrelated one after a pause is kept, not lost", () => {
    const t = setup({ family: "safari" });
    t.controller.start();
    const rec = t.last();
    rec.results([{ transcript: "Meet me at the station", isFinal: false, confidence: 0 }], 0);
    rec.results([{ transcript: "Bring", isFinal: false, confidence: 0 }], 0);
    rec.results([{ transcript: "Bring an umbrella", isFinal: true, confidence: 0.8 }], 0);
    expect(t.finals()).toEqual(["Meet me at the station", "Bring an umbrella"]);
  });

  it("joins interim parts without a leading space (Edge) or with one (Chrome)", () => {
    const t = setup({ family: "edge" });
    t.controller.start();
    t.last().results([{ transcript: "Hello", isFinal: false }, { transcript: "world", isFinal: false }], 0);
    expect(t.events.interims.at(-1)).toBe("Hello world");
    t.last().results([{ transcript: "Hello", isFinal: false }, { transcript: " world", isFinal: false }], 0);
    expect(t.events.interims.at(-1)).toBe("Hello world");
  });

  it("reports the new words when a final at the same index grows", () => {
    const t = setup();
    t.controller.start();
    t.last().results([{ transcript: "good", isFinal: true }], 0);
    t.last().results([{ transcript: "good morning", isFinal: true }], 0);
    expect(t.finals()).toEqual(["good", "morning"]);
  });

  it("restarts about 100 ms after the recogniser ends (silence, the ~60 s limit)", () => {
    const t = setup();
    t.controller.start();
    t.advance(5000);
    t.last().end();
    expect(t.recs).toHaveLength(1);
    t.advance(99);
    expect(t.recs).toHaveLength(1);
    t.advance(1);
    expect(t.recs).toHaveLength(2);
    expect(t.last().started).toBe(1);
    expect(t.controller.state).toBe("listening");
    expect(t.events.sessions).toEqual([]); // still the same dictation
  });

  it("a stop cancels a pending restart", () => {
    const t = setup();
    t.controller.start();
    t.advance(5000);
    t.last().end();
    t.advance(50);
    t.controller.stop();
    t.advance(1000);
    expect(t.recs).toHaveLength(1);
    expect(t.controller.state).toBe("idle");
    expect(t.pendingTimers()).toBe(0);
    expect(t.events.sessions).toEqual([{ durationMs: 5050 }]);
  });

  it("End Dictation stops (not aborts) and still takes the last words before ending", () => {
    const t = setup();
    t.controller.start();
    const rec = t.last();
    t.advance(3000);
    rec.results([{ transcript: "last words", isFinal: false }], 0);
    t.controller.stop();
    expect(rec.stopped).toBe(1);
    expect(rec.aborted).toBe(0);
    expect(t.controller.state).toBe("idle");
    expect(t.events.sessions).toEqual([]);
    rec.results([{ transcript: "last words here", isFinal: true }], 0);
    rec.end();
    expect(t.finals()).toEqual(["last words here"]);
    expect(t.events.sessions).toEqual([{ durationMs: 3000 }]);
    t.advance(1000);
    expect(t.recs).toHaveLength(1); // no restart after a stop
  });

  it("commits words still interim when a session ends", () => {
    const t = setup();
    t.controller.start();
    t.last().results([{ transcript: "almost lost", isFinal: false }], 0);
    t.advance(2000);
    t.last().end();
    expect(t.finals()).toEqual(["almost lost"]);
  });

  it("gives up on a recogniser that never drains after a stop", () => {
    const t = setup();
    t.controller.start();
    const rec = t.last();
    t.controller.stop();
    t.advance(3000);
    expect(rec.aborted).toBe(1);
    expect(t.events.sessions).toHaveLength(1);
  });

  it("ended() waits for the last words a stopped recogniser sends, and for its end", async () => {
    const t = setup();
    t.controller.start();
    const rec = t.last();
    let ended = false;
    t.controller.stop();
    const done = t.controller.ended().then(() => {
      ended = true;
    });
    rec.results([{ transcript: "said just before the stop", isFinal: true }], 0);
    await Promise.resolve();
    expect(ended).toBe(false);
    rec.end();
    await done;
    expect(t.finals()).toEqual(["said just before the stop"]);
  });

  it("ended() resolves when a stopped recogniser never sends its end (given up on after the drain time)", async () => {
    const t = setup();
    t.controller.start();
    t.controller.stop();
    let ended = false;
    const done = t.controller.ended().then(() => {
      ended = true;
    });
    t.advance(2999);
    await Promise.resolve();
    expect(ended).toBe(false);
    t.advance(1);
    await done;
    expect(t.last().aborted).toBe(1);
  });

  it("ended() after a stop resolves when that stop's recogniser ends, though Start was pressed meanwhile", async () => {
    const t = setup();
    t.controller.start();
    const first = t.last();
    t.controller.stop();
    const done = t.controller.ended(); // resolves for this stop, or the test times out
    t.controller.start(); // pressed while the first recogniser is still sending its last words
    first.results([{ transcript: "the last words", isFinal: true }], 0);
    first.end();
    await done;
    expect(t.finals()).toEqual(["the last words"]);
    expect(t.controller.state).toBe("listening");
  });

  it("ended() after a stop is given up on after the drain time though Start was pressed meanwhile", async () => {
    const t = setup();
    t.controller.start();
    t.controller.stop();
    const done = t.controller.ended(); // resolves for this stop, or the test times out
    t.controller.start();
    t.advance(3000);
    await done;
    expect(t.recs[0].aborted).toBe(1);
  });

  it("ended() resolves at once when nothing is listening", async () => {
    const t = setup();
    await t.controller.ended();
    t.controller.start();
    t.last().end(); // the recogniser ends on its own: a restart is due, then the person stops
    t.controller.stop();
    await t.controller.ended();
    expect(t.events.sessions).toHaveLength(1);
  });

  it("permission denied: idle, a permission error, no restart", () => {
    const t = setup();
    t.controller.start();
    t.last().error("not-allowed");
    t.last().end();
    t.advance(1000);
    expect(t.controller.state).toBe("idle");
    expect(t.events.errors).toEqual([{ kind: "permission", code: "not-allowed" }]);
    expect(t.recs).toHaveLength(1);
  });

  it("network error: idle with a network error", () => {
    const t = setup();
    t.controller.start();
    t.last().error("network");
    t.last().end();
    t.advance(1000);
    expect(t.events.errors).toEqual([{ kind: "network", code: "network" }]);
    expect(t.controller.state).toBe("idle");
    expect(t.recs).toHaveLength(1);
  });

  it("ignores aborted and no-speech, and keeps listening after them", () => {
    const t = setup();
    t.controller.start();
    t.advance(8000);
    t.last().error("no-speech");
    t.last().error("aborted");
    t.last().end();
    t.advance(100);
    expect(t.events.errors).toEqual([]);
    expect(t.recs).toHaveLength(2);
    expect(t.controller.state).toBe("listening");
  });

  it("reports other errors with their code and stops", () => {
    const t = setup();
    t.controller.start();
    t.last().error("audio-capture");
    expect(t.events.errors).toEqual([{ kind: "other", code: "audio-capture" }]);
    expect(t.controller.state).toBe("idle");
  });

  it("service-not-allowed means the browser cannot recognise here", () => {
    const t = setup();
    t.controller.start();
    t.last().error("service-not-allowed");
    expect(t.events.errors).toEqual([{ kind: "unavailable", code: "service-not-allowed" }]);
  });

  it("a recogniser whose start() throws is reported unavailable", () => {
    const t = setup({
      createRecognition: () => Object.assign(new FakeRec(), { throwOnStart: true }),
    });
    t.controller.start();
    expect(t.controller.state).toBe("idle");
    expect(t.events.errors).toEqual([{ kind: "unavailable", code: "start-failed" }]);
  });

  it("a browser that ends every session at once without hearing anything is reported unavailable", () => {
    const t = setup();
    t.controller.start();
    for (let i = 0; i < 3; i++) {
      t.advance(10);
      t.last().end();
      t.advance(100);
    }
    expect(t.events.errors).toEqual([{ kind: "unavailable", code: "no-audio" }]);
    expect(t.controller.state).toBe("idle");
    expect(t.recs).toHaveLength(3);
  });

  it("long silent sessions are not mistaken for a broken recogniser", () => {
    const t = setup();
    t.controller.start();
    for (let i = 0; i < 5; i++) {
      t.advance(8000);
      t.last().end();
      t.advance(100);
    }
    expect(t.events.errors).toEqual([]);
    expect(t.recs).toHaveLength(6);
  });

  it("switching language restarts the recogniser with it", () => {
    const t = setup();
    t.controller.start();
    t.advance(2000);
    t.controller.setLanguage("en-GB");
    expect(t.recs[0].stopped).toBe(1);
    t.recs[0].end();
    t.advance(100);
    expect(t.last().lang).toBe("en-GB");
    expect(t.controller.language).toBe("en-GB");
  });

  it("dispose (leaving the screen) aborts, reports the session and ignores late events", () => {
    const t = setup();
    t.controller.start();
    const rec = t.last();
    t.advance(4000);
    t.controller.dispose();
    expect(rec.aborted).toBe(1);
    expect(t.controller.state).toBe("idle");
    expect(t.events.sessions).toEqual([{ durationMs: 4000 }]);
    rec.results([{ transcript: "late", isFinal: true }], 0);
    rec.end();
    t.advance(1000);
    expect(t.finals()).toEqual([]);
    t.controller.start();
    expect(t.recs).toHaveLength(1);
  });

  it("a new dictation may start while the last one still drains", () => {
    const t = setup();
    t.controller.start();
    const first = t.last();
    t.controller.stop();
    t.controller.start();
    expect(t.recs).toHaveLength(2);
    first.results([{ transcript: "from before", isFinal: true }], 0);
    first.end();
    t.last().results([{ transcript: "and now", isFinal: true }], 0);
    expect(t.finals()).toEqual(["from before", "and now"]);
    expect(t.controller.state).toBe("listening");
  });
});

describe("support detection", () => {
  it("finds the standard or the webkit-prefixed recogniser", () => {
    class R {}
    expect(getRecognitionConstructor({ SpeechRecognition: R })).toBe(R);
    expect(getRecognitionConstructor({ webkitSpeechRecognition: R })).toBe(R);
    expect(getRecognitionConstructor({})).toBeNull();
    expect(getRecognitionConstructor(undefined)).toBeNull();
  });

  it("prefers on-device recognition when the browser has it", async () => {
    const ctor = (available?: RecognitionConstructorLike["available"]) =>
      Object.assign(class {}, { available }) as unknown as RecognitionConstructorLike;
    expect(await detectProcessingMode(ctor(), "en-US")).toBe("service");
    expect(await detectProcessingMode(ctor(async () => "available"), "en-US")).toBe("on-device");
    expect(await detectProcessingMode(ctor(async () => "downloadable"), "en-US")).toBe("on-device-downloadable");
    expect(await detectProcessingMode(ctor(async () => "unavailable"), "en-US")).toBe("service");
    expect(await detectProcessingMode(ctor(() => Promise.reject(new Error("policy"))), "en-US")).toBe("service");
    const seen: unknown[] = [];
    await detectProcessingMode(
      ctor(async (o) => {
        seen.push(o);
        return "available";
      }),
      "de-DE",
    );
    expect(seen).toEqual([{ langs: ["de-DE"], processLocally: true }]);
  });
});

describe("alternatives and vocabulary biasing", () => {
  it("hands on the recogniser's other guesses for a final phrase", () => {
    const got: string[][] = [];
    const t = setup({ listener: { onFinal: (_text, _c, alternatives) => got.push(alternatives) } });
    t.controller.start();
    const rec = t.last();
    const result = Object.assign([{ transcript: "their dog", confidence: 0.5 }, { transcript: " there dog " }, { transcript: "their dog" }], { isFinal: true });
    rec.onresult?.({ resultIndex: 0, results: [result] });
    expect(got).toEqual([["there dog"]]); // trimmed, and the same words as the best guess dropped
  });

  it("gives the phrases to a recogniser that supports biasing, and carries on when it refuses them", () => {
    type BiasRec = FakeRec & { phrases: unknown };
    const made: BiasRec[] = [];
    const t = setup({
      phrases: ["Siobhan"],
      createPhrases: (p) => p.map((phrase) => ({ phrase })),
      createRecognition: () => {
        const rec = Object.assign(new FakeRec(), { phrases: [] as unknown }) as BiasRec;
        made.push(rec);
        return rec;
      },
    });
    t.controller.start();
    expect(made[0].phrases).toEqual([{ phrase: "Siobhan" }]);
    made[0].error("phrases-not-supported");
    expect(t.controller.state).toBe("listening");
    made[0].end();
    t.advance(200);
    expect(made).toHaveLength(2);
    expect(made[1].phrases).toEqual([]); // not offered again
  });
});
