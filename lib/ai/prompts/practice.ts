// Prompts for templates, pronunciation practice and brainstorming.
import type { JobInputs } from "@/lib/ai/provider";
import { findLanguage } from "@/lib/languages";
import { TEMPLATE_LABELS } from "@/lib/ai/local/templates";
import { SHARED_RULES, userList, userText, type PromptSpec } from "@/lib/ai/prompts/shared";

export const templatePrompt: PromptSpec<JobInputs["generateTemplate"]> = {
  description: "Return a writing template.",
  system: `${SHARED_RULES}

Task: create a writing template the user will fill in by speaking.
- content: plain text. Each section is a heading in capitals on its own line, followed by a note in brackets that says, in plain words, what to say in that section. Work every requirement into the section it belongs to.
- structure.sections: the same sections, each with a title and the guidance.
- name: a short name for the template. description: one sentence. tags: up to 8 lower-case words.
- Do not write the finished document and do not invent personal details.`,
  user: ({ templateType, requirements }) =>
    `Template type: ${TEMPLATE_LABELS[templateType]}\nRequirements:\n${userList(requirements, "requirements")}`,
  maxTokens: () => 4000,
};

const languageName = (code: string) => {
  const l = findLanguage(code);
  return l ? `${l.name} (${l.code})` : code;
};

export const pronunciationExercisePrompt: PromptSpec<JobInputs["generatePronunciation"]> = {
  description: "Return pronunciation exercises.",
  system: `${SHARED_RULES}

Task: write pronunciation practice for a language learner.
- Each exercise: text in the target language (in its own script), phonetic as a simple respelling English readers can follow (for non-Latin scripts, the standard romanisation), and two or three tips about the hardest sounds in that text.
- Match the category: words = single words; phrases = two to five words; sentences = one natural sentence; tongue-twisters = a real, well-known tongue twister where one exists.
- Match the difficulty: beginner = common, short and regular; advanced = long words, hard sounds, fast combinations.`,
  user: ({ language, difficulty, category, count }) =>
    `Language: ${languageName(language)}\nDifficulty: ${difficulty}\nCategory: ${category}\nNumber of exercises: ${count}`,
  maxTokens: ({ count }) => 600 + count * 400,
};

export const pronunciationAnalysisPrompt: PromptSpec<JobInputs["analyzePronunciation"]> = {
  description: "Return feedback on the learner's pronunciation.",
  system: `${SHARED_RULES}

Task: compare what speech recognition heard with the target text and give kind, specific feedback.
- accuracy: 0 to 100, how closely the heard text matches the target (missing or changed words lower it).
- feedback: one or two encouraging sentences that name the words that went well or need work.
- phoneticsCorrection: how to say the words that went wrong, as simple respellings (optional).
- improvements: up to four concrete tips, each naming a word from the target.
- strengths: one to three things the learner did well, naming words.
Speech recognition may mishear; judge only what the heard text shows.`,
  user: ({ audioTranscript, targetText, language }) =>
    `Language: ${languageName(language)}\nTarget text:\n${userText(targetText, "target_text")}\nWhat speech recognition heard:\n${userText(audioTranscript)}`,
  maxTokens: () => 1200,
};

export const brainstormPromptPrompt: PromptSpec<JobInputs["brainstormPrompt"]> = {
  description: "Return one brainstorming prompt.",
  system: `${SHARED_RULES}

Task: write one open brainstorming prompt for someone who is stuck, with three follow-up questions that help them keep talking.
- id: a short lower-case id with hyphens. category: the requested category. prompt: one sentence. followUp: three short questions.`,
  user: ({ category }) => `Category: ${category ?? "any of creative, business, academic or personal (choose one)"}`,
  maxTokens: () => 600,
};

export const brainstormStartersPrompt: PromptSpec<JobInputs["brainstormStarters"]> = {
  description: "Return conversation starters for the topic.",
  system: `${SHARED_RULES}

Task: offer ideas for the topic: six short suggestions. The first four are concrete ideas to write or talk about (a story to tell, a comparison, a list to make, a change to suggest), written as sentences, not questions, and never just the topic repeated. The last two are questions that help someone talk about the topic out loud. Plain words, one idea each.`,
  user: ({ topic }) => `Topic:\n${userText(topic)}`,
  maxTokens: () => 800,
};

export const brainstormAnalysisPrompt: PromptSpec<JobInputs["analyzeBrainstorm"]> = {
  description: "Return the organised brainstorm.",
  system: `${SHARED_RULES}

Task: organise a spoken brainstorm.
- ideas: each separate idea the speaker had, as one clear sentence in their words.
- structure.outline: the ideas grouped into sections, each with a short title and the points that belong to it.
- structure.writingApproach: two to four sentences on how to turn this into a piece of writing (what to open with, the order, how to finish).
- structure.nextSteps: three to five small, concrete next steps.
Use only ideas from the transcript.`,
  user: ({ transcript, prompt }) => `Prompt:\n${userText(prompt || "(none)", "prompt")}\n\nBrainstorm transcript:\n${userText(transcript)}`,
  maxTokens: () => 3000,
};
