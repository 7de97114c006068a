"use client";
import { useCallback, useState } from "react";
import { findLanguage } from "@/lib/languages";
import { pickVoice } from "@/lib/voice-tools/voices";

/** Voices load asynchronously in Chrome: wait briefly for them. */
function loadVoices(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener("voiceschanged", done);
      resolve(synth.getVoices());
    };
    synth.addEventListener("voiceschanged", done);
    setTimeout(done, 1500);
  });
}

/**
 * Reads the target text aloud in its language; `problem` says why it cannot, for the language
 * now chosen (a warning about another language's voice goes once the language changes).
 */
export function useListen(language: string) {
  const [problems, setProblems] = useState<{ code: string; text: string } | null>(null);
  const problem = problems?.code === language ? problems.text : null;
  const [speaking, setSpeaking] = useState(false);

  const listen = useCallback(async (text: string, code: string) => {
    const name = findLanguage(code)?.name ?? code;
    if (typeof window === "undefined" || !("speechSynthesis" in window) || typeof window.SpeechSynthesisUtterance !== "function") {
      setProblems({ code, text: "This browser cannot read text aloud. Try Chrome, Edge or Safari." });
      return;
    }
    const synth = window.speechSynthesis;
    const voice = pickVoice(await loadVoices(synth), code);
    if (!voice) {
      setProblems({ code, text: `This browser has no ${name} voice installed, so it cannot read the text aloud. You can add one in your system's speech settings.` });
      return;
    }
    setProblems(null);
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = voice.lang;
    utterance.voice = voice;
    utterance.rate = 0.85;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  }, []);

  return { listen, problem, speaking };
}
