// Spell mode: how a person gets a name or a rare word right when the recogniser will
// not. Letters said one by one ("capital S i o b h a n"), the NATO alphabet ("sierra india..."),
// digits, "space", "hyphen", "apostrophe", "backspace". Recognisers write a spoken letter in many
// ways ("see" for c, "are" for r, "why" for y), so each is read here.
import { spokenKey as clean } from "@/lib/speech/spoken-key";

const NATO: Record<string, string> = {
  alpha: "a", alfa: "a", bravo: "b", charlie: "c", delta: "d", echo: "e", foxtrot: "f", golf: "g", hotel: "h",
  india: "i", juliet: "j", juliett: "j", kilo: "k", lima: "l", mike: "m", november: "n", oscar: "o", papa: "p",
  quebec: "q", romeo: "r", sierra: "s", tango: "t", uniform: "u", victor: "v", whiskey: "w", whisky: "w",
  xray: "x", "x-ray": "x", yankee: "y", zulu: "z",
};
/** How recognisers write a letter said on its own. */
const SOUNDS: Record<string, string> = {
  ay: "a", bee: "b", be: "b", see: "c", sea: "c", cee: "c", dee: "d", ee: "e", eff: "f", ef: "f", gee: "g", aitch: "h",
  eye: "i", jay: "j", kay: "k", el: "l", elle: "l", em: "m", en: "n", oh: "o", pee: "p", queue: "q", cue: "q",
  are: "r", ar: "r", es: "s", ess: "s", tea: "t", tee: "t", you: "u", vee: "v", ex: "x", why: "y", wye: "y", zed: "z", zee: "z",
};
const DIGITS: Record<string, string> = { zero: "0", one: "1", two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9" };
const MARKS: Record<string, string> = { space: " ", hyphen: "-", dash: "-", apostrophe: "'", dot: ".", period: "." };
const CAPITAL = new Set(["capital", "cap", "uppercase", "caps"]);


/** One token as a letter, digit or mark, or null when it is none of these. */
function letterOf(word: string): string | null {
  if (/^\p{L}$/u.test(word) || /^\d$/.test(word)) return word;
  return NATO[word] ?? SOUNDS[word] ?? DIGITS[word] ?? MARKS[word] ?? null;
}

export type SpelledPhrase = { kind: "letters"; letters: string; backspaces: number } | { kind: "not-spelling" };

/**
 * Reads one phrase said in spell mode. Anything that is not a letter (a sentence said with spell
 * mode still on) makes the whole phrase `not-spelling`, so it is dictated as words instead.
 */
export function readSpelledPhrase(phrase: string): SpelledPhrase {
  const words = phrase.trim().split(/\s+/).map(clean).filter(Boolean);
  let letters = "";
  let backspaces = 0;
  let capital = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (CAPITAL.has(w) || (w === "upper" && words[i + 1] === "case" && ++i)) {
      capital = true;
      continue;
    }
    if (w === "double" && (words[i + 1] === "you" || words[i + 1] === "u")) {
      letters += capital ? "W" : "w";
      capital = false;
      i++;
      continue;
    }
    if (w === "x" && words[i + 1] === "ray") {
      letters += capital ? "X" : "x";
      capital = false;
      i++;
      continue;
    }
    if (w === "backspace" || (w === "back" && words[i + 1] === "space" && ++i)) {
      if (letters.length) letters = letters.slice(0, -1);
      else backspaces++;
      continue;
    }
    const letter = letterOf(w);
    if (letter === null) return { kind: "not-spelling" };
    letters += capital ? letter.toUpperCase() : letter;
    capital = false;
  }
  return letters || backspaces ? { kind: "letters", letters, backspaces } : { kind: "not-spelling" };
}
