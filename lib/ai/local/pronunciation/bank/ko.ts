// Local pronunciation engine: Korean practice bank (phonetic = romanisation of the spoken form).
import type { BankSource } from "./types";

export const ko: BankSource = {
  words: {
    beginner: `
      사랑 | sa-rang | The 'ㄹ' between vowels is a light tap, like a quick 'd'. | End with 'ng' at the back of the mouth.
      물 | mul | At the end of a syllable, 'ㄹ' is an 'l' with the tongue tip on the roof of the mouth.
      김치 | gim-chi | 'ㄱ' at the start is soft, between 'g' and 'k'. | 'ㅊ' has a puff of air: 'ch'.
    `,
    intermediate: `
      감사합니다 | gam-sa-ham-ni-da | Before 'ㄴ', the 'ㅂ' in '합' sounds like 'm': ham-ni-da.
      닭 | dak | Only the 'ㄱ' of 'ㄺ' is said at the end: dak. Do not release it with a puff.
      읽다 | ik-tta | 'ㄺ' becomes 'k' and makes the next 'ㄷ' tense: ik-tta.
    `,
    advanced: `
      괜찮아요 | gwaen-cha-na-yo | The 'ㅎ' in 'ㄶ' is silent here: gwaen-cha-na-yo. | 'ㅙ' sounds like 'gweh'.
      휘발유 | hwi-bal-lyu | 'ㄹ' + 'ㅠ' doubles the 'l': bal-lyu. | 'ㅟ' is 'wi' with rounded lips.
      의사 | ui-sa | 'ㅢ' starts with unrounded 'eu' and glides to 'i'. Spread your lips.
    `,
  },
  phrases: {
    beginner: `
      안녕하세요 | an-nyeong-ha-se-yo | 'ㅕ' sounds like 'yuh'. | Each syllable gets the same length.
      고맙습니다 | go-map-sseum-ni-da | 'ㅂ' before 'ㄴ' turns into 'm': sseum-ni-da. | 'ㅡ' is said with spread, unrounded lips.
      네, 맞아요 | ne, ma-ja-yo | The 'ㅈ' moves to the next syllable: ma-ja-yo.
    `,
    intermediate: `
      만나서 반갑습니다 | man-na-seo ban-gap-sseum-ni-da | Hold the double 'n' in 'man-na'. | 'ㅓ' is an open 'uh'.
      이거 얼마예요? | i-geo eol-ma-ye-yo | 'ㅓ' is an open 'uh' with relaxed lips. | Raise your voice at the end.
      화장실이 어디예요? | hwa-jang-si-ri eo-di-ye-yo | The 'ㄹ' in '실이' moves across and becomes a tap: si-ri.
    `,
    advanced: `
      식은 죽 먹기 | si-geun juk meok-gi | It means 'a piece of cake'. | The 'ㄱ' moves to the next syllable: si-geun.
      티끌 모아 태산 | ti-kkeul mo-a tae-san | 'ㄲ' is tense: no puff of air, a tight throat. | 'ㅌ' has a strong puff.
      낮말은 새가 듣고 밤말은 쥐가 듣는다 | nan-ma-reun sae-ga deut-go bam-ma-reun jwi-ga deun-neun-da | 'ㅈ' before 'ㅁ' turns into 'n': nan-mal. | '듣는' sounds like 'deun-neun'.
    `,
  },
  sentences: {
    beginner: `
      저는 학생이에요. | jeo-neun hak-saeng-i-e-yo | 'ㅓ' in '저' is an open 'uh'. | 'ㅐ' sounds like 'e' in 'bed'.
      물 좀 주세요. | mul jom ju-se-yo | End 'mul' with a clear 'l'. | 'ㅈ' is soft: between 'j' and 'ch'.
      오늘 날씨가 좋아요. | o-neul nal-ssi-ga jo-a-yo | 'ㅆ' is a tense, sharp 's'. | The 'ㅎ' in '좋아' is silent.
    `,
    intermediate: `
      내일 친구랑 영화를 볼 거예요. | nae-il chin-gu-rang yeong-hwa-reul bol kkeo-ye-yo | After 'ㄹ' in '볼', '거' becomes tense: kkeo. | 'ㅊ' has a puff of air.
      한국어를 공부하고 있어요. | han-gu-geo-reul gong-bu-ha-go i-sseo-yo | The 'ㄱ' in '국' moves across: han-gu-geo. | 'ㅆ' in '있어요' is tense.
    `,
    advanced: `
      비가 와서 집에서 책을 읽었어요. | bi-ga wa-seo ji-be-seo chae-geul il-geo-sseo-yo | In '읽었어요', the 'ㄹ' stays and the 'ㄱ' moves across: il-geo-sseo-yo.
      시간이 있으면 같이 저녁을 먹을까요? | si-ga-ni i-sseu-myeon ga-chi jeo-nyeo-geul meo-geul-kka-yo | '같이' sounds like 'ga-chi'. | Raise your voice at the end.
    `,
  },
  "tongue-twisters": {
    beginner: `
      간장 공장 공장장 | gan-jang gong-jang gong-jang-jang | It means 'soy sauce factory manager'. | Keep 'an' and 'ong' apart.
      경찰청 철창살 | gyeong-chal-cheong cheol-chang-sal | Keep the puff of air on every 'ㅊ'.
    `,
    intermediate: `
      간장 공장 공장장은 강 공장장이다. | gan-jang gong-jang gong-jang-jang-eun gang gong-jang-jang-i-da | Switch between 'gang' and 'gong'. | Every syllable ends in 'ng' at the back of the mouth.
      경찰청 쇠창살 외철창살, 검찰청 쇠창살 쌍철창살 | gyeong-chal-cheong soe-chang-sal oe-cheol-chang-sal, geom-chal-cheong soe-chang-sal ssang-cheol-chang-sal | 'ㅚ' is close to 'weh'. | 'ㅆ' in '쌍' is tense.
    `,
    advanced: `
      간장 공장 공장장은 강 공장장이고 된장 공장 공장장은 공 공장장이다. | gan-jang gong-jang gong-jang-jang-eun gang gong-jang-jang-i-go doen-jang gong-jang gong-jang-jang-eun gong gong-jang-jang-i-da | Keep 'gang' and 'gong' apart. | 'ㅚ' in '된' is close to 'dwen'.
      내가 그린 기린 그림은 목이 긴 기린 그림이고, 네가 그린 기린 그림은 목이 안 긴 기린 그림이다. | nae-ga geu-rin gi-rin geu-ri-meun mo-gi gin gi-rin geu-ri-mi-go, ne-ga geu-rin gi-rin geu-ri-meun mo-gi an gin gi-rin geu-ri-mi-da | Switch between 'geu' (spread lips) and 'gi'. | Tap each 'ㄹ' between vowels.
    `,
  },
};
