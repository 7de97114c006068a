// Answer checking (core-product §4 Game session): the trimmed answer is compared
// case-insensitively with the correct answer. Inner runs of spaces count as one and a final
// full stop, question or exclamation mark is optional (a spoken sentence arrives without it).
// A challenge may accept several answers (word association: any related word).

export function normalizeAnswer(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ").replace(/[.!?]+$/, "").trim();
}

export function isAnswerCorrect(answer: string, correctAnswer: string, acceptedAnswers: readonly string[] = []): boolean {
  const given = normalizeAnswer(answer);
  if (!given) return false;
  return [correctAnswer, ...acceptedAnswers].some((a) => normalizeAnswer(a) === given);
}

/** Spoken spelling ("c a t", "C-A-T") becomes "cat" when the expected answer is one word. */
export function joinSpokenLetters(answer: string): string {
  const parts = answer.trim().split(/[\s-]+/);
  return parts.length > 1 && parts.every((p) => /^[a-z]$/i.test(p)) ? parts.join("") : answer;
}
