// Quality floors of the local voice tools on their held-out test splits (tests/fixtures/ai/sets
// /*-test.ts), with the scorers of `npm run eval:ai` (scripts/ai/tools). Each floor sits a little
// under the figure measured on the test split when it was set (in the comment); the rules were
// tuned on the development splits only.
import { toolFigures, type Job } from "@/scripts/ai/tools/eval-tools";
import { HARM_JOBS, harmFigures, type HarmJob } from "@/scripts/ai/tools/eval-harm";

const FLOORS: Record<Job, Record<string, number>> = {
  lecture: {
    "key terms: precision of the top 5": 0.52, // 0.550
    "key terms: recall of the expected terms": 0.54, // 0.562 (2026-11-29, was 0.534)
    // 0.400: a definition of one or two content words is no longer given (it was wrong too often on
    // lectures met for the first time, docs/ai.md "fresh12 first"); was 0.433
    "definitions: labelled definition given and right": 0.38, // 0.400 (2026-11-30)
    "definitions: at most 20 words": 0.99, // 1.000
    "summary: main topics covered": 0.64, // 0.685
    "summary: at most a quarter of the transcript": 0.99, // 1.000
    "review questions: at least three": 0.99, // 1.000
    "review questions: thirds of the lecture covered": 0.79, // 0.833
    "review questions: one well-formed question each": 0.99, // 1.000
  },
  meeting: {
    "action items: precision": 0.93, // 0.956
    "action items: recall": 0.92, // 0.946
    "action items: assignee right": 0.97, // 1.000
    "action items: priority right": 0.96, // 0.989
    "action items: task without another clause's words": 0.91, // 0.943
    // 0.926: "by the end of the week" or "of the month" names no day, so it gives no date (the
    // words stay in the task), as the fresh sets label it; this split labels two such dates
    "action items: due date right (recall)": 0.9, // 0.926
    "action items: due dates given that are right": 0.93, // 0.964
    "decisions: F1": 0.85, // 0.886
    "decisions: not listed as action items": 0.97, // 1.000
  },
  legal: {
    "numbered references written as figures, unbroken": 0.97, // 1.000
    "periods, sums and years written as figures": 0.97, // 1.000
    "citations: F1": 0.75, // 0.789
    "dictations with no made-up date": 0.97, // 1.000
  },
  brainstorm: {
    "starters that pass the grammar test": 0.95, // 0.979
    "topics whose starters all pass": 0.86, // 0.900
  },
  pronunciation: {
    "English sounds missed or swapped: precision": 0.95, // 0.981
    "English sounds missed or swapped: recall": 0.95, // 0.981
    "English swapped sounds: what was said instead right": 0.95, // 1.000
    "English sounds reported with a tip": 0.99, // 1.000
    "English clean readings scored 95+ with nothing reported": 0.99, // 1.000
    "English readings with a fault scored under 95": 0.97, // 1.000
    "other languages: words to practise F1": 0.95, // 1.000
    "other languages: result says it scored word by word": 0.99, // 1.000
  },
};

describe.each(Object.keys(FLOORS) as Job[])("%s on its held-out test split", (job) => {
  it("stays at or above its floors", async () => {
    const figures = await toolFigures(job, "test");
    const below = Object.entries(FLOORS[job])
      .map(([metric, floor]) => ({ metric, floor, value: figures.find((f) => f.metric === metric)?.value ?? Number.NaN }))
      .filter((f) => !(f.value >= f.floor));
    expect(below).toEqual([]);
  }, 120_000);
});

// Harm and job on the fresh held-out sets (tests/fixtures/ai/fresh, written apart from the rules;
// scripts/ai/tools/eval-harm.ts). Harm figures have ceilings, job figures floors, each a little
// beyond the figure measured when it was set (in the comment).
const HARM_LIMITS: Record<HarmJob, Record<string, { max?: number; min?: number }>> = {
  legal: {
    "harm: the writer's words or marks lost or made wrong, per 100": { max: 0.2 }, // 0.060
    "harm per 100: already-punctuated inputs (a mark added counts)": { max: 0.2 }, // 0.000
    "harm per 100: dictations (marks where none was said are free)": { max: 0.3 }, // 0.106
    "already-correct letters unchanged": { min: 0.99 }, // 1.000
    "deadlines in action items": { min: 0.9 }, // 0.947
    "dated deadlines with their date": { min: 0.85 }, // 0.900
  },
  meeting: {
    "harm: action items wrong (a status update or decision, wrong owner or date)": { max: 0.03 }, // 0.000
    // with the unlabelled items judged chatter (tests/fixtures/ai/judged-unlabelled.ts; 2026-11-30): what a reader meets
    "harm: action items wrong (a status update or decision, wrong owner or date, or judged chatter)": { max: 0.05 }, // 0.023
    "harm: transcript words lost per 100": { max: 0.2 }, // 0.060
    "actions found": { min: 0.71 }, // 0.745
    "actions found with owner and due date right": { min: 0.69 }, // 0.723
  },
  lecture: {
    "harm: key terms or questions wrong (an example's noun, a definition not the lecture's)": { max: 0.015 }, // 0.000 (2026-11-29 lecture pass; was 0.013)
    // with the unlabelled key terms judged chatter (tests/fixtures/ai/judged-unlabelled.ts; 2026-11-30): what a reader meets
    "harm: key terms or questions wrong (an example's noun, a definition not the lecture's, or judged chatter)": { max: 0.06 }, // 0.050 (2026-12-01 lect22: a word a cue only reaches or the lecture only keeps saying is no key term; was 0.168)
    // 0.886: a term whose definition is one or two content words is listed only when stressed or said
    // across the lecture, like any undefined term (2026-11-30; was 0.932)
    "defined terms listed": { min: 0.86 }, // 0.886
    "defined terms with the lecture's definition": { min: 0.78 }, // 0.818 (2026-11-29 "say only what is certain" pass; was 0.795)
    // 0.733: a term with no definition is listed only when a stress cue points at it or the lecture
    // keeps coming back to it; "free indirect style", "sanctions" and "standard deviation" are stressed
    // too loosely for that and are no longer listed (was 0.833)
    // 0.667 since 2026-12-01 (lect22): a single word only come back to needs a higher distinctiveness; "cycle",
    // which stood for "rock cycle", is no longer listed (it was far more often chatter than a term, docs/ai.md)
    "stressed terms listed": { min: 0.65 }, // 0.667
    "homework quoted word for word": { min: 0.9 }, // 0.923
  },
  brainstorm: {
    "harm: spoken content words missing from the outline per 100": { max: 0.7 }, // 0.337
    "ideas kept whole in one outline point": { min: 0.88 }, // 0.920
    "ideas in a point of their own": { min: 0.66 }, // 0.707 (2026-11-29 brain: lists, doings, questions, take-backs; was 0.480)
    "harm: the same, a phrase's opening 'okay', 'right', 'yeah' and 'you know' counted as fillers": { max: 0.1 }, // 0.000
    "Generate Ideas: first four suggestions that are ideas": { min: 0.99 }, // 1.000
  },
};

describe.each(HARM_JOBS)("%s on the fresh held-out set", (job) => {
  it("stays within its harm ceilings and above its job floors", async () => {
    const figures = await harmFigures(job, "fresh");
    const outside = Object.entries(HARM_LIMITS[job])
      .map(([metric, limit]) => ({ metric, ...limit, value: figures.find((f) => f.metric === metric)?.value ?? Number.NaN }))
      .filter((f) => !(f.value <= (f.max ?? Infinity) && f.value >= (f.min ?? -Infinity)));
    expect(outside).toEqual([]);
  }, 120_000);
});
