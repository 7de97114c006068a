// The local engine as an AiProvider: no network, no model downloads, answers from the
// input text itself (lib/ai/local/**).
import type { AiProvider } from "@/lib/ai/provider";
import { answerWithoutDoubledMarks } from "@/lib/ai/doubled-marks";
import { analyzeBrainstorm, brainstormPrompt, brainstormStarters } from "@/lib/ai/local/brainstorm";
import { enhanceDocument } from "@/lib/ai/local/enhance";
import { processLecture } from "@/lib/ai/local/lecture";
import { formatLegal } from "@/lib/ai/local/legal";
import { processMeeting } from "@/lib/ai/local/meeting";
import { analyzePronunciation } from "@/lib/ai/local/pronunciation/analyze";
import { generateExercises } from "@/lib/ai/local/pronunciation/exercises";
import { punctuate } from "@/lib/ai/local/punctuation";
import { generateTemplate } from "@/lib/ai/local/templates";

export function createLocalProvider(options: { now?: () => Date; random?: () => number } = {}): AiProvider {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  return {
    engine: "local",
    enhancePunctuation: async ({ text, dictated }) => ({ enhancedText: punctuate(text, { dictated }) }),
    enhanceDocument: async ({ content, type }) => ({ content: enhanceDocument(content, { type }) }),
    generateTemplate: async ({ templateType, requirements }) => generateTemplate(templateType, requirements),
    generatePronunciation: async ({ language, difficulty, category, count }) => ({
      exercises: await generateExercises(language, difficulty, category, count, random),
    }),
    analyzePronunciation: async ({ audioTranscript, targetText, language }) => analyzePronunciation(audioTranscript, targetText, language),
    brainstormPrompt: async ({ category }) => brainstormPrompt(category, random),
    brainstormStarters: async ({ topic }) => ({ starters: brainstormStarters(topic, random) }),
    // (the voice tools' answers show no two marks in a row that were not said: lib/ai/doubled-marks.ts)
    analyzeBrainstorm: async (input) => answerWithoutDoubledMarks(analyzeBrainstorm(input.transcript, input.prompt, input.phrases), input),
    processLecture: async (input) => answerWithoutDoubledMarks(processLecture(input), input),
    processMeeting: async (input) => answerWithoutDoubledMarks(processMeeting(input, input.meetingDate ? new Date(`${input.meetingDate}T12:00:00Z`) : now()), input),
    formatLegal: async (input) => answerWithoutDoubledMarks(formatLegal(input, now()), input),
  };
}
