// The editor's way to the spelling checker: one worker per page, started on the first request,
// with each answer matched to its request. Where a worker cannot start, the same handler runs on
// the main thread after the page (tests, old browsers), so the checker still answers.
import { handleSpellingRequest, type SpellingRequest, type SpellingResponse } from "./protocol";
import type { SpellingFlag } from "@/lib/spelling/checker/check";

type Pending = { resolve: (r: SpellingResponse) => void };
type Request = SpellingRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export class SpellingClient {
  private worker: Worker | null | undefined;
  private nextId = 1;
  private pending = new Map<number, Pending>();

  constructor(private readonly createWorker: () => Worker | null = defaultWorker) {}

  check(text: string, options: { vocabulary?: string[]; names?: string[]; suggestFor?: number } = {}): Promise<SpellingFlag[]> {
    return this.send({ type: "check", text, ...options }).then((r) => (r.type === "check" ? r.flags : Promise.reject(new Error(r.type === "error" ? r.message : "unexpected answer"))));
  }

  suggest(word: string, vocabulary?: string[]): Promise<string[]> {
    return this.send({ type: "suggest", word, vocabulary }).then((r) => (r.type === "suggest" ? r.suggestions : Promise.reject(new Error(r.type === "error" ? r.message : "unexpected answer"))));
  }

  /** Stops the worker (a new one starts on the next request). */
  dispose() {
    this.worker?.terminate();
    this.worker = undefined;
    for (const p of this.pending.values()) p.resolve({ id: 0, type: "error", message: "stopped" });
    this.pending.clear();
  }

  private send(request: Request): Promise<SpellingResponse> {
    const id = this.nextId++;
    const message = { ...request, id } as SpellingRequest;
    const worker = this.ensureWorker();
    if (!worker) return handleSpellingRequest(message);
    return new Promise((resolve) => {
      this.pending.set(id, { resolve });
      worker.postMessage(message);
    });
  }

  private ensureWorker(): Worker | null {
    if (this.worker !== undefined) return this.worker;
    try {
      this.worker = this.createWorker();
    } catch {
      this.worker = null;
    }
    if (this.worker) {
      this.worker.onmessage = (event: MessageEvent<SpellingResponse>) => {
        const p = this.pending.get(event.data.id);
        this.pending.delete(event.data.id);
        p?.resolve(event.data);
      };
      // a worker that fails to load answers every waiting request on the main thread instead
      this.worker.onerror = () => {
        const waiting = [...this.pending.keys()];
        this.worker?.terminate();
        this.worker = null;
        for (const id of waiting) this.pending.get(id)?.resolve({ id, type: "error", message: "The spelling checker could not start." });
        this.pending.clear();
      };
    }
    return this.worker;
  }
}

function defaultWorker(): Worker | null {
  if (typeof Worker === "undefined") return null;
  return new Worker(new URL("./spelling.worker.ts", import.meta.url));
}
