// Personal vocabulary applied to recognised text: words and names come out in the
// user's own spelling ("siobhan" -> "Siobhan"), spoken shortcuts expand ("my address" -> the
// full address). Pure and used on every final phrase, in the editor and every voice tool.
//
// Rules: matched case-insensitively on whole words (Unicode letters and digits, so "Zoë" and
// "café" work and "estoppels" is not touched); the longest phrase wins when two overlap; an
// expansion is never matched again. A match whose first letter was a capital (the start of a
// sentence) keeps that capital, unless the entry has capitals of its own ("iPhone"): names
// are always written the way they were saved.

export type VocabularyKind = "word" | "shortcut";
export type VocabularyRule = { kind: VocabularyKind; phrase: string; expansion?: string | null };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const keyOf = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

function replacementFor(rule: VocabularyRule): string {
  return rule.kind === "shortcut" && rule.expansion ? rule.expansion : rule.phrase.trim().replace(/\s+/g, " ");
}

function keepInitialCapital(matched: string, rule: VocabularyRule): string {
  const replacement = replacementFor(rule);
  const first = matched.charAt(0);
  const rest = matched.slice(1);
  // "Estoppel" starts a sentence; "ESTOPPEL" is only shouting
  const isCapital = first !== first.toLowerCase() && (rest === "" || rest !== rest.toUpperCase());
  // a name with its own capitals ("Siobhan", "iPhone") is written exactly as saved
  if (!isCapital || (rule.kind === "word" && /\p{Lu}/u.test(replacement))) return replacement;
  return replacement.charAt(0).toUpperCase() + replacement.slice(1);
}

export type VocabularyMatcher = (text: string) => string;

/** Compiles the rules once (a voice session applies them to every phrase). */
export function compileVocabulary(rules: readonly VocabularyRule[]): VocabularyMatcher {
  const byKey = new Map<string, VocabularyRule>();
  for (const rule of rules) {
    const key = keyOf(rule.phrase);
    if (key && !byKey.has(key)) byKey.set(key, rule);
  }
  if (byKey.size === 0) return (text) => text;
  const alternatives = [...byKey.keys()]
    .sort((a, b) => b.length - a.length)
    .map((k) => k.split(" ").map(escapeRegExp).join("\\s+"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}\\p{M}])`, "giu");
  return (text) =>
    text.replace(pattern, (matched) => {
      const rule = byKey.get(keyOf(matched));
      return rule ? keepInitialCapital(matched, rule) : matched;
    });
}

/** Applies personal vocabulary to one piece of recognised text. */
export function applyVocabulary(text: string, rules: readonly VocabularyRule[]): string {
  return compileVocabulary(rules)(text);
}

/** Words and names to give a recogniser that supports biasing (shortcuts are spoken phrases too). */
export function biasingPhrases(rules: readonly VocabularyRule[]): string[] {
  return [...new Set(rules.map((r) => r.phrase.trim()).filter(Boolean))];
}
