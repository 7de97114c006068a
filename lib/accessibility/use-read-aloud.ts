"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useLatest } from "@/lib/hooks/use-latest";
import { loadedModule, useModuleAfterLoadQuietly } from "@/lib/hooks/use-module-after-load";
import type { TextMap } from "@/lib/accessibility/dom-text";
import type { ReadAloudEngine, ReadAloudSnapshot } from "@/lib/accessibility/read-aloud-engine";
import { toast } from "@/lib/toast";

const hasSpeechSynthesis = () => "speechSynthesis" in window && typeof window.SpeechSynthesisUtterance === "function";
const IDLE: ReadAloudSnapshot = { status: "idle", text: "", highlight: null };
const HIGHLIGHT_NAME = "read-aloud";
/** The read-aloud runtime (loaded once the page is on screen; useModuleAfterLoad keeps it per loader). */
export const loadReadAloudRuntime = () => import("@/lib/accessibility/read-aloud-runtime");
type ReadAloudRuntime = Awaited<ReturnType<typeof loadReadAloudRuntime>>;

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
  // before it arrives waits for it (a click in the page's first moments is not an error). The
  // runtime is kept in a ref: its arrival draws nothing, so it does not draw again the screen
  // this hook is part of (the whole editor).
  const runtimeRef = useRef<ReadAloudRuntime | null>(loadedModule(loadReadAloudRuntime));
  const failedRef = useRef(false);
  const waiting = useRef<string | Element | null>(null);
  const latestRate = useLatest(rate);

  /** Reads `text`, or the readable text of a page element (then highlighted in place). */
  const speak = useCallback((source: string | Element) => {
    const engine = engineRef.current;
    const runtime = runtimeRef.current;
    if (!engine || !runtime) {
      if (failedRef.current || !hasSpeechSynthesis()) {
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
  }, []);

  useModuleAfterLoadQuietly(
    loadReadAloudRuntime,
    (runtime) => {
      runtimeRef.current = runtime;
      const synth = window.speechSynthesis;
      if (!synth || typeof window.SpeechSynthesisUtterance !== "function") return;
      const engine = new runtime.ReadAloudEngine(synth, window.SpeechSynthesisUtterance, {
        onChange: setSnapshot,
        onError: speechErrorToast,
      });
      engine.rate = latestRate.current;
      engineRef.current = engine;
      const loadVoices = () => {
        engine.voice = runtime.pickVoice(synth.getVoices(), "en-US");
      };
      loadVoices();
      synth.addEventListener?.("voiceschanged", loadVoices);
      // what was asked for before the engine arrived, read now that it is here
      const source = waiting.current;
      waiting.current = null;
      if (source !== null) speak(source);
      return () => {
        synth.removeEventListener?.("voiceschanged", loadVoices);
        engine.stop();
        engineRef.current = null;
      };
    },
    () => {
      failedRef.current = true;
      // what was asked for before the engine arrived: said to have failed, as it never will
      if (waiting.current === null) return;
      waiting.current = null;
      speechErrorToast();
    },
  );

  useEffect(() => {
    if (engineRef.current) engineRef.current.rate = rate;
  }, [rate]);

  // The spoken word in the page itself (CSS Custom Highlight API), kept in view.
  useEffect(() => {
    const api = highlightRegistry();
    if (!api) return;
    const h = snapshot.highlight;
    const runtime = runtimeRef.current;
    const range = h && highlightInPage && pageMap.current && runtime ? runtime.domRangeFor(pageMap.current, h.start, h.end) : null;
    if (!range) {
      api.registry.delete(HIGHLIGHT_NAME);
      return;
    }
    api.registry.set(HIGHLIGHT_NAME, new api.Highlight(range));
    scrollRangeIntoView(range);
  }, [snapshot.highlight, highlightInPage]);

  const pause = useCallback(() => engineRef.current?.pause(), []);
  const resume = useCallback(() => engineRef.current?.resume(), []);
  const stop = useCallback(() => {
    waiting.current = null;
    engineRef.current?.stop();
  }, []);

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
