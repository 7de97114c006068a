// Download file names of the voice tools (voice-tools-and-enterprise §7 "Client-built downloads").

/** Study guide: {course}_notes.txt, every non-alphanumeric character of the course replaced by "_". */
export function studyGuideFileName(courseTitle: string): string {
  return `${courseTitle.trim().replace(/[^a-zA-Z0-9]/g, "_")}_notes.txt`;
}

// Characters no file system accepts (or that would make a path) become "_"; the rest is kept.
const unsafe = (text: string) => text.trim().replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, "_");

/** Minutes: {title}_minutes.txt. */
export function minutesFileName(title: string): string {
  return `${unsafe(title)}_minutes.txt`;
}

/** Legal: {caseNumber}_{documentType}_{YYYY-MM-DD}.txt. */
export function legalFileName(caseNumber: string, documentType: string, date: string): string {
  return `${unsafe(caseNumber)}_${documentType}_${date}.txt`;
}
