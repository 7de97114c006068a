// Local pronunciation engine: Turkish practice bank (respelling: "uh" = dotless 'ı').
import type { BankSource } from "./types";

export const tr: BankSource = {
  words: {
    beginner: `
      merhaba | MER-ha-ba | The 'h' is a clear, breathy 'h'. | Tap the 'r'.
      su | SOO | Short, pure 'u'.
      teşekkürler | te-shek-kür-LER | 'ş' sounds like 'sh'. | 'ü' is 'ee' with rounded lips.
    `,
    intermediate: `
      ağaç | a-ACH | 'ğ' is silent: it lengthens the vowel before it. | 'ç' sounds like 'ch'.
      ılık | uh-LUHK | 'ı' (no dot) is said with spread lips and the tongue pulled back, like a short 'uh'.
      güneş | gü-NESH | 'ü' is a rounded 'ee'. | 'ş' is 'sh'.
    `,
    advanced: `
      öğretmen | ur-ret-MEN | 'ö' is a rounded 'e'. | 'ğ' lengthens the 'ö'.
      sorumluluk | so-rum-lu-LUK | Vowel harmony: every vowel is 'o' or 'u'. | Stress the last syllable.
      değerlendirme | de-er-len-dir-ME | 'ğ' between two 'e' sounds glides softly. | Tap each 'r'.
    `,
  },
  phrases: {
    beginner: `
      Günaydın | gü-nai-DUHN | 'ı' is a short, unrounded 'uh'. | 'ay' sounds like 'eye'.
      Nasılsın? | NA-suhl-suhn | Two dotless 'ı' sounds: spread lips, tongue back.
      Hoş geldiniz | HOSH gel-di-NIZ | 'ş' is 'sh'.
    `,
    intermediate: `
      İstasyon nerede? | is-TAS-yon NE-re-de | 'İ' with a dot is a clear 'i'.
      Bir çay, lütfen | bir CHAI, LÜT-fen | 'ç' is 'ch'. | 'ü' is a rounded 'ee'.
      Bu ne kadar? | boo NE ka-dar | Tap the final 'r'.
    `,
    advanced: `
      Damlaya damlaya göl olur | dam-LA-ya dam-LA-ya GÖL o-loor | It means 'drop by drop, a lake forms'. | 'ö' is a rounded 'e'.
      Sakla samanı, gelir zamanı | sak-LA sa-ma-NUH, ge-LIR za-ma-NUH | It means 'keep it, its time will come'. | Final 'ı' is the dotless 'uh'.
    `,
  },
  sentences: {
    beginner: `
      Benim adım Ayşe. | be-NIM a-DUHM ai-SHE | 'ı' in 'adım' is the dotless 'uh'. | 'ş' is 'sh'.
      Çay sıcak. | CHAI suh-JAK | 'c' sounds like 'j'; 'ç' sounds like 'ch'.
    `,
    intermediate: `
      Yarın trenle İstanbul'a gideceğiz. | YA-ruhn TREN-le is-TAN-bu-la gi-de-JE-yiz | 'c' sounds like 'j'. | 'ğ' between 'e' and 'i' sounds like a light 'y'.
      Çocuklar bahçede oynuyor. | cho-juk-LAR BAH-che-de oy-NU-yor | 'ç' is 'ch'; 'c' is 'j'.
    `,
    advanced: `
      Bütün gün yağmur yağmasına rağmen ormanda uzun bir yürüyüş yaptık. | bü-TÜN GÜN yaa-MUR yaa-ma-suh-NA raa-MEN or-man-DA u-ZUN bir yü-rü-YÜSH yap-TUHK | 'ğ' after 'a' lengthens it: yaa-mur. | 'ü' is a rounded 'ee'.
      Eğer vaktin olursa, akşam birlikte yemek yiyelim. | e-YER vak-TIN o-lur-SA, ak-SHAM bir-lik-TE ye-MEK yi-ye-LIM | 'ğ' between 'e' sounds glides like 'y'. | 'ş' is 'sh'.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Dal sarkar, kartal kalkar. | DAL sar-KAR, kar-TAL kal-KAR | Tap each 'r' once. | Keep every 'a' open.
      Şu köşe yaz köşesi. | SHU kö-SHE YAZ kö-she-SI | Switch between 'ş' (sh) and 's'. | 'ö' is a rounded 'e'.
    `,
    intermediate: `
      Şu köşe yaz köşesi, şu köşe kış köşesi, ortada su şişesi. | SHU kö-SHE YAZ kö-she-SI, SHU kö-SHE KUHSH kö-she-SI, or-ta-DA SU shi-she-SI | Keep 'ş' (sh) and 's' apart. | 'kış' has the dotless 'ı'.
      Dal sarkar kartal kalkar, kartal kalkar dal sarkar. | DAL sar-KAR kar-TAL kal-KAR, kar-TAL kal-KAR DAL sar-KAR | Keep 'r' and 'l' apart: tap for 'r', touch and hold for 'l'.
    `,
    advanced: `
      Bir berber bir berbere gel beraber bir berber dükkânı açalım demiş. | bir ber-BER bir ber-be-RE GEL be-ra-BER bir ber-BER dük-kaa-NUH a-cha-LUHM de-MISH | Tap every 'r'. | 'â' is a long 'a'.
      Şu yoğurdu sarımsaklasak da mı saklasak, sarımsaklamasak da mı saklasak? | SHU yo-ur-DU sa-ruhm-sak-la-SAK da muh sak-la-SAK, sa-ruhm-sak-la-MA-sak da muh sak-la-SAK | 'ğ' in 'yoğurt' is silent. | Keep 'ş' and 's' apart.
    `,
  },
};
