// The automatic punctuation fix after dictation may add what the person did not say, never undo
// what they did. Given the text as dictated and the fixer's version of it, keepSpokenMarks keeps:
// - every mark and line break already in the text (a spoken "comma" stays a comma even where the
//   model would put a full stop; a spoken "new paragraph" stays a paragraph break);
// - every word as said (a fixer that changed, dropped or added words is not used at all);
// - every capital the person has.
// It takes from the fixer only marks where there were none (between words, at the end, before a
// line break), the fixer's capitals after the marks it added, and a capital at the start. It never takes a line break the
// fixer invented (where paragraphs go is the speaker's choice), nor a mark at the end of a
// heading or bullet line.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

type Tokens = { words: string[]; gaps: string[] };

/** Words and the gaps around them: gaps.length === words.length + 1. */
function tokenize(text: string): Tokens {
  const words: string[] = [];
  const gaps: string[] = [];
  let at = 0;
  for (const m of text.matchAll(WORD)) {
    gaps.push(text.slice(at, m.index));
    words.push(m[0]);
    at = m.index + m[0].length;
  }
  gaps.push(text.slice(at));
  return { words, gaps };
}

const key = (word: string) => word.toLowerCase().replace(/’/g, "'");
const isPlainSpace = (gap: string) => /^[ \t]*$/.test(gap);
const isWhitespace = (gap: string) => /^\s*$/.test(gap);
const hasCapital = (word: string) => word !== word.toLowerCase();
const marksOf = (gap: string) => gap.replace(/\s+/g, "");
/** Markdown heading or bullet: "# Title", "- item". */
const isListOrHeadingLine = (textSoFar: string) => /^[ \t]*(#{1,6}|[-*•])[ \t]/.test(textSoFar.slice(textSoFar.lastIndexOf("\n") + 1));

/** The fixer's text with the person's marks, breaks, words and capitals put back (see above). */
export function keepSpokenMarks(original: string, fixed: string): string {
  const o = tokenize(original);
  const f = tokenize(fixed);
  if (o.words.length !== f.words.length || o.words.some((w, i) => key(w) !== key(f.words[i]))) return original;
  let out = "";
  for (let i = 0; i < o.gaps.length; i++) {
    const mine = o.gaps[i];
    const theirs = f.gaps[i];
    const endsLine = i === o.words.length || /\n/.test(mine);
    const mayEndLine = !(endsLine && isListOrHeadingLine(out));
    // a plain space between words may become the fixer's mark (never its line break)
    const takeTheirs = i > 0 && i < o.words.length && isPlainSpace(mine);
    if (takeTheirs) out += theirs.replace(/[ \t]*[\r\n]+[ \t]*/g, " ") || " ";
    else if (i > 0 && isWhitespace(mine) && mayEndLine) out += marksOf(theirs) + mine;
    else out += mine;
    if (i < o.words.length) {
      const word = o.words[i];
      const their = f.words[i];
      // the fixer's case after a gap it wrote, or a capital starting the sentence it was sent;
      // never a capital taken away
      const capitalOnly = i === 0 && their === word.charAt(0).toUpperCase() + word.slice(1);
      out += (takeTheirs && !(hasCapital(word) && !hasCapital(their))) || capitalOnly ? their : word;
    }
  }
  return out;
}
