// Local pronunciation engine: Russian practice bank (respelling with the stressed syllable in capitals).
import type { BankSource } from "./types";

export const ru: BankSource = {
  words: {
    beginner: `
      привет | pree-VYET | Roll or tap the 'р'. | 'е' after 'в' softens it: vyet.
      спасибо | spa-SEE-ba | Unstressed 'о' at the end sounds like 'a'.
      мама | MA-ma | Keep both 'а' open and clear.
    `,
    intermediate: `
      здравствуйте | ZDRAST-vooy-tye | The first 'в' is silent: zdrast-vooy-tye. | Keep 'здр' together.
      рыба | RY-ba | 'ы' is said with the tongue pulled back and lips spread, like 'i' in 'bit' said further back.
      хорошо | kha-ra-SHO | 'х' is a rough 'h' from the back of the throat. | Unstressed 'о' sounds like 'a'.
    `,
    advanced: `
      достопримечательность | da-sta-pree-mee-CHA-tyel-nast | Stress 'ча'. | 'ь' softens the consonant before it.
      взгляд | vzglyat | Four consonants in a row: keep them tight together. | A final 'д' sounds like 't'.
      щи | shchee | 'щ' is a long, soft 'sh'. | 'и' is a clear 'ee'.
    `,
  },
  phrases: {
    beginner: `
      Доброе утро | DO-bra-ye OO-tra | Roll the 'р'. | Unstressed 'о' sounds like 'a'.
      Как дела? | kak dee-LA | Stress the last syllable: la.
      До свидания | da svee-DA-nee-ya | Unstressed 'о' in 'до' sounds like 'a'. | Stress 'да'.
    `,
    intermediate: `
      Где находится вокзал? | gdye na-KHO-deet-sa vag-ZAL | 'тся' sounds like 'tsa'. | 'х' is a rough 'h'.
      Очень приятно | O-chen pree-YAT-na | 'ч' is always soft, like 'ch' in 'cheese'.
      Сколько это стоит? | SKOL-ka E-ta STO-eet | 'ль' is a soft 'l'. | Unstressed 'о' sounds like 'a'.
    `,
    advanced: `
      Без труда не выловишь и рыбку из пруда | byez troo-DA nye VY-la-veesh ee RYP-koo eez proo-DA | 'ы' in 'выловишь' and 'рыбку' is said with the tongue pulled back. | 'б' before 'к' sounds like 'p'.
      Тише едешь — дальше будешь | TEE-she YE-dyesh — DAL-she BOO-dyesh | 'ш' is a hard 'sh' with the tongue pulled back.
      Не всё то золото, что блестит | nye VSYO to ZO-la-ta, shto blyes-TEET | 'что' is said 'shto'. | 'ё' is always stressed: 'yo'.
    `,
  },
  sentences: {
    beginner: `
      Меня зовут Анна. | mee-NYA za-VOOT AN-na | 'я' softens the 'н' before it. | Hold the double 'нн'.
      Я люблю чай. | ya lyoo-BLYOO CHAI | 'лю' is a soft 'l' + 'yoo'. | 'чай' rhymes with 'tie'.
      Это мой дом. | E-ta moy DOM | 'э' is an open 'e' as in 'bed'.
    `,
    intermediate: `
      Завтра мы поедем в Москву на поезде. | ZAF-tra my pa-YE-dyem v mas-KVOO na PO-yez-dye | 'в' before 'т' sounds like 'f'. | 'ы' in 'мы' is said far back.
      Я изучаю русский язык. | ya ee-zoo-CHA-yu ROOS-kee ee-ZYK | Roll the 'р' in 'русский'. | 'ы' in 'язык' is said far back.
    `,
    advanced: `
      Несмотря на дождь, мы решили погулять в парке. | nye-sma-TRYA na DOSHT, my ree-SHY-lee pa-goo-LYAT f PAR-ke | 'дождь' ends in 'sht'. | 'в' before 'п' sounds like 'f'.
      Если бы я знал об этом раньше, я бы тебе позвонил. | YES-lee by ya ZNAL ab E-tam RAN-she, ya by tee-BYE pa-zva-NEEL | 'ы' in 'бы' is said far back. | Unstressed 'о' sounds like 'a'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      На дворе трава, на траве дрова. | na dva-RYE tra-VA, na tra-VYE dra-VA | Roll each 'р'. | Keep 'тр' and 'др' apart.
      Шла Саша по шоссе и сосала сушку. | shla SA-sha pa sha-SE ee sa-SA-la SOOSH-koo | Switch between 'с' (s) and 'ш' (a hard sh).
    `,
    intermediate: `
      Карл у Клары украл кораллы, а Клара у Карла украла кларнет. | karl oo KLA-ry oo-KRAL ka-RAL-ly, a KLA-ra oo KAR-la oo-KRA-la klar-NYET | Keep 'р' and 'л' apart: 'р' is rolled, 'л' is hard. | 'ы' in 'Клары' and 'кораллы' is said far back.
      От топота копыт пыль по полю летит. | at TO-pa-ta ka-PYT pyl pa PO-lyu lee-TEET | It imitates the sound of galloping hooves. | 'ы' in 'копыт' and 'пыль' is said far back.
    `,
    advanced: `
      Ехал Грека через реку, видит Грека — в реке рак. Сунул Грека руку в реку, рак за руку Греку цап! | YE-khal GRYE-ka CHE-ryez RYE-koo, VEE-deet GRYE-ka — v ree-KYE RAK. SOO-nool GRYE-ka ROO-koo v RYE-koo, rak ZA-roo-koo GRYE-koo TSAP | Roll every 'р'. | 'ц' sounds like 'ts'.
      На дворе трава, на траве дрова, не руби дрова на траве двора. | na dva-RYE tra-VA, na tra-VYE dra-VA, nye roo-BEE dra-VA na tra-VYE dva-RA | Keep 'дв', 'тр' and 'др' crisp. | Stress the last syllable of 'трава', 'дрова', 'двора'.
    `,
  },
};
