// The voice tools' test splits stay held out: no phrase of a test item appears in the engine's
// code or rules (lib/ai), the splits are as large as promised, and no test item is also a
// development item.
import { readFileSync } from "node:fs";
import { sourceFiles } from "@/tests/support/source-files";
import { join } from "node:path";
import { brainstormDev } from "@/tests/fixtures/ai/sets/brainstorm-dev";
import { brainstormTest } from "@/tests/fixtures/ai/sets/brainstorm-test";
import { lectureDev } from "@/tests/fixtures/ai/sets/lecture-dev";
import { lectureTest } from "@/tests/fixtures/ai/sets/lecture-test";
import { legalDev } from "@/tests/fixtures/ai/sets/legal-dev";
import { legalTest } from "@/tests/fixtures/ai/sets/legal-test";
import { meetingDev } from "@/tests/fixtures/ai/sets/meeting-dev";
import { meetingTest } from "@/tests/fixtures/ai/sets/meeting-test";
import { pronunciationDev } from "@/tests/fixtures/ai/sets/pronunciation-dev";
import { pronunciationTest } from "@/tests/fixtures/ai/sets/pronunciation-test";

const norm = (s: string) => ` ${s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{N}']+/gu, " ").trim()} `;

/** Every run of `n` words of a text. */
function windows(text: string, n: number): string[] {
  const words = norm(text).trim().split(" ");
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(` ${words.slice(i, i + n).join(" ")} `);
  return out;
}

describe("held-out test splits of the voice tools", () => {
  const code = sourceFiles([join(process.cwd(), "lib/ai")]).map((path) => ({ path, text: norm(readFileSync(path, "utf8")) }));

  const codeWindows = new Map<string, string>();
  for (const c of code) for (const w of windows(c.text, 6)) codeWindows.set(w, c.path);
  const transcriptWindows = [...lectureTest, ...meetingTest, ...legalTest].flatMap((i) => windows(i.transcript, 6));
  const phrases: string[] = [
    // Two-word topics ("climate change") are everyday phrases; longer ones are the set's own.
    ...brainstormTest.filter((i) => norm(i.topic).trim().split(" ").length >= 3).map((i) => norm(i.topic)),
    ...pronunciationTest.filter((i) => norm(i.target).trim().split(" ").length >= 3).map((i) => norm(i.target)),
  ];

  it("are never quoted in lib/ai", () => {
    const quoted = [
      ...transcriptWindows.filter((w) => codeWindows.has(w)).map((w) => `${codeWindows.get(w)}: "${w.trim()}"`),
      ...phrases.flatMap((p) => code.filter((c) => c.text.includes(p)).map((c) => `${c.path}: "${p.trim()}"`)),
    ];
    expect(quoted).toEqual([]);
  });

  it("have at least 40 items per job, apart from the development splits", () => {
    const pairs: Array<[Array<{ id: string }>, Array<{ id: string }>, (x: never) => string]> = [
      [lectureTest, lectureDev, (x: { transcript: string }) => norm(x.transcript)],
      [meetingTest, meetingDev, (x: { transcript: string }) => norm(x.transcript)],
      [legalTest, legalDev, (x: { transcript: string }) => norm(x.transcript)],
      [brainstormTest, brainstormDev, (x: { topic: string }) => norm(x.topic)],
      [pronunciationTest, pronunciationDev, (x: { target: string; heard: string }) => `${norm(x.target)}|${norm(x.heard)}`],
    ] as never;
    for (const [test, dev, key] of pairs) {
      expect(test.length).toBeGreaterThanOrEqual(40);
      const devKeys = new Set(dev.map((d) => key(d as never)));
      expect(test.filter((t) => devKeys.has(key(t as never))).map((t) => t.id)).toEqual([]);
      expect(new Set(test.map((t) => t.id)).size).toBe(test.length);
    }
  });
});
