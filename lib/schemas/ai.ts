// The AI contracts in one module: what each AI endpoint accepts (request schemas, shared by the
// route handlers and the tool forms) and what each AI job returns (result schemas: the exact
// response shapes of the spec's call tables, core-product §7, voice-tools-and-enterprise §7). Both engines'
// output is parsed with the result schemas before it leaves the server; Anthropic output that
// fails them falls back to the local engine.
import { z } from "zod";
import { MAX_TRANSCRIPT_CHARS } from "@/lib/schemas/limits";
import { LANGUAGE_CODES, LANGUAGES } from "@/lib/languages";
import {
  brainstormCategories,
  confidentialityLevels,
  difficulties,
  legalDocumentTypes,
  pronunciationCategories,
} from "@/lib/voice-tools/choices";

export {
  brainstormCategories,
  confidentialityLevels,
  difficulties,
  legalDocumentTypes,
  pronunciationCategories,
  type BrainstormCategory,
  type ConfidentialityLevel,
  type Difficulty,
  type LegalDocumentType,
  type PronunciationCategory,
} from "@/lib/voice-tools/choices";

// ---- Results -------------------------------------------------------------------------------
const text = (max: number) => z.string().trim().min(1).max(max);
/** A calendar day, yyyy-mm-dd, that exists ("2026-02-30" is refused). */
const isoDate = z.iso.date();
const list = (max: number, itemMax = 600) => z.array(text(itemMax)).max(max);

export const levelSchema = z.enum(["high", "medium", "low"]);
export type Level = z.infer<typeof levelSchema>;

export const punctuationResultSchema = z.object({ enhancedText: z.string() });

export const enhanceDocumentResultSchema = z.object({ content: z.string() });

export const templateTypes = [
  "business-letter",
  "report",
  "proposal",
  "essay",
  "memo",
  "creative-writing",
  "presentation",
] as const;
export type TemplateType = (typeof templateTypes)[number];

export const generatedTemplateSchema = z.object({
  name: text(120),
  description: text(400),
  content: text(20_000),
  structure: z.object({
    sections: z
      .array(z.object({ title: text(120), guidance: text(600) }))
      .min(1)
      .max(20),
  }),
  tags: list(8, 40),
});

export const pronunciationExercisesSchema = z.object({
  exercises: z
    .array(
      z.object({
        text: text(400),
        phonetic: z.string().trim().max(400).optional(),
        tips: list(6, 300),
      }),
    )
    .min(1)
    .max(5),
});

export const pronunciationFeedbackSchema = z.object({
  accuracy: z
    .number()
    .min(0)
    .max(100)
    .transform((n) => Math.round(n)),
  feedback: text(1200),
  phoneticsCorrection: z.string().trim().max(1200).optional(),
  improvements: list(8, 400),
  strengths: list(8, 400),
  /** How the reading was compared: sound by sound (English), or word or character by word. */
  scoredBy: z.enum(["sounds", "words", "characters"]).optional(),
  /** The sounds of the text that were left out or said as another, each with a tip (English). */
  sounds: z
    .array(
      z.object({
        word: text(80),
        /** The sound in the word, by name ("'th' as in 'think'"), and its ARPAbet symbol. */
        sound: text(80),
        phoneme: z.string().regex(/^[A-Z]{1,2}$/).optional(),
        /** What was said instead; absent when the sound was left out. */
        said: z.string().trim().min(1).max(80).optional(),
        saidPhoneme: z.string().regex(/^[A-Z]{1,2}$/).optional(),
        tip: text(300),
      }),
    )
    .max(12)
    .optional(),
  /** The words of the text that were said wrong or left out. */
  wordsToPractise: list(20, 80).optional(),
});


export const brainstormPromptSchema = z.object({
  id: text(64),
  category: z.enum(brainstormCategories),
  prompt: text(400),
  followUp: list(6, 300),
});

export const brainstormStartersSchema = z.object({ starters: list(12, 300).min(3) });

export const brainstormAnalysisSchema = z.object({
  ideas: list(20, 600),
  structure: z
    .object({
      writingApproach: text(1200),
      outline: z.array(z.object({ title: text(160), points: list(10, 400) })).max(12),
      nextSteps: list(8, 400),
    })
    .optional(),
});

