// Local pronunciation engine: Japanese practice bank (phonetic = Hepburn romaji, macrons for long vowels).
import type { BankSource } from "./types";

export const ja: BankSource = {
  words: {
    beginner: `
      ありがとう | arigatō | The 'r' is a light tap, between 'r', 'l' and 'd'. | Hold the final 'ō' for two beats.
      こんにちは | konnichiwa | The 'n' before 'ni' is a full beat of its own: ko-n-ni-chi-wa. | The last 'は' is read 'wa'.
      さくら | sakura | Give each syllable the same length: sa-ku-ra. | The 'u' is short and light.
    `,
    intermediate: `
      東京 | Tōkyō | Both 'ō' are long: hold them for two beats. | 'kyo' is one syllable, not 'ki-yo'.
      切手 | kitte | The small 'っ' is a short pause before 't': kit-te. Without it, 'kite' means 'come'.
      病院 | byōin | 'byō' is one long syllable. Without the long vowel, 'biyōin' means 'beauty salon'.
    `,
    advanced: `
      旅行 | ryokō | 'ryo' is one syllable: tap the 'r' and glide into 'yo'. | Hold the final 'ō'.
      新幹線 | shinkansen | Each 'n' is a full beat: shi-n-ka-n-se-n. | Keep the pitch fairly flat.
      手術 | shujutsu | 'shu' and 'ju' are single syllables. | The final 'u' is almost silent.
    `,
  },
  phrases: {
    beginner: `
      おはようございます | ohayō gozaimasu | Hold the 'ō' in 'ohayō'. | The final 'u' in 'masu' is almost silent: 'mas'.
      すみません | sumimasen | The 'u' in 'su' is short and soft. | End on a full 'n' beat.
      いただきます | itadakimasu | Say every syllable evenly: i-ta-da-ki-ma-su. | The last 'u' is almost silent.
    `,
    intermediate: `
      よろしくお願いします | yoroshiku onegai shimasu | The 'i' in 'shi' and the 'u' in 'ku' are whispered. | Tap each 'r' lightly.
      駅はどこですか | eki wa doko desu ka | 'は' here is read 'wa'. | Let your pitch rise a little on 'ka' to ask.
      これはいくらですか | kore wa ikura desu ka | The 'r' in 'kore' and 'ikura' is a light tap. | 'desu' sounds like 'dess'.
    `,
    advanced: `
      猿も木から落ちる | saru mo ki kara ochiru | It means 'even experts make mistakes'. | 'chi' is like 'chee'.
      七転び八起き | nana korobi ya oki | It means 'fall seven times, get up eight'. | Tap both 'r' sounds lightly.
      石の上にも三年 | ishi no ue ni mo san-nen | The 'n' in 'san' and the 'n' in 'nen' are separate beats. | 'ue' is two syllables: u-e.
    `,
  },
  sentences: {
    beginner: `
      私は学生です。 | watashi wa gakusei desu | 'ei' in 'gakusei' is a long 'ē'. | 'desu' sounds like 'dess'.
      水をください。 | mizu o kudasai | 'を' is read 'o'. | 'ai' sounds like 'eye'.
      今日は暑いです。 | kyō wa atsui desu | 'kyō' is one long syllable. | 'tsu' starts with 'ts' as in 'cats'.
    `,
    intermediate: `
      明日は友達と映画を見に行きます。 | ashita wa tomodachi to eiga o mi ni ikimasu | The 'i' in 'shi' of 'ashita' is whispered. | 'ei' in 'eiga' is a long 'ē'.
      駅まで歩いて十分です。 | eki made aruite juppun desu | The small 'っ' in 'juppun' is a pause before 'p'. | Tap the 'r' in 'aruite'.
      日本語を勉強しています。 | nihongo o benkyō shite imasu | 'kyō' is one long syllable. | The 'i' in 'shite' is whispered.
    `,
    advanced: `
      雨が降っていたので、家で本を読んでいました。 | ame ga futte ita node, ie de hon o yonde imashita | 'fu' is a soft breath through rounded lips, not an English 'f'. | The small 'っ' in 'futte' is a pause.
      東京から大阪まで新幹線で行くつもりです。 | Tōkyō kara Ōsaka made shinkansen de iku tsumori desu | Hold every long 'ō'. | 'tsu' starts with 'ts'.
      できるだけ早く返事をいただけると助かります。 | dekiru dake hayaku henji o itadakeru to tasukarimasu | Tap each 'r' lightly. | 'ji' is like 'jee'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      生麦生米生卵 | namamugi namagome namatamago | It means 'raw wheat, raw rice, raw egg'. | Keep 'mu', 'me' and 'ma' apart as you speed up.
      すもももももももものうち | sumomo mo momo mo momo no uchi | It means 'plums and peaches are both kinds of peach'. | Count the 'mo' sounds: they come in groups.
    `,
    intermediate: `
      隣の客はよく柿食う客だ | tonari no kyaku wa yoku kaki kuu kyaku da | 'kya' is one syllable. | Hold the long 'uu' in 'kuu'.
      赤巻紙青巻紙黄巻紙 | aka makigami ao makigami ki makigami | It means 'red scroll paper, blue scroll paper, yellow scroll paper'. | Keep 'ma' and 'ki' crisp.
      坊主が屏風に上手に坊主の絵を描いた | bōzu ga byōbu ni jōzu ni bōzu no e o kaita | Hold every long 'ō'. | 'byō' is one syllable.
    `,
    advanced: `
      東京特許許可局 | Tōkyō tokkyo kyoka kyoku | The small 'っ' in 'tokkyo' is a pause before 'k'. | 'kyo' is one syllable each time.
      新春シャンソンショー | shinshun shanson shō | Switch between 'shi', 'shu', 'sha' and 'sho'. | Each 'n' is a full beat.
      生麦生米生卵、生麦生米生卵、生麦生米生卵 | namamugi namagome namatamago, namamugi namagome namatamago, namamugi namagome namatamago | Say it three times without a mistake. | Start slowly and keep an even rhythm.
    `,
  },
};
