// Local pronunciation engine: kana -> romaji, so a Japanese transcript written in kana can be compared with
// the romaji reading of a target written in kanji.

const BASE: Record<string, string> = {
  あ: "a", い: "i", う: "u", え: "e", お: "o", か: "ka", き: "ki", く: "ku", け: "ke", こ: "ko",
  さ: "sa", し: "shi", す: "su", せ: "se", そ: "so", た: "ta", ち: "chi", つ: "tsu", て: "te", と: "to",
  な: "na", に: "ni", ぬ: "nu", ね: "ne", の: "no", は: "ha", ひ: "hi", ふ: "fu", へ: "he", ほ: "ho",
  ま: "ma", み: "mi", む: "mu", め: "me", も: "mo", や: "ya", ゆ: "yu", よ: "yo",
  ら: "ra", り: "ri", る: "ru", れ: "re", ろ: "ro", わ: "wa", を: "o", ん: "n",
  が: "ga", ぎ: "gi", ぐ: "gu", げ: "ge", ご: "go", ざ: "za", じ: "ji", ず: "zu", ぜ: "ze", ぞ: "zo",
  だ: "da", ぢ: "ji", づ: "zu", で: "de", ど: "do", ば: "ba", び: "bi", ぶ: "bu", べ: "be", ぼ: "bo",
  ぱ: "pa", ぴ: "pi", ぷ: "pu", ぺ: "pe", ぽ: "po", ぁ: "a", ぃ: "i", ぅ: "u", ぇ: "e", ぉ: "o", ゔ: "vu",
};
const SMALL_Y: Record<string, string> = { ゃ: "a", ゅ: "u", ょ: "o" };

const toHiragana = (s: string) => s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));

/** True when the text has kana and no kanji (so it can be read aloud without a dictionary). */
export function isKanaOnly(text: string): boolean {
  return /[\u3041-\u30ff]/.test(text) && !/[\u4e00-\u9fff\u3400-\u4dbf]/.test(text);
}

/** Hepburn romaji of kana text; other characters pass through. */
export function kanaToRomaji(text: string): string {
  const chars = Array.from(toHiragana(text));
  let out = "";
  let doubleNext = false;
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch === "っ") {
      doubleNext = true;
      continue;
    }
    if (ch === "ー") {
      out += out.match(/[aeiou]$/)?.[0] ?? "";
      continue;
    }
    let syllable = BASE[ch];
    if (syllable === undefined) {
      out += ch;
      doubleNext = false;
      continue;
    }
    const small = SMALL_Y[chars[i + 1]];
    if (small && syllable.endsWith("i") && syllable !== "i") {
      const stem = syllable.slice(0, -1);
      syllable = /^(sh|ch|j)$/.test(stem) ? stem + small : `${stem}y${small}`;
      i++;
    }
    if (doubleNext) syllable = (syllable.startsWith("ch") ? "t" : syllable[0]) + syllable;
    doubleNext = false;
    out += syllable;
  }
  return out;
}

/**
 * Folds romaji so spelling choices do not count as mistakes: macrons and doubled vowels
 * ("ō", "ou", "oo") become one vowel, particles "wo"/"ha" spelled by sound, spaces and hyphens go.
 */
export function foldRomaji(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ou/g, "o")
    .replace(/([aeiou])\1/g, "$1");
}
