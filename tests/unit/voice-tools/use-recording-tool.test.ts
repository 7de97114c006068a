/**
 * @jest-environment jsdom
 */
// End (End Meeting, End Lecture...) processes every word heard. A browser's recogniser sends the
// words said just before the press after stop(), then ends, or may never send its end: the tool
// waits for those words (at most the controller's drain time) instead of processing without them
// or saying there is nothing to process.
import { act, renderHook, waitFor } from "@testing-library/react";
import { useRecordingTool } from "@/components/voice-tools/shared/use-recording-tool";
import { toast } from "@/lib/toast";

jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));
const VOCABULARY = { apply: (text: string) => text, phrases: [], ready: true };
jest.mock("@/lib/queries/vocabulary", () => ({ useVocabularyMatcher: () => VOCABULARY }));

type Handler = ((event?: unknown) => void) | null;

/** A browser recogniser: what it heard last arrives after stop(), then (or never) its end. */
class LateRecognition {
  static instances: LateRecognition[] = [];
  static sendsEnd = true;
  lang = "";
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult: Handler = null;
  onerror: Handler = null;
  onend: Handler = null;
  onstart: Handler = null;
  onaudiostart: Handler = null;
  lastWords = "";
  constructor() {
    LateRecognition.instances.push(this);
  }
  start() {}
  stop() {
    setTimeout(() => {
      const result = Object.assign([{ transcript: this.lastWords, confidence: 0.9 }], { isFinal: true });
      this.onresult?.({ resultIndex: 0, results: [result] });
      if (LateRecognition.sendsEnd) setTimeout(() => this.onend?.(), 50);
    }, 50);
  }
  abort() {}
}

const outcome = { done: { title: "Done" }, failed: { title: "Failed" } };

async function recording() {
  const hook = renderHook(() => useRecordingTool<{ title: string }, string>("meeting", { title: "" }));
  await waitFor(() => expect(hook.result.current.recorder.support).toBe("supported"));
  act(() => hook.result.current.begin("Meeting recording started"));
  await waitFor(() => expect(LateRecognition.instances).toHaveLength(1));
  return hook;
}

describe("useRecordingTool: End processes the words the recogniser sends after the stop", () => {
  beforeEach(() => {
    LateRecognition.instances = [];
    LateRecognition.sendsEnd = true;
    jest.mocked(toast).mockClear();
    localStorage.clear();
    Object.assign(window, { SpeechRecognition: LateRecognition });
  });

  it("includes the words said just before End", async () => {
    const { result } = await recording();
    LateRecognition.instances[0].lastWords = "we agreed to meet again on monday";
    const run = jest.fn(async (transcript: string) => `minutes of: ${transcript}`);
    await act(() => result.current.finish(run, outcome));
    expect(run).toHaveBeenCalledWith("we agreed to meet again on monday", ["we agreed to meet again on monday"]);
    expect(toast).toHaveBeenCalledWith(outcome.done);
    expect(result.current.session.phase).toBe("results");
  });

  it("finishes when the recogniser never sends its end", async () => {
    LateRecognition.sendsEnd = false;
    const { result } = await recording();
    LateRecognition.instances[0].lastWords = "the budget is agreed";
    const run = jest.fn(async (transcript: string) => transcript);
    await act(() => result.current.finish(run, outcome));
    expect(run).toHaveBeenCalledWith("the budget is agreed", ["the budget is agreed"]);
    expect(result.current.session.phase).toBe("results");
  });
});
