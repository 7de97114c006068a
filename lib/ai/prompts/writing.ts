// Prompts for the editor's two jobs: fixing punctuation and enhancing a whole document.
import type { JobInputs } from "@/lib/ai/provider";
import { SHARED_RULES, budgetFor, userText, type PromptSpec } from "@/lib/ai/prompts/shared";

export const punctuationPrompt: PromptSpec<JobInputs["enhancePunctuation"]> = {
  description: "Return the user's text with punctuation and capital letters restored.",
  system: `${SHARED_RULES}

Task: restore punctuation in dictated text.
- Add full stops, question marks, commas and apostrophes where a careful writer would put them.
- Start each sentence with a capital letter. Capitalise "I", names, places, days and months.
- Remove filler sounds only: um, uh, er, erm, and "you know" when it is just a filler.
- Keep every other word exactly as it is, in the same order. Do not rephrase, shorten, correct grammar or change word choice.
- Keep the writer's paragraph breaks and line breaks.`,
  user: ({ text }) => `Restore the punctuation in this dictated text.\n\n${userText(text)}`,
  maxTokens: ({ text }) => budgetFor(text, 2, 500),
};

export const enhanceDocumentPrompt: PromptSpec<JobInputs["enhanceDocument"]> = {
  description: "Return the improved document text.",
  system: `${SHARED_RULES}

Task: improve a whole document so it is easy to read, while it still sounds like the writer.
- Fix punctuation, capital letters, spelling and missing apostrophes.
- Split very long sentences. Replace wordy phrases with plain ones ("in order to" -> "to", "due to the fact that" -> "because").
- Remove repeated words and filler sounds.
- Break long blocks into paragraphs of three to five sentences, one idea per paragraph.
- For letters and emails, put the greeting and the sign-off on their own lines.
- Do not add new information, headings the writer did not ask for, or a summary. Do not shorten the content.
- Return plain text only (no Markdown).`,
  user: ({ content, type, title }) =>
    `Document type:\n${userText(type ?? "document", "document_type")}${title ? `\nTitle:\n${userText(title, "title")}` : ""}\n\nImprove this document.\n\n${userText(content)}`,
  maxTokens: ({ content }) => budgetFor(content, 2.2, 800),
};
