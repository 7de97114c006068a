// The browser's speech synthesis, faked for component tests in jsdom: each utterance handed to
// speechSynthesis.speak lands in `spoken`, where a test reads it and fires its events.
export class FakeUtterance {
  rate = 1;
  lang = "";
  voice = null;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onboundary: ((e: { name: string; charIndex: number }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** Puts the fake on `window`; returns the list every spoken utterance is added to. */
export function installFakeSpeechSynthesis(): FakeUtterance[] {
  const spoken: FakeUtterance[] = [];
  Object.assign(window, {
    SpeechSynthesisUtterance: FakeUtterance,
    speechSynthesis: {
      speak: (u: FakeUtterance) => spoken.push(u),
      cancel: jest.fn(),
      pause: jest.fn(),
      resume: jest.fn(),
      getVoices: () => [],
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    },
  });
  return spoken;
}
