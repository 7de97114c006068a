// Local pronunciation engine: analyzePronunciationLocally compares what the recogniser heard with the target
// text and returns the Feedback shape. Deterministic: the same input always gives the same answer.
import { baseLanguage } from "@/lib/languages";
import type { PronunciationFeedback } from "@/lib/ai/schemas";
import { scoreEnglish } from "./analyze-english";
import { scoreText } from "./analyze-text";
import { findBankItem } from "./bank";
import { loadCmuDictionary } from "./cmu-dictionary";
import { englishWords } from "./english-text";
import { composeFeedback, emptyFeedback } from "./feedback";
import { applyVariant, resolveLanguage, scriptKind } from "./language-info";
import { respellEnglish } from "./respell";
import { wordsOf } from "./script-units";

export type AnalyzePronunciationInput = {
  /** What speech recognition heard. */
  audioTranscript: string;
  /** The exercise text the learner read. */
  targetText: string;
  /** One of the 22 language codes ("en-US", "es-MX", ...). */
  language: string;
};

/**
 * Exercise texts are at most 400 characters; longer input is cut so the alignment (quadratic in length)
 * stays well under a second. Chinese and Japanese align every character, so they get a shorter cap.
 */
const MAX_CHARS = 1200;
const MAX_CJK_CHARS = 600;

export async function analyzePronunciationLocally(request: AnalyzePronunciationInput): Promise<PronunciationFeedback> {
  const language = resolveLanguage(request.language);
  const code = language.code;
  const max = scriptKind(code) === "cjk" ? MAX_CJK_CHARS : MAX_CHARS;
  const input = { targetText: request.targetText.slice(0, max), audioTranscript: request.audioTranscript.slice(0, max) };
  const isEnglish = baseLanguage(code) === "en";
  const british = code === "en-GB";
  const dict = isEnglish ? await loadCmuDictionary() : undefined;

  const item = findBankItem(code, input.targetText);
  const bankPhonetic = item?.phonetic ? applyVariant(item.phonetic, code) : undefined;
  const sayItLike = () => {
    const respelling = dict ? respellEnglish(dict, input.targetText, british) : bankPhonetic;
    return respelling ? `Say it like this: ${respelling}` : undefined;
  };

  const heardSomething = isEnglish ? englishWords(input.audioTranscript).length > 0 : wordsOf(input.audioTranscript, code).length > 0;
  const hasTarget = isEnglish ? englishWords(input.targetText).length > 0 : wordsOf(input.targetText, code).length > 0;
  if (!heardSomething || !hasTarget) return emptyFeedback(hasTarget ? sayItLike() : undefined);

  if (dict) {
    const { scored, phoneticsCorrection } = scoreEnglish(dict, input.targetText, input.audioTranscript, british);
    return composeFeedback(scored, phoneticsCorrection);
  }
  const scored = scoreText(input.targetText, input.audioTranscript, code, bankPhonetic);
  return composeFeedback(scored, sayItLike());
}
