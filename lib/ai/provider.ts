// The AI provider interface: one typed function per job. Both engines implement it; the
// runner in lib/server/ai/index.ts picks one per request and falls back to the local engine.
import type { ZodType } from "zod";
import {
  brainstormAnalysisSchema,
  brainstormPromptSchema,
  brainstormStartersSchema,
  enhanceDocumentResultSchema,
  generatedTemplateSchema,
  lectureNotesSchema,
  legalDocumentSchema,
  meetingMinutesSchema,
  pronunciationExercisesSchema,
  pronunciationFeedbackSchema,
  punctuationResultSchema,
  type BrainstormAnalysis,
  type BrainstormCategory,
  type BrainstormPrompt,
  type BrainstormStarters,
  type ConfidentialityLevel,
  type EnhanceDocumentResult,
  type Engine,
  type GeneratedTemplate,
  type LectureNotes,
  type LegalDocument,
  type LegalDocumentType,
  type MeetingMinutes,
  type PronunciationExercises,
  type PronunciationFeedback,
  type PunctuationResult,
  type TemplateType,
} from "@/lib/schemas/ai";
import { writeSpokenMarks } from "@/lib/speech/spoken-punctuation";
import type { Difficulty, PronunciationCategory } from "@/lib/schemas/ai";

export type JobInputs = {
  enhancePunctuation: { text: string; dictated?: boolean };
  enhanceDocument: { content: string; type?: string; title?: string };
  generateTemplate: { templateType: TemplateType; requirements: string[] };
  generatePronunciation: { language: string; difficulty: Difficulty; category: PronunciationCategory; count: number };
  analyzePronunciation: { audioTranscript: string; targetText: string; language: string };
  brainstormPrompt: { category?: BrainstormCategory };
  brainstormStarters: { topic: string };
  analyzeBrainstorm: { transcript: string; prompt: string; phrases?: string[]; marksWritten?: boolean };
  processLecture: { transcript: string; courseTitle: string; lecturerName: string; marksWritten?: boolean };
  processMeeting: { transcript: string; meetingTitle: string; participants: string[]; meetingDate?: string; marksWritten?: boolean; phrases?: string[] };
  formatLegal: {
    transcript: string;
    documentType: LegalDocumentType;
    caseInfo: { caseNumber: string; clientName?: string };
    confidentialityLevel: ConfidentialityLevel;
    marksWritten?: boolean;
  };
};

export type JobOutputs = {
  enhancePunctuation: PunctuationResult;
  enhanceDocument: EnhanceDocumentResult;
  generateTemplate: GeneratedTemplate;
  generatePronunciation: PronunciationExercises;
  analyzePronunciation: PronunciationFeedback;
  brainstormPrompt: BrainstormPrompt;
  brainstormStarters: BrainstormStarters;
  analyzeBrainstorm: BrainstormAnalysis;
  processLecture: LectureNotes;
  processMeeting: MeetingMinutes;
  formatLegal: LegalDocument;
};

export type JobName = keyof JobInputs;

export const JOB_NAMES = [
  "enhancePunctuation", "enhanceDocument", "generateTemplate", "generatePronunciation", "analyzePronunciation",
  "brainstormPrompt", "brainstormStarters", "analyzeBrainstorm", "processLecture", "processMeeting", "formatLegal",
] as const satisfies readonly JobName[];

/** The zod schema every job's result must pass, whichever engine produced it. */
export const JOB_SCHEMAS: { [J in JobName]: ZodType<JobOutputs[J]> } = {
  enhancePunctuation: punctuationResultSchema,
  enhanceDocument: enhanceDocumentResultSchema,
  generateTemplate: generatedTemplateSchema,
  generatePronunciation: pronunciationExercisesSchema,
  analyzePronunciation: pronunciationFeedbackSchema,
  brainstormPrompt: brainstormPromptSchema,
  brainstormStarters: brainstormStartersSchema,
  analyzeBrainstorm: brainstormAnalysisSchema,
  processLecture: lectureNotesSchema,
  processMeeting: meetingMinutesSchema,
  formatLegal: legalDocumentSchema,
};

/** signal: aborts the call. onUsage: told the tokens an answer was billed for, once it arrives. */
export type CallOptions = { signal?: AbortSignal; onUsage?: (tokens: number) => void };

/** A reservation in the daily budget: settled to what the answer really used, or kept whole. */
export type BudgetReservation = { settle(usedTokens: number): Promise<void> };

/**
 * The instance's daily budget with the AI provider. Before each provider call the runner reserves
 * the call's most expensive outcome (its prompt plus max_tokens); no room: the local engine
 * answers. An answer settles the reservation to the tokens billed; a call that failed or was
 * dropped keeps it whole (the provider may have spent it): nothing is ever given back unspent.
 */
export type ProviderBudget = {
  reserve(tokens: number): Promise<BudgetReservation | null>;
};

/** One typed function per job; a remote provider also says the most a call can cost, in tokens. */
export type AiProvider = { readonly engine: Engine; estimateTokens?(job: JobName, input: unknown): number } & {
  [J in JobName]: (input: JobInputs[J], options?: CallOptions) => Promise<JobOutputs[J]>;
};

/**
 * Output speed assumed for the remote model, in characters a second (about 75 tokens/s, a
 * cautious figure: a slower answer would hit the deadline and then wait for the local engine).
 */
export const REMOTE_OUTPUT_CHARS_PER_SECOND = 300;

const TRANSCRIPT_JOBS = new Set<JobName>(["analyzeBrainstorm", "processLecture", "processMeeting", "formatLegal"]);

/**
 * The job's input with spoken punctuation in its transcript written as marks ("period" -> ".",
 * "new paragraph" -> a break: lib/speech/spoken-punctuation.ts), so both engines get clean text.
 * A transcript the voice tools wrote (`marksWritten`) is processed as the person saw it: its words
 * were read with the pauses between them ("half full | stop worrying", "literal | comma"), which
 * a second reading without them would turn into marks.
 */
export function withSpokenMarks<J extends JobName>(job: J, input: JobInputs[J]): JobInputs[J] {
  if (!TRANSCRIPT_JOBS.has(job) || (input as { marksWritten?: boolean }).marksWritten) return input;
  const transcript = (input as { transcript: string }).transcript;
  return { ...input, transcript: writeSpokenMarks(transcript) };
}

/** The text a job rewrites in full: its answer is about as long as this input. */
function rewrittenText(job: JobName, input: unknown): string | undefined {
  const i = input as Partial<Record<"text" | "content" | "transcript", string>>;
  if (job === "enhancePunctuation") return i.text;
  if (job === "enhanceDocument") return i.content;
  if (job === "formatLegal") return i.transcript;
  return undefined;
}

/**
 * Whether the remote model can plausibly write this job's answer before its deadline. A long
 * document goes to the local engine up front, instead of waiting out the deadline and then
 * running the local engine anyway.
 */
export function fitsRemoteDeadline(job: JobName, input: unknown, timeoutMs: number): boolean {
  const text = rewrittenText(job, input);
  if (text === undefined) return true;
  return text.length <= (timeoutMs / 1000) * REMOTE_OUTPUT_CHARS_PER_SECOND;
}
