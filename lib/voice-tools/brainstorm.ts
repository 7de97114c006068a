// Brainstorm helpers (voice-tools-and-enterprise §3, §4, §2 Create Document).
import type { BrainstormAnalysis, BrainstormPrompt } from "@/lib/schemas/ai";
import { MAX_TITLE_CHARS } from "@/lib/documents/document-model";

/**
 * A prompt made from topic starters: id custom, category creative, a random starter as the
 * prompt, and the starters at positions 2-4 as follow-ups. `random` is in [0, 1).
 */
export function customPromptFromStarters(starters: readonly string[], random: number): BrainstormPrompt {
  const index = Math.min(starters.length - 1, Math.max(0, Math.floor(random * starters.length)));
  return { id: "custom", category: "creative", prompt: starters[index] ?? "", followUp: starters.slice(1, 4) };
}

/** The session's name: the document's first heading, and (cut to fit) its title. */
const brainstormHeading = (prompt: string) => `Brainstorm: ${prompt.trim()}`;

/** The document's title, as its first heading says: "Brainstorm: <prompt>", cut to fit a title. */
export function brainstormTitle(prompt: string): string {
  const title = brainstormHeading(prompt);
  return title.length <= MAX_TITLE_CHARS ? title : `${title.slice(0, MAX_TITLE_CHARS - 3).trimEnd()}...`;
}

/** The session as Markdown: prompt, key ideas, suggested outline, writing approach, next steps, raw transcript. */
export function brainstormMarkdown(prompt: string, analysis: BrainstormAnalysis, transcript: string): string {
  const lines: string[] = [`# ${brainstormHeading(prompt)}`, ""];
  if (analysis.ideas.length) lines.push("## Key Ideas", ...analysis.ideas.map((i) => `- ${i}`), "");
  const s = analysis.structure;
  if (s?.outline.length) {
    lines.push("## Suggested Outline");
    s.outline.forEach((section, i) => lines.push(`${i + 1}. **${section.title}**`, ...section.points.map((p) => `   - ${p}`)));
    lines.push("");
  }
  if (s?.writingApproach) lines.push("## Writing Approach", s.writingApproach, "");
  if (s?.nextSteps.length) lines.push("## Next Steps", ...s.nextSteps.map((n) => `- ${n}`), "");
  lines.push("## Raw Transcript", transcript.trim());
  return lines.join("\n");
}

/** The editor link that opens the session as a new document (core route /editor?content=), with its title (&title=). */
export function createDocumentHref(markdown: string, title?: string): string {
  return `/editor?content=${encodeURIComponent(markdown)}${title ? `&title=${encodeURIComponent(title)}` : ""}`;
}

/**
 * Longest Markdown sent in the link: beyond this (encoded, the URL would pass 16 KB, the
 * usual server header limit) the document is stored first and opened by id instead.
 */
export const MAX_LINK_CONTENT_CHARS = 4000;