export const lectureNotesSchema = z.object({
  /** Each term with the lecturer's own defining clause, or no definition when none was given. */
  keyTerms: z.array(z.object({ term: text(80), definition: text(600).optional(), importance: levelSchema })).max(20),
  mainPoints: list(15, 600),
  questions: list(12, 400),
  summary: text(3000),
  formattedNotes: text(60_000),
});

export const meetingMinutesSchema = z.object({
  summary: text(3000),
  keyPoints: list(15, 600),
  actionItems: z
    .array(
      z.object({
        task: text(400),
        assignee: z.string().trim().max(120).optional(),
        priority: levelSchema,
        /** The day the task is due (yyyy-mm-dd), only when the meeting named one. */
        dueDate: isoDate.optional(),
      }),
    )
    .max(30),
  transcript: z.string().min(1),
});



export const legalDocumentSchema = z.object({
  formattedDocument: text(250_000),
  keyPoints: list(15, 600),
  citations: list(40, 300),
  actionItems: list(20, 400),
  warnings: list(12, 500).optional(),
  suggestions: list(12, 500).optional(),
});

export type PunctuationResult = z.infer<typeof punctuationResultSchema>;
export type EnhanceDocumentResult = z.infer<typeof enhanceDocumentResultSchema>;
export type GeneratedTemplate = z.infer<typeof generatedTemplateSchema>;
export type PronunciationExercises = z.infer<typeof pronunciationExercisesSchema>;
export type PronunciationExercise = PronunciationExercises["exercises"][number];
export type PronunciationFeedback = z.infer<typeof pronunciationFeedbackSchema>;
export type BrainstormPrompt = z.infer<typeof brainstormPromptSchema>;
export type BrainstormStarters = z.infer<typeof brainstormStartersSchema>;
export type BrainstormAnalysis = z.infer<typeof brainstormAnalysisSchema>;
export type LectureNotes = z.infer<typeof lectureNotesSchema>;
export type MeetingMinutes = z.infer<typeof meetingMinutesSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

export type Engine = "anthropic" | "local";
export type WithEngine<T> = T & { engine: Engine };

// ---- Requests ------------------------------------------------------------------------------

export { MAX_TRANSCRIPT_CHARS };

/** JSON bodies may carry a full transcript plus escapes; the wrapper refuses more with 413. */
export const MAX_AI_BODY_BYTES = 1_000_000;

