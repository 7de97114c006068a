// Every real browser's way of reporting speech, replayed through the controller and the editor's
// dictation code: the hand-written traces (tests/fixtures/speech/<family>/*.json, each from the
// browser's source or public bug reports), and generated phrase sequences with repeats under
// every family's pattern (no spoken word lost, none doubled).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { detectRecognizerFamily, RECOGNIZER_FAMILIES } from "@/lib/speech/recognizer-family";
import { applyPhrase, EMPTY_MEMORY } from "@/lib/speech/dictation-memory";
import { generateRuns, type SpeechTrace } from "@/tests/support/speech-traces";
import { replayTrace } from "@/tests/support/replay-trace";

const FIXTURES = path.join(process.cwd(), "tests/fixtures/speech");

function loadTraces(): Array<[string, SpeechTrace & { errors?: string[] }]> {
  return RECOGNIZER_FAMILIES.flatMap((family) =>
    readdirSync(path.join(FIXTURES, family))
      .filter((f) => f.endsWith(".json"))
      .map((f): [string, SpeechTrace & { errors?: string[] }] => [`${family}/${f}`, JSON.parse(readFileSync(path.join(FIXTURES, family, f), "utf8"))]),
  );
}

describe("browser traces (from each browser's source and bug reports)", () => {
  const traces = loadTraces();

  it("covers every family, each trace naming its sources", () => {
    for (const family of RECOGNIZER_FAMILIES) expect(traces.filter(([, t]) => t.family === family).length).toBeGreaterThanOrEqual(3);
    for (const [, trace] of traces) expect(trace.sources.length).toBeGreaterThan(0);
  });

  it.each(traces)("%s: the browser is told apart by what it says it is", (_name, trace) => {
    expect(detectRecognizerFamily({ userAgent: trace.userAgent })).toBe(trace.family);
  });

  it.each(traces)("%s gives the expected text", (_name, trace) => {
    let text = "";
    let memory = EMPTY_MEMORY;
    const outcome = replayTrace(trace.runs, trace.family, {
      onFinal: (heard) => {
        const r = applyPhrase(text, heard, memory);
        text = r.content;
        memory = r.memory;
      },
    });
    expect(text).toBe(trace.expected);
    expect(outcome.errors.map((e) => e.code)).toEqual(trace.errors ?? []);
  });
});

// ---- generated: phrase sequences with repeats -------------------------------------------------

const WORDS = ["no", "yes", "the", "cat", "sat", "down", "we", "need", "to", "talk", "hello", "again"];
const keys = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/** An utterance, often a repeat (the same as, or starting with, an earlier one). */
const utterances = fc
  .array(
    fc.oneof(
      fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 5 }).map((w) => ({ kind: "new" as const, words: w })),
      fc.nat(20).map((k) => ({ kind: "repeat" as const, k })),
      fc.tuple(fc.nat(20), fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })).map(([k, w]) => ({ kind: "extend" as const, k, words: w })),
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((items) => {
    const said: string[] = [];
    for (const item of items) {
      if (item.kind === "new" || said.length === 0) said.push((item.kind === "new" ? item.words : ["hello"]).join(" "));
      else if (item.kind === "repeat") said.push(said[item.k % said.length]);
      else said.push(`${said[item.k % said.length]} ${item.words.join(" ")}`);
    }
    return said;
  });

describe("generated phrase sequences with repeats, under every browser's pattern", () => {
  it.each(RECOGNIZER_FAMILIES)("%s: every spoken word arrives, in order, as many times as it was said", (family) => {
    fc.assert(
      fc.property(utterances, fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (said, seed, cutAtStop) => {
        const runs = generateRuns(family, said.map((say) => ({ say })), { seed, cutAtStop });
        const heard: string[] = [];
        replayTrace(runs, family, { onFinal: (text) => heard.push(text) });
        expect(keys(heard.join(" "))).toEqual(keys(said.join(" ")));
      }),
      { numRuns: 150 },
    );
  });
});
