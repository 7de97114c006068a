"use client";
import { METER_BARS } from "@/lib/voice-tools/level-meter";
import type { AudioLevel } from "@/components/voice-tools/recorder/use-audio-level";

// 40 bars of the real microphone level, newest on the right. Decorative for screen readers
// (the status line says whether we are listening); a short note when there is no signal to show.
export function LevelMeter({ level }: { level: AudioLevel }) {
  if (level.status === "off" || level.status === "starting") return null;
  if (level.status === "unavailable") {
    return (
      <p data-testid="level-meter-unavailable" className="text-sm text-muted-foreground">
        Level meter off: this browser did not give us the microphone signal.
      </p>
    );
  }
  const bars = Array.from({ length: METER_BARS }, (_, i) => level.levels[i - (METER_BARS - level.levels.length)] ?? 0);
  return (
    <div data-testid="level-meter" data-bars={level.levels.length} aria-hidden="true" className="flex h-10 items-end gap-0.5">
      {bars.map((v, i) => (
        <span key={i} className="w-1.5 rounded-sm bg-primary" style={{ height: `${Math.max(4, Math.round(v * 100))}%` }} />
      ))}
    </div>
  );
}
