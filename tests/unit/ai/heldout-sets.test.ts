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
import { freshBrainstorm } from "@/tests/fixtures/ai/fresh/brainstorm";
import { freshLecture } from "@/tests/fixtures/ai/fresh/lecture";
import { freshLegal } from "@/tests/fixtures/ai/fresh/legal";
import { freshMeeting } from "@/tests/fixtures/ai/fresh/meeting";
import { fresh2Brainstorm } from "@/tests/fixtures/ai/fresh2/brainstorm";
import { fresh2Lecture } from "@/tests/fixtures/ai/fresh2/lecture";
import { fresh2Legal } from "@/tests/fixtures/ai/fresh2/legal";
import { fresh2Meeting } from "@/tests/fixtures/ai/fresh2/meeting";
import { fresh3Brainstorm } from "@/tests/fixtures/ai/fresh3/brainstorm";
import { fresh3Lecture } from "@/tests/fixtures/ai/fresh3/lecture";
import { fresh3Legal } from "@/tests/fixtures/ai/fresh3/legal";
import { fresh3Meeting } from "@/tests/fixtures/ai/fresh3/meeting";
import { fresh6Brainstorm } from "@/tests/fixtures/ai/fresh6/brainstorm";
import { fresh6Lecture } from "@/tests/fixtures/ai/fresh6/lecture";
import { fresh6Legal } from "@/tests/fixtures/ai/fresh6/legal";
import { fresh6Meeting } from "@/tests/fixtures/ai/fresh6/meeting";
import { fresh10Brainstorm } from "@/tests/fixtures/ai/fresh10/brainstorm";
import { fresh10Lecture } from "@/tests/fixtures/ai/fresh10/lecture";
import { fresh10Legal } from "@/tests/fixtures/ai/fresh10/legal";
import { fresh10Meeting } from "@/tests/fixtures/ai/fresh10/meeting";
import { fresh11Brainstorm } from "@/tests/fixtures/ai/fresh11/brainstorm";
import { fresh11Lecture } from "@/tests/fixtures/ai/fresh11/lecture";
import { fresh11Legal } from "@/tests/fixtures/ai/fresh11/legal";
import { fresh11Meeting } from "@/tests/fixtures/ai/fresh11/meeting";
import { fresh12Lecture } from "@/tests/fixtures/ai/fresh12/lecture";
import { fresh12Meeting } from "@/tests/fixtures/ai/fresh12/meeting";
import { fresh13Lecture } from "@/tests/fixtures/ai/fresh13/lecture";
import { fresh13Meeting } from "@/tests/fixtures/ai/fresh13/meeting";
import { fresh13MeetingB } from "@/tests/fixtures/ai/fresh13/meeting-b";
import { fresh14Lecture } from "@/tests/fixtures/ai/fresh14/lecture";
import { fresh14Meeting } from "@/tests/fixtures/ai/fresh14/meeting";
import { fresh14MeetingB } from "@/tests/fixtures/ai/fresh14/meeting-b";
import { fresh15Legal } from "@/tests/fixtures/ai/fresh15/legal";
import { fresh7Brainstorm } from "@/tests/fixtures/ai/fresh7/brainstorm";
import { fresh7Lecture } from "@/tests/fixtures/ai/fresh7/lecture";
import { fresh7Meeting } from "@/tests/fixtures/ai/fresh7/meeting";
import { fresh8Lecture } from "@/tests/fixtures/ai/fresh8/lecture";
import { fresh8Meeting } from "@/tests/fixtures/ai/fresh8/meeting";
import { fresh9Lecture } from "@/tests/fixtures/ai/fresh9/lecture";
import { fresh9Meeting } from "@/tests/fixtures/ai/fresh9/meeting";
import { fresh19Brainstorm } from "@/tests/fixtures/ai/fresh19/brainstorm";
import { fresh19Lecture } from "@/tests/fixtures/ai/fresh19/lecture";
import { fresh19Legal } from "@/tests/fixtures/ai/fresh19/legal";
import { fresh19Meeting } from "@/tests/fixtures/ai/fresh19/meeting";
import type { FreshBrainstorm, FreshLecture, FreshLegal, FreshMeeting } from "@/tests/fixtures/ai/fresh/types";

