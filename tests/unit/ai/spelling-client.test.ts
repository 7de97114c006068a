// The editor's spelling client: answers from a worker matched to their requests, and the same
// answers on the main thread when no worker can start. The worker itself is faked at its
// boundary (postMessage/onmessage) and runs the real handler.
import { SpellingClient } from "@/lib/spelling/spelling-client";
import { handleSpellingRequest, type SpellingRequest } from "@/lib/spelling/protocol";

class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  posted: SpellingRequest[] = [];
  postMessage(message: SpellingRequest) {
    this.posted.push(message);
    // answer the later request first: answers must still reach the right caller
    const delay = message.type === "suggest" ? 0 : 30;
    setTimeout(() => void handleSpellingRequest(message).then((data) => this.onmessage?.({ data } as MessageEvent)), delay);
  }
  terminate() {}
}

describe("SpellingClient", () => {
  it("checks a text in the worker and matches each answer to its request", async () => {
    const fake = new FakeWorker();
    const client = new SpellingClient(() => fake as unknown as Worker);
    const [flags, suggestions] = await Promise.all([client.check("I sed it was definatly enuff"), client.suggest("becos")]);
    expect(flags.map((f) => [f.word, f.suggestions[0]])).toEqual([
      ["sed", "said"],
      ["definatly", "definitely"],
      ["enuff", "enough"],
    ]);
    expect(suggestions[0]).toBe("because");
    expect(fake.posted.map((m) => m.type)).toEqual(["check", "suggest"]);
  }, 60_000);

  it("answers on the main thread when no worker can start", async () => {
    const client = new SpellingClient(() => {
      throw new Error("no workers here");
    });
    const flags = await client.check("Tell me wen you are redy.", { vocabulary: ["SayWrite"] });
    expect(flags.map((f) => [f.word, f.suggestions[0]])).toEqual([
      ["wen", "when"],
      ["redy", "ready"],
    ]);
  }, 60_000);

  it("leaves suggestions for later past the first few different misspellings", async () => {
    const client = new SpellingClient(() => null);
    const flags = await client.check("sed enuff becos sed", { suggestFor: 1 });
    expect(flags.map((f) => [f.word, f.pending ?? false, f.suggestions.length > 0])).toEqual([
      ["sed", false, true],
      ["enuff", true, false],
      ["becos", true, false],
      ["sed", false, true],
    ]);
  }, 60_000);
});
