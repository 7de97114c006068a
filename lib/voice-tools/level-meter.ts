// Level meter maths (voice-tools-and-enterprise §9: 40 bars refreshed every 100 ms), from real samples.

export const METER_BARS = 40;
export const METER_INTERVAL_MS = 100;

/** Root mean square of time-domain samples (bytes centred on 128), scaled to 0..1 with a gentle boost for speech. */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (!samples.length) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i++) {
    const v = (samples[i] - 128) / 128;
    sum += v * v;
  }
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(1, rms * 4);
}

/** The newest level pushed onto a fixed window of `size` bars (oldest dropped). */
export function pushLevel(levels: readonly number[], level: number, size = METER_BARS): number[] {
  const next = [...levels, Math.max(0, Math.min(1, level))];
  return next.length > size ? next.slice(next.length - size) : next;
}
