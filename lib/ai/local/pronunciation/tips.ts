// Pronunciation tips per language, chosen by the sounds the exercise text actually contains.
// "{w}" is replaced by the first word of the exercise that has the sound.

export type TipRule = [RegExp, string];

export const TIP_RULES: Record<string, TipRule[]> = {
  en: [
    [/th/i, "For 'th' in '{w}', put the tip of your tongue between your teeth and blow gently."],
    [/r/i, "In '{w}', the 'r' has no tap: curl your tongue back without touching the roof of your mouth."],
    [/w/i, "For 'w' in '{w}', round your lips first, then open them."],
    [/v/i, "For 'v' in '{w}', rest your top teeth on your bottom lip and use your voice."],
    [/ng\b/i, "End '{w}' with 'ng' at the back of your mouth; do not add a 'g' sound."],
    [/(?:ee|ea)/i, "The long 'ee' sound in '{w}' needs a wide smile."],
    [/sh/i, "For 'sh' in '{w}', push your lips forward a little."],
  ],
  es: [
    [/rr/i, "Roll the 'rr' in '{w}': let the tip of your tongue flap several times."],
    [/(?:^|\s)r/i, "A word-initial 'r', as in '{w}', is rolled like 'rr'."],
    [/ñ/i, "'ñ' in '{w}' sounds like 'ny' in 'canyon'."],
    [/j|g[ei]/i, "'j' (and 'g' before e or i) in '{w}' is a breathy sound from the back of the throat."],
    [/ll|y/i, "'ll' in '{w}' sounds like the 'y' in 'yes'."],
    [/h/i, "The 'h' in '{w}' is silent."],
    [/[zc][ei]?|z/i, "In Spain, 'z' and 'c' before e or i (as in '{w}') sound like 'th' in 'think'; in Latin America they sound like 's'."],
    [/[bv]/i, "'b' and 'v' sound the same in Spanish: between vowels, as in '{w}', your lips barely touch."],
  ],
  fr: [
    [/(?:on|an|en|in|ain|un)(?![aeiouyn])/i, "The vowel in '{w}' is nasal: let air through your nose and do not pronounce the 'n'."],
    [/r/i, "The French 'r' in '{w}' comes from the back of the throat, like a soft gargle."],
    [/u(?![aeio])/i, "For 'u' in '{w}', say 'ee' with your lips rounded tightly."],
    [/[stdxz]s?\b/i, "Final consonants are usually silent: the end of '{w}' is not pronounced."],
    [/eu|œ/i, "'eu' in '{w}' is said with rounded lips, a little like 'uh'."],
    [/ill/i, "'ill' in '{w}' usually sounds like 'y'."],
  ],
  de: [
    [/ch/i, "'ch' in '{w}' is a soft hiss: after e or i it is like a whispered 'h' in 'huge'; after a, o or u it is further back."],
    [/ü/i, "For 'ü' in '{w}', say 'ee' with your lips rounded."],
    [/ö/i, "For 'ö' in '{w}', say 'eh' with your lips rounded."],
    [/sch/i, "'sch' in '{w}' sounds like English 'sh'."],
    [/(?:^|\s)s[tp]/i, "'st' and 'sp' at the start of a word, as in '{w}', sound like 'sht' and 'shp'."],
    [/z/i, "'z' in '{w}' sounds like 'ts'."],
    [/w/i, "'w' in '{w}' sounds like English 'v'."],
    [/ei/i, "'ei' in '{w}' sounds like 'eye'; 'ie' sounds like 'ee'."],
  ],
  it: [
    [/gli/i, "'gli' in '{w}' is like 'lli' in 'million'."],
    [/gn/i, "'gn' in '{w}' sounds like 'ny' in 'canyon'."],
    [/([bcdfglmnprstvz])\1/i, "Double consonants in '{w}' are held longer: pause slightly on them."],
    [/c[ei]/i, "'c' before e or i, as in '{w}', sounds like 'ch' in 'church'."],
    [/ch/i, "'ch' in '{w}' is a hard 'k' sound."],
    [/sc[ei]/i, "'sc' before e or i in '{w}' sounds like 'sh'."],
    [/z/i, "'z' in '{w}' sounds like 'ts' or 'dz'."],
  ],
  pt: [
    [/ão|ã|õe/i, "'ão' in '{w}' is a nasal vowel: let the air flow through your nose."],
    [/(?:^|\s)r|rr/i, "In Brazil, the strong 'r' in '{w}' sounds like an English 'h'."],
    [/lh/i, "'lh' in '{w}' is like 'lli' in 'million'."],
    [/nh/i, "'nh' in '{w}' sounds like 'ny' in 'canyon'."],
    [/d[ei]|t[ei]/i, "In Brazil, 'de' and 'ti' in '{w}' often sound like 'jee' and 'chee'."],
    [/o\b/i, "A final 'o', as in '{w}', usually sounds like 'oo'."],
  ],
  nl: [
    [/g|ch/i, "'g' and 'ch' in '{w}' are a rough sound from the back of the throat."],
    [/ui/i, "'ui' in '{w}' has no English match: say 'ow' with rounded lips."],
    [/ij|ei/i, "'ij' and 'ei' in '{w}' sound like 'ay' in 'say', a little more open."],
    [/oe/i, "'oe' in '{w}' sounds like 'oo' in 'food'."],
    [/sch/i, "'sch' in '{w}' is 's' followed by the throaty 'ch'."],
  ],
  sv: [
    [/sj|skj|stj|sk[eiyäö]/i, "The 'sj' sound in '{w}' is a soft breathy 'hw', made with rounded lips."],
    [/tj|k[eiyäö]/i, "'tj' and 'k' before soft vowels, as in '{w}', sound like a soft 'sh'."],
    [/å/i, "'å' in '{w}' sounds like 'o' in 'more'."],
    [/ä/i, "'ä' in '{w}' sounds like 'e' in 'bed'."],
    [/ö/i, "For 'ö' in '{w}', say 'eh' with rounded lips."],
  ],
  no: [
    [/kj|ki|ky/i, "'kj' in '{w}' is a soft 'sh' sound made at the front of the mouth."],
    [/skj|sj|sk[iy]/i, "'skj' and 'sj' in '{w}' sound like English 'sh'."],
    [/hj|gj/i, "'hj' and 'gj' in '{w}' sound like 'y' in 'yes'."],
    [/ø/i, "For 'ø' in '{w}', say 'eh' with rounded lips."],
    [/å/i, "'å' in '{w}' sounds like 'o' in 'more'."],
  ],
  da: [
    [/d\b|dg|ød/i, "The soft 'd' in '{w}' sounds like the 'th' in 'this', very light."],
    [/ø/i, "For 'ø' in '{w}', say 'eh' with rounded lips."],
    [/r/i, "The Danish 'r' in '{w}' is made far back in the throat and is very soft."],
    [/g\b|ge\b/i, "A 'g' after a vowel, as in '{w}', is often soft or silent."],
  ],
  fi: [
    [/([aeiouyäö])\1/i, "Long vowels, as in '{w}', are held twice as long: the length changes the meaning."],
    [/([kptsmnl])\1/i, "Double consonants in '{w}' are held longer, with a short pause."],
    [/ä/i, "'ä' in '{w}' sounds like 'a' in 'cat'."],
    [/y/i, "For 'y' in '{w}', say 'ee' with rounded lips."],
    [/.*/, "Finnish stress is always on the first syllable: start '{w}' strongly."],
  ],
  pl: [
    [/sz|ż|rz/i, "'sz' in '{w}' sounds like 'sh'; 'ż' and 'rz' sound like the 's' in 'pleasure'."],
    [/cz/i, "'cz' in '{w}' sounds like 'ch' in 'church'."],
    [/ś|ć|ź|si|ci|zi/i, "'ś', 'ć' and 'ź' in '{w}' are soft: your tongue rises towards the roof of your mouth."],
    [/ł/i, "'ł' in '{w}' sounds like English 'w'."],
    [/ą|ę/i, "'ą' and 'ę' in '{w}' are nasal vowels."],
    [/w/i, "'w' in '{w}' sounds like English 'v'."],
  ],
  cs: [
    [/ř/i, "'ř' in '{w}' is a rolled 'r' said together with 'zh': roll your tongue while buzzing."],
    [/ch/i, "'ch' in '{w}' is the throaty sound in Scottish 'loch'."],
    [/č|š|ž/i, "'č', 'š' and 'ž' in '{w}' sound like 'ch', 'sh' and the 's' in 'pleasure'."],
    [/[rl][^aeiouyáéíóúůý]/i, "In '{w}', 'r' and 'l' can act as vowels: roll straight through the consonants."],
    [/ě/i, "'ě' in '{w}' softens the consonant before it, like 'ye'."],
    [/.*/, "Czech stress is on the first syllable of '{w}'; long vowels (with an accent) are held longer."],
  ],
  tr: [
    [/ı/i, "'ı' (no dot) in '{w}' is said like 'uh' with your lips spread, not rounded."],
    [/ğ/i, "'ğ' in '{w}' is silent and makes the vowel before it longer."],
    [/ş/i, "'ş' in '{w}' sounds like 'sh'."],
    [/ç/i, "'ç' in '{w}' sounds like 'ch' in 'church'."],
    [/c/i, "'c' in '{w}' sounds like English 'j'."],
    [/ü|ö/i, "For 'ü' and 'ö' in '{w}', round your lips while saying 'ee' or 'eh'."],
  ],
  ru: [
    [/ы/, "'ы' in '{w}' has no English match: say 'ee' with your tongue pulled back."],
    [/р/, "Roll the 'р' (r) in '{w}' with the tip of your tongue."],
    [/щ/, "'щ' in '{w}' is a long, soft 'shch'."],
    [/ь/, "The soft sign 'ь' in '{w}' softens the consonant before it, like a small 'y'."],
    [/о/, "An unstressed 'о', as in '{w}', sounds like 'a'."],
    [/х/, "'х' in '{w}' is the throaty sound in Scottish 'loch'."],
  ],
  ar: [
    [/ع/, "'ع' (ʿayn) in '{w}' is made by tightening the throat, as if about to swallow."],
    [/ح/, "'ح' (ḥā') in '{w}' is a strong breathy 'h' from deep in the throat."],
    [/ق/, "'ق' (qāf) in '{w}' is a 'k' made much further back, at the throat."],
    [/خ/, "'خ' (khā') in '{w}' is the throaty sound in Scottish 'loch'."],
    [/[ضصطظ]/, "Emphatic letters in '{w}' (ṣ, ḍ, ṭ, ẓ) are said with the back of the tongue raised, making nearby vowels deeper."],
    [/[ّ]/, "A doubled letter (shadda) in '{w}' is held longer."],
  ],
  hi: [
    [/[खघछझठढथधफभ]/, "Aspirated sounds in '{w}' (kh, gh, th, dh, ph, bh) come with a puff of air: hold your hand in front of your mouth to feel it."],
    [/[टठडढण]/, "Retroflex sounds in '{w}' (ṭ, ḍ, ṇ) are made with the tip of your tongue curled back."],
    [/[ँं]/, "The dot or moon sign in '{w}' makes the vowel nasal."],
    [/ड़|ढ़/, "'ड़' (ṛ) in '{w}' is a quick flap with your tongue curled back."],
    [/[ा-ौ]/, "Long vowels (ā, ī, ū) in '{w}' are held twice as long as short ones."],
  ],
  ja: [
    [/[ー]|[ou]u|ou|ō/, "Long vowels in '{w}' are held for two beats: 'byōin' (hospital) and 'biyōin' (hair salon) differ only in length."],
    [/っ|ッ/, "The small 'っ' in '{w}' is a short pause before the next consonant: hold it for one beat."],
    [/ら|り|る|れ|ろ|ラ|リ|ル|レ|ロ/, "The Japanese 'r' in '{w}' is a light tap, between English 'r', 'l' and 'd'."],
    [/ん|ン/, "'ん' in '{w}' is a full beat of its own."],
    [/.*/, "Keep every syllable of '{w}' the same length, like a steady drumbeat."],
  ],
  // Korean rules are matched against the text split into letters (jamo): see decomposeHangul.
  ko: [
    [/[ㅋㅌㅍㅊ]/, "Aspirated consonants in '{w}' (k, t, p, ch) come with a strong puff of air."],
    [/[ㄲㄸㅃㅆㅉ]/, "Tense consonants in '{w}' (kk, tt, pp, ss, jj) are said with a tight throat and no puff of air."],
    [/ㅓ/, "'ㅓ' (eo) in '{w}' sounds like 'o' in 'hot' without rounding your lips."],
    [/ㅡ/, "'ㅡ' (eu) in '{w}' is said with spread lips, like 'oo' without rounding."],
    [/./, "Final consonants in '{w}' are not released: stop the sound without a puff of air."],
  ],
  zh: [
    [/[ǎěǐǒǔǚ]/, "The third tone in '{w}' dips low and then rises slightly: 'mǎ' (horse) differs from 'mā' (mother)."],
    [/[āēīōūǖ]/, "The first tone in '{w}' is high and level: keep your voice steady."],
    [/[àèìòùǜ]/, "The fourth tone in '{w}' falls sharply, like a firm 'No!'."],
    [/[áéíóúǘ]/, "The second tone in '{w}' rises, like asking 'What?'."],
    [/zh|ch|sh|r/, "'zh', 'ch', 'sh' and 'r' in '{w}' are said with your tongue curled back."],
    [/x|q|j/, "'x', 'q' and 'j' in '{w}' are said with your tongue flat behind your bottom teeth."],
    [/ü|lü|nü/, "For 'ü' in '{w}', say 'ee' with your lips rounded."],
  ],
};

export const CATEGORY_TIPS: Record<string, string> = {
  words: "Say the word slowly, one syllable at a time, then at normal speed.",
  phrases: "Link the words smoothly, as one breath.",
  sentences: "Read the whole sentence once silently, then say it aloud at a calm pace.",
  "tongue-twisters": "Start slowly and say it three times, getting a little faster each time.",
};

const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const MEDIALS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
const FINALS = ["", "ㄱ", "ㄲ", "ㄳ", "ㄴ", "ㄵ", "ㄶ", "ㄷ", "ㄹ", "ㄺ", "ㄻ", "ㄼ", "ㄽ", "ㄾ", "ㄿ", "ㅀ", "ㅁ", "ㅂ", "ㅄ", "ㅅ", "ㅆ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ"];

/** Splits Hangul syllable blocks into letters: "닭" -> "ㄷㅏㄺ". */
export function decomposeHangul(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)! - 0xac00;
    if (code < 0 || code > 11171) {
      out += ch;
      continue;
    }
    out += INITIALS[Math.floor(code / 588)] + MEDIALS[Math.floor((code % 588) / 28)] + FINALS[code % 28];
  }
  return out;
}
