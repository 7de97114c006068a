/**
 * @jest-environment jsdom
 */
// End (End Meeting, End Lecture...) processes every word heard. A browser's recogniser sends the
// words said just before the press after stop(), then ends, or may never send its end: the tool
// waits for those words (at most the controller's drain time) instead of processing without them
// or saying there is nothing to process.
import { createElement } from "react";
import { Square } from "lucide-react";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { useRecordingTool, type RecordingTool } from "@/components/voice-tools/shared/use-recording-tool";
import { ToolPhases } from "@/components/voice-tools/shared/tool-phases";
import { toast } from "@/lib/toast";

jest.mock("@/lib/toast", () => ({ toast: jest.fn() }));
import { readDraft } from "@/lib/voice-tools/tool-draft";

type Vocabulary = { apply: (text: string) => string; phrases: string[]; ready: boolean };
const READY: Vocabulary = { apply: (text) => text.replace("my address", "1 High Street"), phrases: [], ready: true };
// the list still loading: nothing to expand with yet
const LOADING: Vocabulary = { apply: (text) => text, phrases: [], ready: false };
let vocabulary: Vocabulary = READY;
jest.mock("@/lib/queries/vocabulary", () => ({ useVocabularyMatcher: () => vocabulary }));

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

/** Recording, and a phrase heard before the vocabulary list has loaded (it waits for the list). */
async function saidWhileListLoads(text: string) {
  vocabulary = LOADING;
  const hook = await recording();
  const said = Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal: true });
  act(() => LateRecognition.instances[0].onresult?.({ resultIndex: 0, results: [said] }));
  return hook;
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
    vocabulary = READY;
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

  it("shows it is finishing while it waits, and ends for its own stop though Start is pressed meanwhile", async () => {
    const { result } = await recording();
    LateRecognition.instances[0].lastWords = "action for sam";
    expect(result.current.ending).toBe(false);
    const run = jest.fn(async (transcript: string) => transcript);
    let finished: Promise<string | null> = Promise.resolve(null);
    act(() => {
      finished = result.current.finish(run, outcome);
    });
    expect(result.current.ending).toBe(true);
    act(() => void result.current.recorder.start());
    await act(() => finished);
    expect(run).toHaveBeenCalledWith("action for sam", ["action for sam"]);
    expect(result.current.ending).toBe(false);
  });

  it("the microphone's own Stop keeps words held for the vocabulary list until it loads", async () => {
    const hook = await saidWhileListLoads("send it to my address");
    await act(() => hook.result.current.recorder.stop());
    expect(hook.result.current.session.heard().transcript).toBe("");
    vocabulary = { ...READY };
    hook.rerender();
    expect(hook.result.current.session.heard().transcript).toBe("send it to 1 High Street");
  });

  it("leaving while the AI works keeps the words flushed at End in the draft", async () => {
    const hook = await saidWhileListLoads("we close at five");
    const run = jest.fn(async (transcript: string) => {
      hook.unmount(); // Back pressed while the minutes are being written
      return `minutes of: ${transcript}`;
    });
    await act(() => hook.result.current.finish(run, outcome));
    expect(run).toHaveBeenCalledWith("we close at five", ["we close at five"]);
    expect(readDraft<{ title: string }, string>("meeting", { title: "" })?.transcript).toBe("we close at five");
  });

  it("while End waits, the screen says it is processing and neither End nor the microphone can be pressed", async () => {
    let tool: RecordingTool<{ title: string }, string> | null = null;
    function Meeting() {
      const t = useRecordingTool<{ title: string }, string>("meeting", { title: "" });
      tool = t;
      return createElement(ToolPhases<{ title: string }, string>, {
        tool: t,
        setup: null,
        recording: { heading: "Recording", processingText: "Creating meeting minutes...", stop: { label: "End Meeting", icon: Square, onClick: () => {} } },
        results: { testId: "minutes", newLabel: "New Meeting", view: (r: string) => r },
      });
    }
    render(createElement(Meeting));
    const current = () => tool as unknown as RecordingTool<{ title: string }, string>;
    await waitFor(() => expect(current().recorder.support).toBe("supported"));
    act(() => current().begin("Meeting recording started"));
    await waitFor(() => expect(LateRecognition.instances).toHaveLength(1));
    LateRecognition.instances[0].lastWords = "the room is booked";
    let finished: Promise<string | null> = Promise.resolve(null);
    act(() => {
      finished = current().finish(async (transcript) => transcript, outcome);
    });
    expect(screen.getByTestId("processing").textContent).toContain("Creating meeting minutes...");
    expect(screen.queryByRole("button", { name: /End Meeting/ })).toBeNull();
    expect(screen.getByRole("button", { name: /microphone/ })).toBeDisabled();
    await act(() => finished);
    expect(screen.getByTestId("minutes")).toBeTruthy();
  });
});
