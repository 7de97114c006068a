// Reads the tags of a prompt that reached the fake Messages API, to prove that nothing a user
// wrote opened or closed one of them.
import { expect } from "@jest/globals";

export type TagSpan = { label: string; start: number; end: number; inner: string };

/**
 * The tags of a prompt, in order. Fails when a tag closes without being open, opens inside
 * another, or stays open, and when any < or > is not part of a tag: a user field that closed
 * one of ours would show up as exactly that.
 */
export function tagSpans(prompt: string): TagSpan[] {
  const spans: TagSpan[] = [];
  let open: { label: string; start: number; innerStart: number } | null = null;
  for (const m of prompt.matchAll(/<(\/?)([A-Za-z_]+)\s*>/g)) {
    const [token, slash, label] = m;
    if (!slash) {
      expect(open).toBeNull();
      open = { label, start: m.index, innerStart: m.index + token.length };
    } else {
      expect(open?.label).toBe(label);
      spans.push({ label, start: open!.start, end: m.index + token.length, inner: prompt.slice(open!.innerStart, m.index) });
      open = null;
    }
  }
  expect(open).toBeNull();
  expect((prompt.match(/[<>]/g) ?? []).length).toBe(spans.length * 4);
  return spans;
}

/** The span a piece of text sits in (fails when it is outside every tag). */
export function spanAround(prompt: string, spans: TagSpan[], text: string): TagSpan {
  const at = prompt.indexOf(text);
  expect(at).toBeGreaterThanOrEqual(0);
  const inside = spans.find((s) => s.start < at && at + text.length < s.end);
  expect(inside).toBeDefined();
  return inside!;
}