const norm = (s: string) => ` ${s.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{N}']+/gu, " ").trim()} `;

/** Every run of `n` words of a text. */
function windows(text: string, n: number): string[] {
  const words = norm(text).trim().split(" ");
  const out: string[] = [];
  for (let i = 0; i + n <= words.length; i++) out.push(` ${words.slice(i, i + n).join(" ")} `);
  return out;
}

/**
 * The engine's code and rules, and every run of six words in them (with the file it is in). Read
 * once for the file: every set below checks against the same code.
 */
let engine: { code: Array<{ path: string; text: string }>; codeWindows: Map<string, string> } | undefined;
function engineCode() {
  if (engine) return engine;
  const code = sourceFiles([join(process.cwd(), "lib/ai")]).map((path) => ({ path, text: norm(readFileSync(path, "utf8")) }));
  const codeWindows = new Map<string, string>();
  for (const c of code) for (const w of windows(c.text, 6)) codeWindows.set(w, c.path);
  engine = { code, codeWindows };
  return engine;
}

describe("held-out test splits of the voice tools", () => {
  const { code, codeWindows } = engineCode();
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

// The fresh sets (tests/fixtures/ai/fresh, and fresh2, fresh3, fresh6 and fresh10 written later by others) were
// written apart from the rules by people who had not read lib/ai; they stay out of it too, and their
// labels agree with their own inputs. A set may cover only some of the tools (`jobs`). fresh7, a
// development set written the same way, gets the same checks on its labels (its brainstorms are 12,
// `minItems`), not the quoting one: engineers read and tune on it, and it speaks plain lecture phrases.
// fresh8 and fresh9 (meetings and lectures only) are other development sets checked the same way, and so is
// fresh6 since 2026-11-30: held out until then, it is now read to learn what held-out items need (fresh10 replaced it),
// and fresh10 since 2026-11-30 13:10 UTC, for the same reason; fresh11, written that day, was held out in its place
// until 16:00 UTC and is a development set since; fresh13 (meetings and lectures), written then, was held out until
// 18:58 UTC and is a development set since; fresh14 (meetings and lectures), written then, is held out. fresh15 (16
// legal items, written the same evening) is a development set.
type Job = "legal" | "meeting" | "lecture" | "brainstorm";
type FreshSets = { legal: FreshLegal[]; meeting: FreshMeeting[]; lecture: FreshLecture[]; brainstorm: FreshBrainstorm[]; jobs?: Job[]; minItems?: number; development?: boolean; minWords?: number; everyDictationSpoken?: boolean };
const FRESH_SETS: Array<[string, FreshSets]> = [
  ["fresh", { legal: freshLegal, meeting: freshMeeting, lecture: freshLecture, brainstorm: freshBrainstorm }],
  ["fresh2", { legal: fresh2Legal, meeting: fresh2Meeting, lecture: fresh2Lecture, brainstorm: fresh2Brainstorm }],
  ["fresh3", { legal: fresh3Legal, meeting: fresh3Meeting, lecture: fresh3Lecture, brainstorm: fresh3Brainstorm }],
  ["fresh6", { legal: fresh6Legal, meeting: fresh6Meeting, lecture: fresh6Lecture, brainstorm: fresh6Brainstorm, development: true }],
  ["fresh10", { legal: fresh10Legal, meeting: fresh10Meeting, lecture: fresh10Lecture, brainstorm: fresh10Brainstorm, development: true }],
  ["fresh11", { legal: fresh11Legal, meeting: fresh11Meeting, lecture: fresh11Lecture, brainstorm: fresh11Brainstorm, development: true }],
  // fresh12: a calibration set (scored once before any change, then read like a development set)
  ["fresh12", { legal: [], meeting: fresh12Meeting, lecture: fresh12Lecture, brainstorm: [], jobs: ["meeting", "lecture"], development: true }],
  ["fresh13", { legal: [], meeting: [...fresh13Meeting, ...fresh13MeetingB], lecture: fresh13Lecture, brainstorm: [], jobs: ["meeting", "lecture"], development: true }],
  // fresh14's writer was asked for 150-600 words: its shortest lectures are 276 and 290
  ["fresh14", { legal: [], meeting: [...fresh14Meeting, ...fresh14MeetingB], lecture: fresh14Lecture, brainstorm: [], jobs: ["meeting", "lecture"], minWords: 250 }],
  // fresh15's dictations were all asked to speak their punctuation
  ["fresh15", { legal: fresh15Legal, meeting: [], lecture: [], brainstorm: [], jobs: ["legal"], development: true, everyDictationSpoken: true }],
  ["fresh7", { legal: [], meeting: fresh7Meeting, lecture: fresh7Lecture, brainstorm: fresh7Brainstorm, jobs: ["meeting", "lecture", "brainstorm"], minItems: 12, development: true }],
  ["fresh8", { legal: [], meeting: fresh8Meeting, lecture: fresh8Lecture, brainstorm: [], jobs: ["meeting", "lecture"], development: true }],
  ["fresh9", { legal: [], meeting: fresh9Meeting, lecture: fresh9Lecture, brainstorm: [], jobs: ["meeting", "lecture"], development: true }],
  // fresh19 (2026-12-02, engineer w20): lectures of 250-450 words were asked for, and dictations that all speak their
  // punctuation
  ["fresh19", { legal: fresh19Legal, meeting: fresh19Meeting, lecture: fresh19Lecture, brainstorm: fresh19Brainstorm, development: true, minWords: 250, everyDictationSpoken: true }],
];
const ALL_JOBS: Job[] = ["legal", "meeting", "lecture", "brainstorm"];

describe.each(FRESH_SETS)("%s set of the voice tools written apart from the rules", (name, { legal: freshLegal, meeting: freshMeeting, lecture: freshLecture, brainstorm: freshBrainstorm, jobs = ALL_JOBS, minItems = 15, development = false, minWords = 300, everyDictationSpoken = false }) => {
  const { codeWindows } = engineCode();
  /** A check of one job runs only for the sets that cover it. */
  const itFor = (job: Job) => (jobs.includes(job) ? it : it.skip);

  const texts: Array<[string, string]> = [
    ...freshLegal.flatMap((i): Array<[string, string]> => [[i.id, i.input], [i.id, i.reference]]),
    ...freshMeeting.map((i): [string, string] => [i.id, i.transcript]),
    ...freshLecture.map((i): [string, string] => [i.id, i.transcript]),
    ...freshBrainstorm.flatMap((i): Array<[string, string]> => [[i.id, i.topic], [i.id, i.phrases.join(" ")]]),
  ];

  (development ? it.skip : it)("are never quoted in lib/ai (no run of six words)", () => {
    const quoted = texts.flatMap(([id, text]) =>
      windows(text, 6).filter((w) => codeWindows.has(w)).map((w) => `${id} in ${codeWindows.get(w)}: "${w.trim()}"`),
    );
    expect(quoted).toEqual([]);
  });

  it(`have at least ${minItems} items for each job they cover, with unique ids`, () => {
    const byJob: Record<Job, Array<{ id: string }>> = { legal: freshLegal, meeting: freshMeeting, lecture: freshLecture, brainstorm: freshBrainstorm };
    for (const job of ALL_JOBS) if (!jobs.includes(job)) expect([job, byJob[job].length]).toEqual([job, 0]);
    const sets = jobs.map((job) => byJob[job]);
    for (const set of sets) {
      expect(set.length).toBeGreaterThanOrEqual(minItems);
      expect(new Set(set.map((i) => i.id)).size).toBe(set.length);
    }
    const all = sets.flat().map((i) => i.id);
    expect(new Set(all).size).toBe(all.length);
  });

  it("share no item or id with the other fresh sets", () => {
    const others = FRESH_SETS.filter(([other]) => other !== name).map(([, sets]) => sets);
    const ids = new Set(others.flatMap((o) => [...o.legal, ...o.meeting, ...o.lecture, ...o.brainstorm].map((i) => i.id)));
    const inputs = new Set(others.flatMap((o) => [...o.legal.map((i) => i.input), ...o.meeting.map((i) => i.transcript), ...o.lecture.map((i) => i.transcript), ...o.brainstorm.map((i) => i.topic)].map(norm)));
    const mine = [...freshLegal, ...freshMeeting, ...freshLecture, ...freshBrainstorm];
    expect(mine.filter((i) => ids.has(i.id)).map((i) => i.id)).toEqual([]);
    const texts = [...freshLegal.map((i) => i.input), ...freshMeeting.map((i) => i.transcript), ...freshLecture.map((i) => i.transcript), ...freshBrainstorm.map((i) => i.topic)];
    expect(texts.filter((t) => inputs.has(norm(t)))).toEqual([]);
  });

  const day = /^\d{4}-\d{2}-\d{2}$/;
  const isDay = (s: string) => day.test(s) && !Number.isNaN(new Date(`${s}T00:00:00Z`).getTime());

  itFor("legal")("legal: pasted letters are their own reference, dictations speak punctuation in about half, dates are days", () => {
    expect(freshLegal.filter((i) => i.pasted).length).toBeGreaterThanOrEqual(5);
    for (const i of freshLegal) {
      expect(isDay(i.dictatedOn)).toBe(true);
      for (const d of i.deadlines) expect(d.due === "" || isDay(d.due)).toBe(true);
      if (i.pasted) expect(i.reference).toBe(i.input);
      else expect(i.input).toBe(i.input.toLowerCase().replace(/[^\p{L}\p{N}' ]/gu, ""));
    }
    const spoken = freshLegal.filter((i) => !i.pasted && /\b(comma|period|full stop|new paragraph|colon)\b/.test(i.input));
    const dictated = freshLegal.filter((i) => !i.pasted);
    expect(spoken.length).toBeGreaterThanOrEqual(Math.floor(dictated.length / 3));
    if (everyDictationSpoken) expect(spoken.length).toBe(dictated.length);
    else expect(dictated.length - spoken.length).toBeGreaterThanOrEqual(Math.floor(dictated.length / 3));
  });

  itFor("meeting")("meeting: owners are participants, due dates are days, at least three speakers, status updates and decisions verbatim", () => {
    for (const i of freshMeeting) {
      expect(isDay(i.meetingDate)).toBe(true);
      expect(i.participants.length).toBeGreaterThanOrEqual(3);
      for (const a of i.actions) {
        if (a.owner !== undefined) expect(i.participants).toContain(a.owner);
        if (a.due !== undefined) expect(isDay(a.due)).toBe(true);
      }
      // in the transcript's words, its spoken punctuation ("comma", "period") aside
      const t = norm(i.transcript).replace(/ (?:comma|period|full stop|new paragraph|colon)(?= )/g, "");
      for (const s of [...i.statusUpdates, ...i.decisions]) expect([i.id, s, t.includes(norm(s))]).toEqual([i.id, s, true]);
    }
  });

  it(`lecture: ${minWords}-700 words, definitions and homework verbatim from the transcript`, () => {
    for (const i of freshLecture) {
      const words = norm(i.transcript).trim().split(" ").length;
      expect([i.id, words >= minWords && words <= 700]).toEqual([i.id, true]);
      const t = norm(i.transcript);
      for (const d of i.definedTerms) expect([i.id, d.term, t.includes(norm(d.definition))]).toEqual([i.id, d.term, true]);
      if (i.homework !== null) expect([i.id, t.includes(norm(i.homework))]).toEqual([i.id, true]);
      for (const n of i.notTerms) expect([i.id, n, t.includes(norm(n))]).toEqual([i.id, n, true]);
    }
  });

  it("brainstorm: every idea's keywords were spoken", () => {
    for (const i of freshBrainstorm) {
      const t = norm(i.phrases.join(" "));
      for (const idea of i.ideas) for (const k of idea.keywords) expect([i.id, k, t.includes(norm(k))]).toEqual([i.id, k, true]);
    }
  });
});