const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters.`);

/** Transcript text: trimmed, not blank. Its length cap (MAX_TRANSCRIPT_CHARS) gives 413 in the handler (see runGuardedAi in lib/server/ai/guard.ts). */
export const transcriptText = (message = "The transcript is empty. Record or type something first.") =>
  z.string({ error: message }).trim().min(1, message);


const languageCode = z
  .string({ error: "Choose a language." })
  .trim()
  .transform((code) => LANGUAGES.find((l) => l.code.toLowerCase() === code.toLowerCase())?.code ?? code)
  .pipe(z.enum(LANGUAGE_CODES, { error: "Choose one of the supported languages." }));

export const enhancePunctuationRequestSchema = z.object({
  text: transcriptText("There is no text to fix. Add some text before enhancing punctuation."),
  /** The text was just dictated (the editor's automatic fix): its marks were said, not typed. */
  dictated: z.boolean({ error: "dictated must be true or false." }).optional(),
});

export const generateTemplateRequestSchema = z.object({
  templateType: z.enum(templateTypes, { error: "Please select a template type." }),
  requirements: z
    .array(z.string().max(500, "Keep each requirement under 500 characters."))
    .max(20, "Add at most 20 requirements.")
    .default([])
    .transform((items) => items.map((s) => s.trim()).filter((s) => s.length > 0)),
});

export const pronunciationGenerateRequestSchema = z.object({
  language: languageCode,
  difficulty: z.enum(difficulties, { error: "Choose beginner, intermediate or advanced." }).default("beginner"),
  category: z
    .enum(pronunciationCategories, { error: "Choose words, phrases, sentences or tongue-twisters." })
    .default("words"),
  count: z.coerce.number().int().min(1).max(5).default(1),
});

export const pronunciationAnalyzeRequestSchema = z.object({
  audioTranscript: requiredText("Nothing was recorded. Say the text aloud first.", 2000),
  targetText: requiredText("There is no exercise to compare with.", 2000),
  language: languageCode,
});

export const brainstormPromptQuerySchema = z.object({
  category: z.enum(brainstormCategories, { error: "Choose creative, business, academic or personal." }).optional(),
});

export const brainstormStartersRequestSchema = z.object({
  topic: requiredText("Type a topic first.", 300),
});

/**
 * Sent by the voice tools: the transcript's spoken marks are written already, as the person saw
 * them ("literal comma" typed "comma"), so the server reads no mark word again.
 */
const marksWritten = z.boolean({ error: "marksWritten must be true or false." }).optional();

/** The most phrases a voice tool sends with its transcript, and the longest phrase. */
export const MAX_PHRASES = 5000;
export const MAX_PHRASE_CHARS = 5000;

/** The pieces the recogniser sent, one at each pause (optional: a typed transcript has none). */
const recognisedPhrases = z
  .array(z.string({ error: "Each phrase must be text." }).max(MAX_PHRASE_CHARS, `A phrase can be at most ${MAX_PHRASE_CHARS} characters.`), { error: "Phrases must be a list of text." })
  .max(MAX_PHRASES, `At most ${MAX_PHRASES} phrases can be sent.`)
  .optional();

export const brainstormAnalyzeRequestSchema = z.object({
  transcript: transcriptText("The brainstorm transcript is empty. Say some ideas first."),
  marksWritten,
  prompt: z.string().trim().max(1000).default(""),
  phrases: recognisedPhrases,
});

export const lectureRequestSchema = z.object({
  transcript: transcriptText("The lecture transcript is empty. Record the lecture first."),
  marksWritten,
  courseTitle: requiredText("Please enter a course title.", 200),
  lecturerName: requiredText("Please enter the lecturer's name.", 200),
});

export const meetingRequestSchema = z.object({
  transcript: transcriptText("The meeting transcript is empty. Record the meeting first."),
  marksWritten,
  meetingTitle: requiredText("Please enter a meeting title.", 200),
  participants: z
    .array(z.string().max(120, "Keep each participant name under 120 characters."))
    .max(50, "Add at most 50 participants.")
    .default([])
    .transform((names) => [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))]),
  /** The day of the meeting in the writer's calendar: "by Friday" is resolved from it. */
  meetingDate: z.iso.date({ error: "The meeting date must be a day written as yyyy-mm-dd." }).optional(),
  // (where the speakers paused is evidence for the transcript's sentence ends)
  phrases: recognisedPhrases,
});

export const legalFormatRequestSchema = z.object({
  transcript: transcriptText("The dictation is empty. Record the document first."),
  marksWritten,
  documentType: z.enum(legalDocumentTypes, { error: "Please select a document type." }),
  caseInfo: z.object(
    {
      caseNumber: requiredText("Please enter a case number.", 100),
      clientName: z.string().trim().max(200).optional().default(""),
    },
    { error: "Please enter the case information." },
  ),
  confidentialityLevel: z.enum(confidentialityLevels).default("confidential"),
});

export type EnhancePunctuationRequest = z.infer<typeof enhancePunctuationRequestSchema>;
export type GenerateTemplateRequest = z.infer<typeof generateTemplateRequestSchema>;
export type PronunciationGenerateRequest = z.infer<typeof pronunciationGenerateRequestSchema>;
export type PronunciationAnalyzeRequest = z.infer<typeof pronunciationAnalyzeRequestSchema>;
export type BrainstormStartersRequest = z.infer<typeof brainstormStartersRequestSchema>;
export type BrainstormAnalyzeRequest = z.infer<typeof brainstormAnalyzeRequestSchema>;
export type LectureRequest = z.infer<typeof lectureRequestSchema>;
export type MeetingRequest = z.infer<typeof meetingRequestSchema>;
export type LegalFormatRequest = z.infer<typeof legalFormatRequestSchema>;
