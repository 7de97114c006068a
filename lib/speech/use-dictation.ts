"use client";
// React binding of the RecognitionController: support detection after mount, on-device
// preference, and a tiny external store for state + interim text so that interim updates
// re-render only the status line, never the whole editor.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useLatest } from "@/lib/hooks/use-latest";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import type { DictationError, DictationSessionSummary, DictationState, RecognitionController } from "@/lib/speech/recognition-controller";
import { useModuleAfterLoad } from "@/lib/hooks/use-module-after-load";
import {
  detectProcessingMode,
  getPhraseFactory,
  getRecognitionConstructor,
  type ProcessingMode,
  type RecognitionConstructorLike,
} from "@/lib/speech/recognition-types";
import { detectRecognizerFamily } from "@/lib/speech/recognizer-family";

// The controller arrives after the page is on screen (it is not needed to draw it); a press of
// Start before then waits for it.
type ControllerModule = typeof import("@/lib/speech/recognition-controller");
let controllerModule: ControllerModule | null = null;
const loadController = () => import("@/lib/speech/recognition-controller").then((m) => (controllerModule = m));

/** `starting`: Start was pressed and the recogniser's code is still arriving (nothing is heard yet). */
export type DictationSnapshot = { state: DictationState; interim: string; starting: boolean };
export type DictationStore = {
  get: () => DictationSnapshot;
  subscribe: (listener: () => void) => () => void;
  set: (patch: Partial<DictationSnapshot>) => void;
};

const IDLE: DictationSnapshot = { state: "idle", interim: "", starting: false };

export function createDictationStore(): DictationStore {
  let snapshot = IDLE;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (patch) => {
      const next = { ...snapshot, ...patch };
      if (next.state === snapshot.state && next.interim === snapshot.interim && next.starting === snapshot.starting) return;
      snapshot = next;
      listeners.forEach((l) => l());
    },
  };
}

export function useDictationSnapshot(store: DictationStore): DictationSnapshot {
  return useSyncExternalStore(store.subscribe, store.get, () => IDLE);
}

export type Support = "unknown" | "supported" | "unsupported";

export type UseDictationOptions = {
  lang: string;
  onFinal: (text: string, confidence: number, alternatives: string[]) => void;
  /** Personal vocabulary for recognisers that support biasing. */
  phrases?: readonly string[];
  onError: (error: DictationError) => void;
  onSessionEnd: (summary: DictationSessionSummary) => void;
  /** For tests and the benchmark: a recogniser class instead of the browser's. */
  recognitionClass?: RecognitionConstructorLike | null;
  /**
   * Ask the browser whether it can recognise on the device (default true). A quick check that
   * never shows where speech is processed (the dashboard's voice test) leaves the browser alone.
   */
  detectMode?: boolean;
};

export function useDictation(options: UseDictationOptions) {
  const { lang } = options;
  const { recognitionClass, detectMode = true } = options;
  // Browser APIs are read after hydration (STYLE habit 6): "unknown" on the server and until the
  // page has hydrated (then a transition, not a synchronous re-render of the whole screen).
  const hydrated = useHydrated();
  const ctor = useMemo(
    () => (!hydrated ? undefined : recognitionClass !== undefined ? recognitionClass : getRecognitionConstructor()),
    [hydrated, recognitionClass],
  );
  const support: Support = ctor === undefined ? "unknown" : ctor ? "supported" : "unsupported";
  const [mode, setMode] = useState<ProcessingMode>("service");
  const [store] = useState(createDictationStore);
  const latest = useLatest(options);
  const controllerRef = useRef<RecognitionController | null>(null);
  useModuleAfterLoad(loadController);

  // leaving the screen ends dictation (core-product §4), and a Start still waiting for the
  // recogniser's code then never starts it
  const left = useRef(false);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      controllerRef.current?.dispose();
      controllerRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ctor) return;
    let live = true;
    if (detectMode) void detectProcessingMode(ctor, lang).then((m) => live && setMode(m));
    controllerRef.current?.setLanguage(lang);
    return () => {
      live = false;
    };
  }, [lang, ctor, detectMode]);

  useEffect(() => {
    controllerRef.current?.setProcessLocally(mode === "on-device");
  }, [mode]);

  const { phrases } = options;
  useEffect(() => {
    controllerRef.current?.setPhrases(phrases ?? []);
  }, [phrases]);

  // Start pressed and not stopped since: a Stop while the controller's code is still arriving
  // means it never starts listening
  const wanted = useRef(false);

  /** Starts listening (at once, or as soon as the controller has arrived); false without a recogniser. */
  const start = useCallback(() => {
    if (!ctor) return false;
    wanted.current = true;
    const begin = ({ RecognitionController: Controller }: ControllerModule) => {
      if (left.current || !wanted.current) return;
      controllerRef.current ??= new Controller({
        createRecognition: () => new ctor(),
        // how this browser reports results decides what counts as a repeat
        family: detectRecognizerFamily(typeof navigator === "undefined" ? undefined : navigator),
        lang: latest.current.lang,
        processLocally: mode === "on-device",
        phrases: latest.current.phrases ?? [],
        createPhrases: getPhraseFactory(),
        listener: {
          onStateChange: (state) => store.set(state === "idle" ? { state, interim: "" } : { state }),
          onInterim: (interim) => store.set({ interim }),
          onFinal: (text, confidence, alternatives) => latest.current.onFinal(text, confidence, alternatives),
          onError: (error) => latest.current.onError(error),
          onSessionEnd: (summary) => latest.current.onSessionEnd(summary),
        },
      });
      controllerRef.current.start();
    };
    if (controllerModule) begin(controllerModule);
    else {
      // on a slow connection the code can take a while: the screen says the microphone is starting,
      // so nobody speaks into a recogniser that is not listening yet
      store.set({ starting: true });
      void loadController().then(
        (m) => {
          store.set({ starting: false });
          begin(m);
        },
        () => {
          store.set({ starting: false });
          latest.current.onError({ kind: "unavailable", code: "start-failed" });
        },
      );
    }
    return true;
  }, [ctor, latest, mode, store]);

  /**
   * Stops listening. Resolves once the recogniser has sent its last words (they may come after the
   * stop) and ended, or was given up on (lib/speech/recognition-controller.ts, `ended`).
   */
  const stop = useCallback((): Promise<void> => {
    wanted.current = false;
    const controller = controllerRef.current;
    if (!controller) return Promise.resolve();
    controller.stop();
    return controller.ended();
  }, []);

  /** Downloads the on-device language pack where the browser offers one. */
  const installOnDevice = useCallback(async () => {
    if (!ctor?.install) return false;
    try {
      const ok = await ctor.install({ langs: [latest.current.lang], processLocally: true });
      if (ok) setMode("on-device");
      return ok;
    } catch {
      return false;
    }
  }, [ctor, latest]);

  return { support, mode, store, start, stop, installOnDevice };
}
