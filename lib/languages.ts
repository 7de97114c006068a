// The 22 practice languages of the pronunciation trainer (voice-tools-and-enterprise §3).
// `code` is the BCP 47 tag passed to speech synthesis / recognition.

export type SupportLevel = "excellent" | "good" | "basic";

export type Language = {
  code: string;
  name: string;
  nativeName: string;
  flag: string;
  supportLevel: SupportLevel;
};

export const LANGUAGES = [
  { code: "en-US", name: "English (US)", nativeName: "English (US)", flag: "🇺🇸", supportLevel: "excellent" },
  { code: "en-GB", name: "English (UK)", nativeName: "English (UK)", flag: "🇬🇧", supportLevel: "excellent" },
  { code: "es-ES", name: "Spanish (Spain)", nativeName: "Español (España)", flag: "🇪🇸", supportLevel: "excellent" },
  { code: "es-MX", name: "Spanish (Mexico)", nativeName: "Español (México)", flag: "🇲🇽", supportLevel: "excellent" },
  { code: "fr-FR", name: "French", nativeName: "Français", flag: "🇫🇷", supportLevel: "excellent" },
  { code: "de-DE", name: "German", nativeName: "Deutsch", flag: "🇩🇪", supportLevel: "excellent" },
  { code: "it-IT", name: "Italian", nativeName: "Italiano", flag: "🇮🇹", supportLevel: "excellent" },
  { code: "pt-BR", name: "Portuguese (Brazil)", nativeName: "Português (Brasil)", flag: "🇧🇷", supportLevel: "excellent" },
  { code: "ja-JP", name: "Japanese", nativeName: "日本語", flag: "🇯🇵", supportLevel: "good" },
  { code: "ko-KR", name: "Korean", nativeName: "한국어", flag: "🇰🇷", supportLevel: "good" },
  { code: "zh-CN", name: "Chinese (Mandarin)", nativeName: "中文 (普通话)", flag: "🇨🇳", supportLevel: "good" },
  { code: "ru-RU", name: "Russian", nativeName: "Русский", flag: "🇷🇺", supportLevel: "good" },
  { code: "ar-SA", name: "Arabic", nativeName: "العربية", flag: "🇸🇦", supportLevel: "good" },
  { code: "hi-IN", name: "Hindi", nativeName: "हिन्दी", flag: "🇮🇳", supportLevel: "good" },
  { code: "nl-NL", name: "Dutch", nativeName: "Nederlands", flag: "🇳🇱", supportLevel: "good" },
  { code: "sv-SE", name: "Swedish", nativeName: "Svenska", flag: "🇸🇪", supportLevel: "good" },
  { code: "no-NO", name: "Norwegian", nativeName: "Norsk", flag: "🇳🇴", supportLevel: "good" },
  { code: "da-DK", name: "Danish", nativeName: "Dansk", flag: "🇩🇰", supportLevel: "good" },
  { code: "fi-FI", name: "Finnish", nativeName: "Suomi", flag: "🇫🇮", supportLevel: "basic" },
  { code: "pl-PL", name: "Polish", nativeName: "Polski", flag: "🇵🇱", supportLevel: "basic" },
  { code: "cs-CZ", name: "Czech", nativeName: "Čeština", flag: "🇨🇿", supportLevel: "basic" },
  { code: "tr-TR", name: "Turkish", nativeName: "Türkçe", flag: "🇹🇷", supportLevel: "basic" },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export function findLanguage(code: string): Language | undefined {
  return LANGUAGES.find((l) => l.code.toLowerCase() === code.toLowerCase());
}

/** "en-GB" -> "en": the base language used to pick exercise banks and scoring rules. */
export function baseLanguage(code: string): string {
  return code.split("-")[0].toLowerCase();
}
