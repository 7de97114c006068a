import { z } from "zod";

// Personal vocabulary: a user's words and names, and spoken shortcuts. Shared by the
// route handlers, the query hooks, the settings screen and the editor's Vocabulary dialog.

export const MAX_VOCABULARY_ENTRIES = 500;
export const MAX_VOCABULARY_PHRASE_CHARS = 100;
export const MAX_VOCABULARY_EXPANSION_CHARS = 2000;
export const VOCABULARY_KINDS = ["word", "shortcut"] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];

export const VOCABULARY_NOT_FOUND = "We could not find that vocabulary entry. It may have been deleted.";
export const VOCABULARY_FULL = `You can keep up to ${MAX_VOCABULARY_ENTRIES} words and shortcuts. Delete some to add more.`;
export const VOCABULARY_DUPLICATE = "That word or phrase is already in your vocabulary.";

const phrase = z
  .string()
  .trim()
  .min(1, "Type the word, name or phrase.")
  .max(MAX_VOCABULARY_PHRASE_CHARS, `Keep it to ${MAX_VOCABULARY_PHRASE_CHARS} characters or fewer.`)
  .regex(/^[^\n\r\t]*$/, "Use one line.")
  .regex(/[\p{L}\p{N}]/u, "Include at least one letter or number.")
  .transform((s) => s.replace(/\s+/g, " "));
const expansion = z
  .string()
  .trim()
  .min(1, "Type what the shortcut should write.")
  .max(MAX_VOCABULARY_EXPANSION_CHARS, `Keep it to ${MAX_VOCABULARY_EXPANSION_CHARS} characters or fewer.`);

const entryFields = z.object({
  kind: z.enum(VOCABULARY_KINDS).default("word"),
  phrase,
  expansion: expansion.nullish(),
});

/** A shortcut needs what it expands to; a word has none. */
function requireExpansion(value: { kind: VocabularyKind; expansion?: string | null }, ctx: z.RefinementCtx) {
  if (value.kind === "shortcut" && !value.expansion) {
    ctx.addIssue({ code: "custom", path: ["expansion"], message: "Type what the shortcut should write." });
  }
}

export const createVocabularySchema = entryFields.strict().superRefine(requireExpansion);
export const updateVocabularySchema = z
  .object({ kind: z.enum(VOCABULARY_KINDS), phrase, expansion: expansion.nullable() })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Send at least one field to change.");
/** The export file: `{ "saywrite": "vocabulary", "entries": [...] }` (a bare array is accepted too). */
export const importVocabularySchema = z.union([
  z.object({ saywrite: z.literal("vocabulary").optional(), entries: z.array(createVocabularySchema).max(MAX_VOCABULARY_ENTRIES) }),
  z.array(createVocabularySchema).max(MAX_VOCABULARY_ENTRIES),
]);
export const MAX_VOCABULARY_IMPORT_BYTES = 2_000_000;

export type CreateVocabularyInput = z.input<typeof createVocabularySchema>;
export type CreateVocabularyData = z.output<typeof createVocabularySchema>;
export type UpdateVocabularyInput = z.input<typeof updateVocabularySchema>;
export type UpdateVocabularyData = z.output<typeof updateVocabularySchema>;
export type ImportVocabularyInput = z.input<typeof importVocabularySchema>;
export type ImportVocabularyData = z.output<typeof importVocabularySchema>;

export type VocabularyEntryDto = {
  id: string;
  kind: VocabularyKind;
  phrase: string;
  expansion: string | null;
  updatedAt: string;
};
export type ImportVocabularyResult = { added: number; skipped: number };

/** One entry per phrase: lower case, spaces collapsed. */
export function vocabularyKey(phrase: string): string {
  return phrase.toLowerCase().replace(/\s+/g, " ").trim();
}

/** The JSON file the export downloads (and the import reads). */
export function vocabularyExport(entries: readonly Pick<VocabularyEntryDto, "kind" | "phrase" | "expansion">[]) {
  return {
    saywrite: "vocabulary" as const,
    entries: entries.map((e) => (e.kind === "shortcut" ? { kind: e.kind, phrase: e.phrase, expansion: e.expansion } : { kind: e.kind, phrase: e.phrase })),
  };
}
