// Challenge generation (pure): from the shipped word data, sentences and passages, for a game,
// a level (1-10) and the game's difficulty. Higher levels draw rarer words (further down the
// frequency list) and longer words, sentences and passages. `random` is injectable for tests.
// `asked` holds the correct answers of the challenges already asked this session (oldest first):
// an item is not asked again until the level's pool is used up, and never twice in a row.
import type { GameChallenge } from "@/lib/schemas/games";
import { getGame, MAX_LEVEL, type GameDifficulty, type GameId } from "@/lib/games/definitions";
import { PASSAGES } from "@/lib/games/data/passages";
import { SENTENCES } from "@/lib/games/data/sentences";
import { pickFresh, type Random } from "@/lib/games/fresh-pick";

export type WordEntry = { word: string; partOfSpeech: string; definition: string; synonyms: string[]; related: string[] };
type Asked = readonly string[];

const DIFFICULTY_OFFSET: Record<GameDifficulty, number> = { beginner: 0, intermediate: 1, advanced: 2 };
const BAND_STEP = 180;
const BAND_WIDTH = 400;
const POS_NAMES: Record<string, string> = { n: "a noun (a thing, person or idea)", v: "a verb (an action)", a: "an adjective (it describes something)", r: "an adverb (it describes how)" };

const pickWord = (pool: readonly WordEntry[], asked: Asked, random: Random) => pickFresh(pool, (w) => w.word, asked, random);
const answersOf = (w: WordEntry) => [...new Set([...w.synonyms, ...w.related])];

function shuffle<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** 0-based step of challenge hardness from the level and the game's difficulty. */
export function hardness(level: number, difficulty: GameDifficulty): number {
  const clamped = Math.min(MAX_LEVEL, Math.max(1, Math.floor(level)));
  return clamped - 1 + DIFFICULTY_OFFSET[difficulty];
}

/** The words a level draws from: a window of the frequency list that moves to rarer words, and a minimum length. */
export function wordPool(words: readonly WordEntry[], step: number, filter: (w: WordEntry) => boolean = () => true): WordEntry[] {
  const minLength = Math.min(8, 3 + Math.floor(step / 2));
  const start = Math.min(step * BAND_STEP, Math.max(0, words.length - BAND_WIDTH));
  const window = words.slice(start, start + BAND_WIDTH).filter(filter);
  const long = window.filter((w) => w.word.length >= minLength);
  return long.length >= 8 ? long : window.length >= 4 ? window : words.filter(filter);
}

function spellingBee(words: readonly WordEntry[], step: number, asked: Asked, random: Random): Omit<GameChallenge, "gameId" | "level"> {
  const entry = pickWord(wordPool(words, step), asked, random);
  return {
    question: "Listen to the word, then spell it.",
    correctAnswer: entry.word,
    acceptedAnswers: [],
    hints: [`It has ${entry.word.length} letters.`, `It starts with "${entry.word[0]}".`, `It means: ${entry.definition}.`],
    speak: entry.word,
  };
}

function vocabularyBuilder(words: readonly WordEntry[], step: number, asked: Asked, random: Random): Omit<GameChallenge, "gameId" | "level"> {
  const pool = wordPool(words, step);
  const entry = pickWord(pool, asked, random);
  const distractors = shuffle(
    pool.filter((w) => w.word !== entry.word && w.partOfSpeech === entry.partOfSpeech && !entry.synonyms.includes(w.word)),
    random,
  ).slice(0, 3);
  return {
    question: `Which word means "${entry.definition}"?`,
    options: shuffle([entry.word, ...distractors.map((d) => d.word)], random),
    correctAnswer: entry.word,
    acceptedAnswers: [],
    hints: [`It is ${POS_NAMES[entry.partOfSpeech] ?? "a word"}.`, `It starts with "${entry.word[0]}".`, ...(entry.synonyms[0] ? [`A similar word: ${entry.synonyms[0]}.`] : [])],
  };
}

function pronunciationPractice(words: readonly WordEntry[], step: number, asked: Asked, random: Random): Omit<GameChallenge, "gameId" | "level"> {
  const entry = pickWord(wordPool(words, step), asked, random);
  return {
    question: `Say this word clearly: ${entry.word}`,
    correctAnswer: entry.word,
    acceptedAnswers: [],
    hints: [`It means: ${entry.definition}.`, "Say it slowly, one part at a time, then say it again at normal speed."],
  };
}

function wordAssociation(words: readonly WordEntry[], step: number, asked: Asked, random: Random): Omit<GameChallenge, "gameId" | "level"> {
  const pool = wordPool(words, step, (w) => w.synonyms.length + w.related.length >= 3);
  const entry = pickFresh(pool, (w) => answersOf(w)[0], asked, random);
  const accepted = answersOf(entry);
  return {
    question: `Say or type a word that goes with "${entry.word}".`,
    correctAnswer: accepted[0],
    acceptedAnswers: accepted.slice(1),
    hints: [`"${entry.word}" means: ${entry.definition}.`, `One answer starts with "${accepted[0][0]}".`, `There are ${accepted.length} answers we accept.`],
  };
}

function readingComprehension(step: number, asked: Asked, random: Random): Omit<GameChallenge, "gameId" | "level"> {
  const passage = pickFresh(PASSAGES[Math.min(PASSAGES.length - 1, Math.floor(step / 3))], (p) => p.answer, asked, random);
  return {
    question: passage.question,
    passage: passage.text,
    options: shuffle(passage.options, random),
    correctAnswer: passage.answer,
    acceptedAnswers: [],
    hints: [passage.hint],
  };
}

function sentenceBuilder(step: number, asked: Asked, random: Random): Omit<GameChallenge, "gameId" | "level"> {
  const sentence = pickFresh(SENTENCES[Math.min(SENTENCES.length - 1, Math.floor(step / 3))], (x) => x, asked, random);
  const words = sentence.replace(/[.!?]$/, "").split(" ");
  let scrambled = shuffle(words, random);
  if (scrambled.join(" ") === words.join(" ")) scrambled = [...words.slice(1), words[0]];
  return {
    question: `Put these words in order: ${scrambled.map((w) => w.toLowerCase()).join(" / ")}`,
    correctAnswer: sentence,
    acceptedAnswers: [],
    hints: [`It starts with "${words[0]}".`, `It has ${words.length} words.`],
  };
}

export function generateChallenge(
  gameId: GameId,
  level: number,
  words: readonly WordEntry[],
  random: Random = Math.random,
  asked: Asked = [],
): GameChallenge {
  const step = hardness(level, getGame(gameId).difficulty);
  const body =
    gameId === "spelling-bee"
      ? spellingBee(words, step, asked, random)
      : gameId === "vocabulary-builder"
        ? vocabularyBuilder(words, step, asked, random)
        : gameId === "pronunciation-practice"
          ? pronunciationPractice(words, step, asked, random)
          : gameId === "word-association"
            ? wordAssociation(words, step, asked, random)
            : gameId === "reading-comprehension"
              ? readingComprehension(step, asked, random)
              : sentenceBuilder(step, asked, random);
  return { gameId, level, ...body };
}
