// Text-to-speech state machine (core-product §4: idle -> speaking -> paused / stopped),
// independent of React so it can be tested with a fake speechSynthesis. It speaks one chunk
// at a time (see speech-chunks.ts), highlights the word from boundary events, and falls back
// to highlighting the whole sentence when the voice sends none.
import { createWordLocator, splitIntoSpeechChunks, wordForBoundary, type SpeechChunk } from "@/lib/accessibility/speech-chunks";
import type { TextRange } from "@/lib/text/sentences";

export type ReadAloudStatus = "idle" | "speaking" | "paused";
export type ReadAloudHighlight = TextRange & { granularity: "word" | "sentence" };
export type ReadAloudSnapshot = { status: ReadAloudStatus; text: string; highlight: ReadAloudHighlight | null };

type SynthLike = Pick<SpeechSynthesis, "speak" | "cancel" | "pause" | "resume">;
type UtteranceCtor = new (text: string) => SpeechSynthesisUtterance;

type Session = {
  text: string;
  chunks: SpeechChunk[];
  index: number;
  locate: (index: number) => TextRange | null;
  sawBoundary: boolean;
  /** Held so the browser does not garbage-collect it mid-speech (Chrome then drops onend). */
  utterance: SpeechSynthesisUtterance | null;
};

export type ReadAloudEngineOptions = {
  onChange: (snapshot: ReadAloudSnapshot) => void;
  onError: (code: string) => void;
};

export class ReadAloudEngine {
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  private session: Session | null = null;
  private snapshot: ReadAloudSnapshot = { status: "idle", text: "", highlight: null };

  constructor(
    private readonly synth: SynthLike,
    private readonly Utterance: UtteranceCtor,
    private readonly options: ReadAloudEngineOptions,
  ) {}

  get state(): ReadAloudSnapshot {
    return this.snapshot;
  }

  /** Starts reading `text` from the beginning; false when there is nothing to read. */
  speak(text: string): boolean {
    this.stop();
    const chunks = splitIntoSpeechChunks(text);
    if (chunks.length === 0) return false;
    this.session = { text, chunks, index: 0, locate: createWordLocator(text), sawBoundary: false, utterance: null };
    this.set({ status: "speaking", text, highlight: null });
    this.speakChunk(this.session, 0);
    return true;
  }

  pause(): void {
    if (this.snapshot.status !== "speaking") return;
    this.synth.pause();
    this.set({ ...this.snapshot, status: "paused" });
  }

  resume(): void {
    if (this.snapshot.status !== "paused") return;
    this.synth.resume();
    this.set({ ...this.snapshot, status: "speaking" });
  }

  stop(): void {
    const wasActive = this.session !== null;
    this.session = null;
    if (wasActive) {
      this.synth.cancel();
      // A paused engine stays paused after cancel in some browsers; the next speak would be silent.
      this.synth.resume();
    }
    if (this.snapshot.status !== "idle" || this.snapshot.highlight) this.set({ status: "idle", text: this.snapshot.text, highlight: null });
  }

  private speakChunk(session: Session, index: number): void {
    const chunk = session.chunks[index];
    const u = new this.Utterance(chunk.text);
    u.rate = this.rate;
    u.lang = this.voice?.lang ?? "en-US";
    if (this.voice) u.voice = this.voice;
    const isCurrent = () => this.session === session && session.index === index;
    u.onstart = () => {
      if (isCurrent() && !session.sawBoundary) this.setHighlight({ start: chunk.start, end: chunk.end, granularity: "sentence" });
    };
    u.onboundary = (event) => {
      if (!isCurrent() || (event.name && event.name !== "word")) return;
      const word = wordForBoundary(chunk, event.charIndex, session.locate);
      if (!word) return;
      session.sawBoundary = true;
      this.setHighlight({ ...word, granularity: "word" });
    };
    u.onend = () => {
      if (!isCurrent()) return;
      if (index + 1 < session.chunks.length) {
        session.index = index + 1;
        this.speakChunk(session, index + 1);
      } else {
        this.session = null;
        this.set({ status: "idle", text: session.text, highlight: null });
      }
    };
    u.onerror = (event) => {
      if (!isCurrent()) return;
      // cancel() (stop, or a new speak) reports these; they are not failures.
      if (event.error === "interrupted" || event.error === "canceled") return;
      this.stop();
      this.options.onError(event.error);
    };
    session.utterance = u;
    this.synth.speak(u);
  }

  private setHighlight(highlight: ReadAloudHighlight) {
    this.set({ ...this.snapshot, highlight });
  }

  private set(snapshot: ReadAloudSnapshot) {
    this.snapshot = snapshot;
    this.options.onChange(snapshot);
  }
}
