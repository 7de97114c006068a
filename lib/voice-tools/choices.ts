// The fixed choices of the voice tools' forms (voice-tools-and-enterprise §3-§6), without any
// schema library: the screens import them from here, and lib/schemas/ai.ts builds its request
// schemas from the same lists (and re-exports them).

export const brainstormCategories = ["creative", "business", "academic", "personal"] as const;
export type BrainstormCategory = (typeof brainstormCategories)[number];

export const legalDocumentTypes = ["motion", "brief", "contract", "memo", "deposition", "correspondence", "pleading"] as const;
export type LegalDocumentType = (typeof legalDocumentTypes)[number];

export const confidentialityLevels = ["public", "confidential", "attorney-client", "work-product"] as const;
export type ConfidentialityLevel = (typeof confidentialityLevels)[number];

export const difficulties = ["beginner", "intermediate", "advanced"] as const;
export type Difficulty = (typeof difficulties)[number];

export const pronunciationCategories = ["words", "phrases", "sentences", "tongue-twisters"] as const;
export type PronunciationCategory = (typeof pronunciationCategories)[number];
