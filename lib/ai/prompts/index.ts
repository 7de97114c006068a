// One prompt per job.
import type { JobInputs, JobName } from "@/lib/ai/provider";
import type { PromptSpec } from "@/lib/ai/prompts/shared";
import {
  brainstormAnalysisPrompt,
  brainstormPromptPrompt,
  brainstormStartersPrompt,
  pronunciationAnalysisPrompt,
  pronunciationExercisePrompt,
  templatePrompt,
} from "@/lib/ai/prompts/practice";
import { lecturePrompt, legalPrompt, meetingPrompt } from "@/lib/ai/prompts/tools";
import { enhanceDocumentPrompt, punctuationPrompt } from "@/lib/ai/prompts/writing";

export const PROMPTS: { [J in JobName]: PromptSpec<JobInputs[J]> } = {
  enhancePunctuation: punctuationPrompt,
  enhanceDocument: enhanceDocumentPrompt,
  generateTemplate: templatePrompt,
  generatePronunciation: pronunciationExercisePrompt,
  analyzePronunciation: pronunciationAnalysisPrompt,
  brainstormPrompt: brainstormPromptPrompt,
  brainstormStarters: brainstormStartersPrompt,
  analyzeBrainstorm: brainstormAnalysisPrompt,
  processLecture: lecturePrompt,
  processMeeting: meetingPrompt,
  formatLegal: legalPrompt,
};
