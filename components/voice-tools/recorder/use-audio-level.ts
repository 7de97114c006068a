"use client";
// Microphone level for the meter: getUserMedia -> Web Audio AnalyserNode, sampled every 100 ms
// into a rolling window of 40 bars. Where the microphone cannot be opened (no device, refused,
// no Web Audio) the status says so and the meter is not drawn: no made-up data.
import { useEffect, useState } from "react";
import { levelFromSamples, METER_INTERVAL_MS, pushLevel } from "@/lib/voice-tools/level-meter";

export type MeterStatus = "off" | "starting" | "live" | "unavailable";
export type AudioLevel = { status: MeterStatus; levels: number[] };

const OFF: AudioLevel = { status: "off", levels: [] };

export function useAudioLevel(active: boolean): AudioLevel {
  const [state, setState] = useState<AudioLevel>(OFF);
  const [wasActive, setWasActive] = useState(active);
  if (wasActive !== active) {
    setWasActive(active);
    setState(active ? { status: "starting", levels: [] } : OFF);
  }

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let context: AudioContext | null = null;
    let timer: ReturnType<typeof setInterval> | null = null;
    const unavailable = () => !stopped && setState({ status: "unavailable", levels: [] });

    (async () => {
      const AudioCtx = typeof window.AudioContext === "function" ? window.AudioContext : null;
      if (!navigator.mediaDevices?.getUserMedia || !AudioCtx) return unavailable();
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch {
        return unavailable();
      }
      if (stopped) {
        stream.getTracks().forEach((t) => t.stop());
        return;
      }
      try {
        context = new AudioCtx();
        const analyser = context.createAnalyser();
        analyser.fftSize = 1024;
        context.createMediaStreamSource(stream).connect(analyser);
        const samples = new Uint8Array(analyser.fftSize);
        setState({ status: "live", levels: [] });
        timer = setInterval(() => {
          analyser.getByteTimeDomainData(samples);
          const level = levelFromSamples(samples);
          setState((s) => ({ status: "live", levels: pushLevel(s.levels, level) }));
        }, METER_INTERVAL_MS);
      } catch {
        unavailable();
      }
    })();

    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((t) => t.stop());
      void context?.close().catch(() => {});
    };
  }, [active]);

  return state;
}
