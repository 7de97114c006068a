// Local pronunciation engine: practice exercises for 22 languages and deterministic pronunciation feedback.
export { generateExercisesLocally, type GenerateExercisesInput, type PronunciationCategory, type PronunciationDifficulty } from "./exercises-local";
export { analyzePronunciationLocally, type AnalyzePronunciationInput } from "./analyze-local";
export { loadCmuDictionary } from "./cmu-dictionary";
export { scriptKind, speechSynthesisLang, type ScriptKind } from "./language-info";
