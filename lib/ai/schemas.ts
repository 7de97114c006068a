// zod schemas of every AI job's result: the exact response shapes of the spec's call tables
// (core §7, voice tools §7). Both engines' output is parsed with these before it leaves the
// server; Anthropic output that fails them falls back to the local engine.
import { z } from "zod";

const text = (max: number) => z.string().trim().min(1).max(max);
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
});

export const brainstormCategories = ["creative", "business", "academic", "personal"] as const;
export type BrainstormCategory = (typeof brainstormCategories)[number];

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
  keyTerms: z.array(z.object({ term: text(80), definition: text(600), importance: levelSchema })).max(20),
  mainPoints: list(15, 600),
  questions: list(12, 400),
  summary: text(3000),
  formattedNotes: text(60_000),
});

export const meetingMinutesSchema = z.object({
  summary: text(3000),
  keyPoints: list(15, 600),
  actionItems: z
    .array(z.object({ task: text(400), assignee: z.string().trim().max(120).optional(), priority: levelSchema }))
    .max(30),
  transcript: z.string().min(1),
});

export const legalDocumentTypes = ["motion", "brief", "contract", "memo", "deposition", "correspondence", "pleading"] as const;
export type LegalDocumentType = (typeof legalDocumentTypes)[number];

export const confidentialityLevels = ["public", "confidential", "attorney-client", "work-product"] as const;
export type ConfidentialityLevel = (typeof confidentialityLevels)[number];

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
