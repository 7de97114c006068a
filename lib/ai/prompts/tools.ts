// Prompts for the voice tools: lecture notes, meeting minutes and legal dictation.
import type { JobInputs } from "@/lib/ai/provider";
import { DOCUMENT_TITLES } from "@/lib/ai/local/legal";
import { SHARED_RULES, budgetFor, userList, userText, type PromptSpec } from "@/lib/ai/prompts/shared";

export const lecturePrompt: PromptSpec<JobInputs["processLecture"]> = {
  description: "Return study notes for the lecture.",
  system: `${SHARED_RULES}

Task: turn a dictated lecture transcript into study notes for a student who may have dyslexia or another learning difference.
- summary: plain sentences about what the lecture covered, its main topics from beginning to end, at most a quarter of the transcript's length.
- keyTerms: the important terms of the subject the lecturer used (noun phrases specific to the subject, not everyday words). Each definition is the lecturer's own defining clause, at most 20 words (reword only to make it clearer); leave definition out when the lecturer did not define the term. importance is "high", "medium" or "low" (how central the term is to the lecture).
- mainPoints: 4 to 10 short sentences, in the order of the lecture.
- questions: 4 to 7 review questions a student could answer from the lecture alone, from different parts of the lecture.
- formattedNotes: the full notes as plain text with simple headings (Summary, Key terms, Main points, Review questions, Notes), short lines and bullet points with "- ". Include the cleaned-up lecture text under Notes.
- Use only what is in the transcript.`,
  user: ({ transcript, courseTitle, lecturerName }) =>
    `Course:\n${userText(courseTitle, "course_title")}\nLecturer:\n${userText(lecturerName, "lecturer_name")}\n\nLecture transcript:\n${userText(transcript)}`,
  maxTokens: ({ transcript }) => budgetFor(transcript, 2.4, 4000),
};

export const meetingPrompt: PromptSpec<JobInputs["processMeeting"]> = {
  description: "Return the meeting minutes.",
  system: `${SHARED_RULES}

Task: write meeting minutes from a dictated meeting transcript.
- summary: an executive summary in three to five plain sentences: what was discussed, what was decided, what happens next.
- keyPoints: the main discussion points and decisions, one short sentence each.
- actionItems: every task someone agreed to do, one per person (when one sentence gives tasks to two people, write two items). task starts with a verb ("Send the report to ...") and leaves out when it is due. assignee is a name from the participant list, written exactly as it appears there, and only when the transcript makes clear who owns the task; otherwise leave it out. priority is "high" for urgent or same-day tasks, "low" for tasks described as not urgent, otherwise "medium", judged from that person's own words. dueDate (yyyy-mm-dd) only when a day was said ("by Friday", "tomorrow", "on the 12th"), counted from the meeting date; otherwise leave it out.
- Decisions go in keyPoints as "Decision: ...", never in actionItems.
- transcript: the full transcript with punctuation and capital letters restored and fillers removed. Keep every other word.`,
  user: ({ transcript, meetingTitle, participants, meetingDate }) =>
    `Meeting:\n${userText(meetingTitle, "meeting_title")}\nMeeting date: ${meetingDate ?? new Date().toISOString().slice(0, 10)}\nParticipants:\n${userList(participants, "participants", "(none listed)")}\n\nTranscript:\n${userText(transcript)}`,
  maxTokens: ({ transcript }) => budgetFor(transcript, 2.6, 3000),
};

export const legalPrompt: PromptSpec<JobInputs["formatLegal"]> = {
  description: "Return the formatted legal document and review notes.",
  system: `${SHARED_RULES}

Task: format a dictated legal document for a legal professional.
- formattedDocument: the document laid out for its type, with a heading that shows the confidentiality marking (unless public), the document type, "Case No.:" and the client when given. Use the conventions of the type: a memorandum has To/Re, Summary, Facts, Analysis and Next steps; pleadings and contracts use numbered paragraphs; correspondence is a letter. Keep the lawyer's wording; only fix punctuation, capitals and obvious dictation errors.
- keyPoints: the main legal points, one sentence each.
- citations: every statute, rule and case the dictation mentions, written in the usual form (for example "Donoghue v Stevenson [1932] AC 562", "Section 5, Limitation Act 1980"). Never add a citation that was not dictated.
- actionItems: tasks the dictation says must be done, each starting with a verb.
- warnings: deadlines, limitation periods and privilege or disclosure risks found in the dictation.
- suggestions: short review notes (checks before filing or sending).`,
  user: ({ transcript, documentType, caseInfo, confidentialityLevel }) =>
    `Document type: ${DOCUMENT_TITLES[documentType]}\nCase number:\n${userText(caseInfo.caseNumber, "case_number")}\nClient:\n${userText(caseInfo.clientName || "(not given)", "client_name")}\nConfidentiality: ${confidentialityLevel}\n\nDictation:\n${userText(transcript)}`,
  maxTokens: ({ transcript }) => budgetFor(transcript, 2.6, 3000),
};
