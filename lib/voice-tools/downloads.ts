// Plain-text downloads of the voice tools' results (voice-tools-and-enterprise §7 "Client-built downloads").
// The same text is what "Save as document" stores in the library.
import type { ConfidentialityLevel, LectureNotes, LegalDocument, LegalDocumentType, MeetingMinutes } from "@/lib/schemas/ai";
import { CONFIDENTIAL_FOOTER, confidentialityBanner, LEGAL_DOCUMENT_TYPE_LABELS } from "@/lib/voice-tools/legal";
import { dueDateText } from "@/lib/voice-tools/text";

const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${item}`);
const bulleted = (items: readonly string[]) => items.map((item) => `- ${item}`);
const section = (title: string, lines: readonly string[]) => (lines.length ? [title.toUpperCase(), ...lines, ""] : []);

export type StudyGuideInput = { courseTitle: string; lecturerName: string; date: string; notes: LectureNotes };

export function studyGuideText({ courseTitle, lecturerName, date, notes }: StudyGuideInput): string {
  return [
    `${courseTitle.trim()} - Study Guide`,
    `Lecturer: ${lecturerName.trim()}`,
    `Date: ${date}`,
    "",
    ...section("Summary", [notes.summary]),
    ...section("Key terms", notes.keyTerms.map((t) => `- ${t.term} (${t.importance})${t.definition ? `: ${t.definition}` : ""}`)),
    ...section("Main points", numbered(notes.mainPoints)),
    ...section("Review questions", numbered(notes.questions)),
    ...section("Detailed notes", [notes.formattedNotes]),
  ]
    .join("\n")
    .trimEnd()
    .concat("\n");
}

export type MinutesInput = {
  title: string;
  participants: readonly string[];
  date: string;
  durationMinutes: number;
  minutes: MeetingMinutes;
};

export function actionItemLine(item: MeetingMinutes["actionItems"][number]): string {
  return `- ${item.task} (Assignee: ${item.assignee?.trim() || "Unassigned"}; Priority: ${item.priority}${item.dueDate ? `; Due: ${dueDateText(item.dueDate)}` : ""})`;
}

export function minutesText({ title, participants, date, durationMinutes, minutes }: MinutesInput): string {
  return [
    `${title.trim()} - Meeting Minutes`,
    `Date: ${date}`,
    `Duration: ${durationMinutes} minute${durationMinutes === 1 ? "" : "s"}`,
    `Participants: ${participants.length ? participants.join(", ") : "None listed"}`,
    "",
    ...section("Executive summary", [minutes.summary]),
    ...section("Key discussion points", bulleted(minutes.keyPoints)),
    ...section("Action items", minutes.actionItems.map(actionItemLine)),
    ...section("Transcript", [minutes.transcript]),
  ]
    .join("\n")
    .trimEnd()
    .concat("\n");
}

export type LegalInput = {
  caseNumber: string;
  clientName: string;
  documentType: LegalDocumentType;
  level: ConfidentialityLevel;
  date: string;
  document: LegalDocument;
};

export function legalText({ caseNumber, clientName, documentType, level, date, document }: LegalInput): string {
  return [
    confidentialityBanner(level, date, caseNumber),
    "",
    `Document Type: ${LEGAL_DOCUMENT_TYPE_LABELS[documentType]}`,
    ...(clientName.trim() ? [`Client: ${clientName.trim()}`] : []),
    "",
    document.formattedDocument.trim(),
    "",
    ...section("Key legal points", bulleted(document.keyPoints)),
    ...section("Citations", bulleted(document.citations)),
    ...section("Action items", bulleted(document.actionItems)),
    CONFIDENTIAL_FOOTER,
  ].join("\n");
}
