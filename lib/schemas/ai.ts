// Request schemas of the AI endpoints, shared by the route handlers and the tool forms.
import { z } from "zod";
import { LANGUAGE_CODES, LANGUAGES } from "@/lib/languages";
import {
  brainstormCategories,
  confidentialityLevels,
  legalDocumentTypes,
  templateTypes,
} from "@/lib/ai/schemas";

/**
 * Longest transcript or text an AI job accepts: 200,000 characters (about 35,000 words,
 * several hours of speech). Longer input is refused with 413 before any work starts.
 */
export const MAX_TRANSCRIPT_CHARS = 200_000;

/** JSON bodies may carry a full transcript plus escapes; the wrapper refuses more with 413. */
export const MAX_AI_BODY_BYTES = 1_000_000;

const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep this under ${max} characters.`);

/** Transcript text: trimmed, not blank. Its length cap gives 413 in the handler (see assertTextSize). */
export const transcriptText = (message = "The transcript is empty. Record or type something first.") =>
  z.string({ error: message }).trim().min(1, message);

export const difficulties = ["beginner", "intermediate", "advanced"] as const;
export const pronunciationCategories = ["words", "phrases", "sentences", "tongue-twisters"] as const;

const languageCode = z
  .string({ error: "Choose a language." })
  .trim()
  .transform((code) => LANGUAGES.find((l) => l.code.toLowerCase() === code.toLowerCase())?.code ?? code)
  .pipe(z.enum(LANGUAGE_CODES, { error: "Choose one of the supported languages." }));

export const enhancePunctuationRequestSchema = z.object({
  text: transcriptText("There is no text to fix. Add some text before enhancing punctuation."),
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

export const brainstormAnalyzeRequestSchema = z.object({
  transcript: transcriptText("The brainstorm transcript is empty. Say some ideas first."),
  prompt: z.string().trim().max(1000).default(""),
});

export const lectureRequestSchema = z.object({
  transcript: transcriptText("The lecture transcript is empty. Record the lecture first."),
  courseTitle: requiredText("Please enter a course title.", 200),
  lecturerName: requiredText("Please enter the lecturer's name.", 200),
});

export const meetingRequestSchema = z.object({
  transcript: transcriptText("The meeting transcript is empty. Record the meeting first."),
  meetingTitle: requiredText("Please enter a meeting title.", 200),
  participants: z
    .array(z.string().max(120, "Keep each participant name under 120 characters."))
    .max(50, "Add at most 50 participants.")
    .default([])
    .transform((names) => [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 0))]),
});

export const legalFormatRequestSchema = z.object({
  transcript: transcriptText("The dictation is empty. Record the document first."),
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
export type Difficulty = (typeof difficulties)[number];
export type PronunciationCategory = (typeof pronunciationCategories)[number];
