/**
 * @jest-environment jsdom
 */
// The editor's spelling check between two answers: its flags follow each edit at once (the words
// after a replacement stay listed, at their places), and an answer for a text changed while it was
// being checked is dropped.
import { act, renderHook } from "@testing-library/react";
import type { SpellingFlag } from "@/lib/spelling/checker/check";
import { SPELLING_PAUSE_MS, useSpellingCheck } from "@/components/editor/proofread/use-spelling-check";

// each check waits for the test to answer it
const mockChecks: Array<{ text: string; answer: (flags: SpellingFlag[]) => void }> = [];
jest.mock("@/lib/spelling/spelling-client", () => ({
  SpellingClient: class {
    check(text: string) {
      return new Promise((resolve) => mockChecks.push({ text, answer: resolve }));
    }
    suggest() {
      return Promise.resolve([]);
    }
  },
}));
jest.mock("@/lib/queries/direct", () => ({ useVocabularyList: () => ({ data: [] }) }));

function flag(text: string, word: string, suggestion: string): SpellingFlag {
  const start = text.indexOf(word);
  return { start, end: start + word.length, word, kind: "spelling", suggestions: [suggestion], hint: "Not a word we know." };
}
// what a person sees: each flag's word as it stands in the text, and its first suggestion
const seen = (flags: readonly SpellingFlag[], text: string) => flags.map((f) => [text.slice(f.start, f.end), f.word, f.suggestions[0]]);
const pause = () => act(() => jest.advanceTimersByTimeAsync(SPELLING_PAUSE_MS));

beforeEach(() => {
  jest.useFakeTimers();
  mockChecks.length = 0;
});
afterEach(() => jest.useRealTimers());

it("moves the last answer's flags through a replacement at once, and drops an answer for a text changed while it was checked", async () => {
  const first = "I sed it was definatly enuff";
  const { result, rerender } = renderHook(({ text }) => useSpellingCheck(text), { initialProps: { text: first } });
  await pause();
  expect(mockChecks.map((c) => c.text)).toEqual([first]);
  await act(async () => mockChecks[0].answer([flag(first, "sed", "said"), flag(first, "definatly", "definitely"), flag(first, "enuff", "enough")]));
  expect(seen(result.current.flags, first)).toEqual([
    ["sed", "sed", "said"],
    ["definatly", "definatly", "definitely"],
    ["enuff", "enuff", "enough"],
  ]);

  // "sed" replaced: before any new answer, the words after it are still flagged, at their places
  const second = "I said it was definatly enuff";
  rerender({ text: second });
  expect(seen(result.current.flags, second)).toEqual([
    ["definatly", "definatly", "definitely"],
    ["enuff", "enuff", "enough"],
  ]);
  await pause();
  expect(mockChecks.map((c) => c.text)).toEqual([first, second]);

  // "definatly" replaced while that check runs; its answer then arrives, for a text gone: dropped
  const third = "I said it was definitely enuff";
  rerender({ text: third });
  expect(seen(result.current.flags, third)).toEqual([["enuff", "enuff", "enough"]]);
  await pause();
  await act(async () => mockChecks[1].answer([flag(second, "definatly", "defiantly"), flag(second, "enuff", "stale answer")]));
  expect(seen(result.current.flags, third)).toEqual([["enuff", "enuff", "enough"]]);
  // the answer for the text as it is replaces them
  const newest = { ...flag(third, "enuff", "enough"), hint: "Checked again." };
  await act(async () => mockChecks[2].answer([newest]));
  expect(result.current.flags).toEqual([newest]);
});
