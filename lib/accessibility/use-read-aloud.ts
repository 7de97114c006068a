"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import type { TextMap } from "@/lib/accessibility/dom-text";
import type { ReadAloudEngine, ReadAloudSnapshot } from "@/lib/accessibility/read-aloud-engine";
import { toast } from "@/lib/toast";

const hasSpeechSynthesis = () => "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
const IDLE: ReadAloudSnapshot = { status: "idle", text: "", highlight: null };
const HIGHLIGHT_NAME = "read-aloud";
/** The read-aloud runtime (loaded once the page is on screen; useModuleAfterLoad keeps it per loader). */
export const loadReadAloudRuntime = () => import("@/lib/accessibility/read-aloud-runtime");

export function speechErrorToast() {
  toast({ title: "Speech Error", description: "Could not read text aloud. Please try again.", variant: "destructive" });
}

type HighlightRegistry = { set(name: string, h: unknown): void; delete(name: string): void };

function highlightRegistry(): { registry: HighlightRegistry; Highlight: new (...r: Range[]) => unknown } | null {
  const css = globalThis.CSS as unknown as { highlights?: HighlightRegistry } | undefined;
  const Highlight = (globalThis as unknown as { Highlight?: new (...r: Range[]) => unknown }).Highlight;
  return css?.highlights && Highlight ? { registry: css.highlights, Highlight } : null;
}

/**
 * Read-aloud controller: speak / pause / resume / stop, the word being spoken, and (for text
 * read from the page) the same word highlighted in place and kept scrolled into view.
 */
export function useReadAloud({ rate, highlightInPage }: { rate: number; highlightInPage: boolean }) {
  const [snapshot, setSnapshot] = useState<ReadAloudSnapshot>(IDLE);
  // read after hydration, as a transition (a server snapshot of false forced a synchronous
  // re-render of the whole editor)
  const isSupported = useHydrated() && hasSpeechSynthesis();
  const engineRef = useRef<ReadAloudEngine | null>(null);
  const pageMap = useRef<TextMap | null>(null);

  // The engine comes with the runtime module, fetched once the page has loaded. A request made
  // before it arrives waits for it (a click in the page's first moments is not an error).
  const { module: runtime, failed } = useModuleAfterLoad(loadReadAloudRuntime);
  const waiting = useRef<string | Element | null>(null);
  useEffect(() => {
    const synth = typeof window !== "undefined" ? window.speechSynthesis : undefined;
    if (!runtime || !synth || typeof window.SpeechSynthesisUtterance !== "function") return;
    const engine = new runtime.ReadAloudEngine(synth, window.SpeechSynthesisUtterance, {
      onChange: setSnapshot,
      onError: speechErrorToast,
    });
    engineRef.current = engine;
    const loadVoices = () => {
      engine.voice = runtime.pickVoice(synth.getVoices(), "en-US");
    };
    loadVoices();
    synth.addEventListener?.("voiceschanged", loadVoices);
    return () => {
      synth.removeEventListener?.("voiceschanged", loadVoices);
      engine.stop();
      engineRef.current = null;
    };
  }, [runtime]);

  // after the engine's creation above, so a new engine gets the rate too
  useEffect(() => {
    if (engineRef.current) engineRef.current.rate = rate;
  }, [rate, runtime]);

  // The spoken word in the page itself (CSS Custom Highlight API), kept in view.
  useEffect(() => {
    const api = highlightRegistry();
    if (!api) return;
    const h = snapshot.highlight;
    const range = h && highlightInPage && pageMap.current && runtime ? runtime.domRangeFor(pageMap.current, h.start, h.end) : null;
    if (!range) {
      api.registry.delete(HIGHLIGHT_NAME);
      return;
    }
    api.registry.set(HIGHLIGHT_NAME, new api.Highlight(range));
    scrollRangeIntoView(range);
  }, [snapshot.highlight, highlightInPage, runtime]);

  /** Reads `text`, or the readable text of a page element (then highlighted in place). */
  const speak = useCallback((source: string | Element) => {
    const engine = engineRef.current;
    if (!engine || !runtime) {
      if (failed || !hasSpeechSynthesis()) {
        speechErrorToast();
        return false;
      }
      waiting.current = source;
      return true;
    }
    let text: string;
    if (typeof source === "string") {
      pageMap.current = null;
      text = source;
    } else {
      pageMap.current = runtime.collectText(source);
      text = pageMap.current.text;
    }
    try {
      return engine.speak(text);
    } catch {
      engine.stop();
      speechErrorToast();
      return false;
    }
  }, [runtime, failed]);

  const pause = useCallback(() => engineRef.current?.pause(), []);
  const resume = useCallback(() => engineRef.current?.resume(), []);
  const stop = useCallback(() => {
    waiting.current = null;
    engineRef.current?.stop();
  }, []);

  // what was asked for before the engine arrived: said to have failed if it never will
  useEffect(() => {
    if (!failed || waiting.current === null) return;
    waiting.current = null;
    speechErrorToast();
  }, [failed]);

  // what was asked for before the engine arrived, read now that it is here
  useEffect(() => {
    const source = waiting.current;
    if (!runtime || !engineRef.current || source === null) return;
    waiting.current = null;
    speak(source);
  }, [runtime, speak]);

  return { ...snapshot, isSupported, speak, pause, resume, stop };
}

export type ReadAloudController = ReturnType<typeof useReadAloud>;

function scrollRangeIntoView(range: Range) {
  const rect = range.getBoundingClientRect();
  const margin = 96; // clear of sticky headers and the floating toolbar
  if (rect.top >= margin && rect.bottom <= window.innerHeight - margin) return;
  const el = range.startContainer.parentElement;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  el?.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
}
