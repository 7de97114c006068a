// The spelling worker: checks text off the main thread, so typing never waits for it. The
// checker's data (about 2 MB: words, sounds, counts) is fetched with this worker, not with the page.
import { handleSpellingRequest, type SpellingRequest } from "./protocol";

const scope = self as unknown as { onmessage: ((e: MessageEvent<SpellingRequest>) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  void handleSpellingRequest(event.data).then((response) => scope.postMessage(response));
};
