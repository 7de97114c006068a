// Local pronunciation engine: per-language facts (script, speech tag, scoring rules) on top of lib/languages.ts.
import { baseLanguage, findLanguage, LANGUAGES, type Language } from "@/lib/languages";

export type ScriptKind = "latin" | "cyrillic" | "cjk" | "hangul" | "arabic" | "devanagari";

const SCRIPTS: Record<string, ScriptKind> = {
  ja: "cjk",
  zh: "cjk",
  ko: "hangul",
  ru: "cyrillic",
  ar: "arabic",
  hi: "devanagari",
};

/** The writing system of a language code ("ja-JP" -> "cjk"); Latin for everything else. */
export function scriptKind(code: string): ScriptKind {
  return SCRIPTS[baseLanguage(code)] ?? "latin";
}

/** True for scripts written without spaces between words (compared character by character). */
export function isUnspaced(code: string): boolean {
  return scriptKind(code) === "cjk";
}

/**
 * The BCP 47 tag for speechSynthesis / SpeechRecognition. Browsers ship Norwegian voices as
 * Bokmål ("nb-NO"); every other code in the list is already a voice tag.
 */
export function speechSynthesisLang(code: string): string {
  const language = findLanguage(code);
  if (!language) return code;
  return language.code === "no-NO" ? "nb-NO" : language.code;
}

/**
 * Resolves a requested code to one of the 22 languages: exact code, then the first entry with the
 * same base language ("es" -> es-ES), then English (US).
 */
export function resolveLanguage(code: string | undefined): Language {
  const exact = code ? findLanguage(code) : undefined;
  if (exact) return exact;
  const base = code ? baseLanguage(code) : "en";
  return LANGUAGES.find((l) => baseLanguage(l.code) === base) ?? LANGUAGES[0];
}

/**
 * Index of a regional variant among the entries that share its base language (en-US 0, en-GB 1,
 * es-ES 0, es-MX 1). Bank strings write regional differences as "[first/second]".
 */
export function variantIndex(code: string): number {
  const language = resolveLanguage(code);
  const base = baseLanguage(language.code);
  return LANGUAGES.filter((l) => baseLanguage(l.code) === base).findIndex((l) => l.code === language.code);
}

/** Replaces "[a/b]" markers with the variant for this language. */
export function applyVariant(text: string, code: string): string {
  const index = variantIndex(code);
  return text.replace(/\[([^\]/]*)\/([^\]/]*)\]/g, (_, first: string, second: string) => (index === 1 ? second : first));
}

/**
 * How much a letter that differs only by its accent costs, as a share of a wrong letter.
 * Spanish, Italian and Portuguese accents mostly mark stress; in the other languages the mark makes
 * a different sound (German ü, Polish ł, Czech ř, Turkish ş), so it costs more, still less than a wrong letter.
 */
export function diacriticCost(code: string): number {
  const base = baseLanguage(code);
  if (base === "es" || base === "it" || base === "pt") return 0.25;
  if (base === "fr") return 0.35;
  return 0.5;
}
