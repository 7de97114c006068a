import type { Page } from "@playwright/test";

// A fake speechSynthesis installed before the page loads. Nothing is spoken: tests drive it
// through window.__fakeTts:
//   utterances  what was passed to speak() (text, rate, lang, voice name)
//   nextWord()  fires a word boundary event for the next word of the current utterance
//   finish()    ends the current utterance (onend), as the browser does after the last word
//   fail(code)  fires onerror with that code
//   paused      whether pause() was called without resume()
// Two voices exist: an online one (the browser default) and a local one.
export type FakeTtsUtterance = { text: string; rate: number; lang: string; voice: string | null };

export async function installFakeSpeechSynthesis(page: Page) {
  await page.addInitScript(() => {
    type Handler = ((e: unknown) => void) | null;
    class FakeUtterance {
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = "";
      voice: { name: string } | null = null;
      onstart: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      onboundary: Handler = null;
      onpause: Handler = null;
      onresume: Handler = null;
      constructor(public text: string) {}
    }
    const voices = [
      { name: "Online US English", lang: "en-US", localService: false, default: true, voiceURI: "online" },
      { name: "Local English", lang: "en-US", localService: true, default: false, voiceURI: "local" },
    ];
    let current: FakeUtterance | null = null;
    let wordIndex = 0;
    const state = {
      utterances: [] as { text: string; rate: number; lang: string; voice: string | null }[],
      paused: false,
      cancels: 0,
      nextWord(): boolean {
        if (!current) return false;
        const words = [...current.text.matchAll(/\S+/g)];
        const m = words[wordIndex++];
        if (!m) return false;
        current.onboundary?.({ name: "word", charIndex: m.index, charLength: m[0].length });
        return true;
      },
      finish() {
        const u = current;
        current = null;
        u?.onend?.({});
      },
      fail(code: string) {
        const u = current;
        current = null;
        u?.onerror?.({ error: code });
      },
    };
    const synth = {
      get speaking() {
        return current !== null;
      },
      get pending() {
        return false;
      },
      get paused() {
        return state.paused;
      },
      speak(u: FakeUtterance) {
        state.utterances.push({ text: u.text, rate: u.rate, lang: u.lang, voice: u.voice?.name ?? null });
        current = u;
        wordIndex = 0;
        setTimeout(() => u.onstart?.({}), 0);
      },
      cancel() {
        state.cancels += 1;
        const u = current;
        current = null;
        if (u) setTimeout(() => u.onerror?.({ error: "interrupted" }), 0);
      },
      pause() {
        state.paused = true;
      },
      resume() {
        state.paused = false;
      },
      getVoices: () => voices,
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true, writable: true });
    (window as unknown as { __fakeTts: typeof state }).__fakeTts = state;
  });
}

type FakeTts = { utterances: FakeTtsUtterance[]; paused: boolean; nextWord(): boolean; finish(): void; fail(code: string): void };

export const tts = {
  utterances: (page: Page) => page.evaluate(() => (window as unknown as { __fakeTts: FakeTts }).__fakeTts.utterances),
  paused: (page: Page) => page.evaluate(() => (window as unknown as { __fakeTts: FakeTts }).__fakeTts.paused),
  nextWord: (page: Page) => page.evaluate(() => (window as unknown as { __fakeTts: FakeTts }).__fakeTts.nextWord()),
  finish: (page: Page) => page.evaluate(() => (window as unknown as { __fakeTts: FakeTts }).__fakeTts.finish()),
  fail: (page: Page, code: string) => page.evaluate((c) => (window as unknown as { __fakeTts: FakeTts }).__fakeTts.fail(c), code),
};
