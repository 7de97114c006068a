// Local pronunciation engine: Finnish practice bank (stress always on the first syllable).
import type { BankSource } from "./types";

export const fi: BankSource = {
  words: {
    beginner: `
      kiitos | KEE-tos | A double vowel is long: hold 'ii'. | Stress the first syllable.
      moi | MOY | A friendly 'hi'. | 'oi' sounds like 'oy'.
      tuli | TOO-lee | Short 'u'. Compare 'tuuli' (wind) with a long 'uu'.
    `,
    intermediate: `
      tuuli | TOOO-lee | Hold the double 'uu' twice as long as in 'tuli' (fire).
      hyvää | HÜ-vaa | 'y' is 'ee' with rounded lips. | 'ää' is a long, open 'a' as in 'cat'.
      kello | KEL-lo | Hold the double 'll' a moment longer.
    `,
    advanced: `
      järjestelmällisyys | YAR-yes-tel-mal-lee-süüs | 'j' sounds like 'y'. | Stress only the first syllable; keep the rest even.
      hyppytyynytyydytys | HÜP-pü-tüü-nü-tüü-dü-tüs | 'y' is a rounded 'ee' every time. | Long 'yy' and short 'y' alternate.
      yksityiskohtaisesti | ÜK-si-tüis-koh-tai-ses-ti | 'y' is a rounded 'ee'. | 'h' before a consonant is a breathy sound.
    `,
  },
  phrases: {
    beginner: `
      Hyvää huomenta | HÜ-vaa HWO-men-ta | 'uo' glides from 'oo' to 'oh'. | 'ää' is an open 'a'.
      Kiitos paljon | KEE-tos PAL-yon | 'j' sounds like 'y'.
      Mitä kuuluu? | MI-ta KOO-loo | Hold both 'uu' sounds.
    `,
    intermediate: `
      Missä on rautatieasema? | MIS-sa on ROW-ta-tee-a-se-ma | Hold the double 'ss'. | 'au' sounds like 'ow'.
      Puhun vähän suomea | PU-hun VA-han SWO-me-a | 'ä' is an open 'a' as in 'cat'. | 'uo' glides from 'oo' to 'oh'.
    `,
    advanced: `
      Parempi myöhään kuin ei milloinkaan | PA-rem-pi MÜ-ur-haan kuin ay MIL-loin-kaan | 'yö' glides from 'ü' to 'ö'. | Hold the long 'ää' and 'aa'.
      Oma maa mansikka, muu maa mustikka | O-ma MAA MAN-sik-ka, MOO maa MUS-tik-ka | It means 'home is best'. | Hold the double 'kk'.
    `,
  },
  sentences: {
    beginner: `
      Minä olen opiskelija. | MI-na O-len O-pis-ke-li-ya | Stress the first syllable of each word.
      Kahvi on kuumaa. | KAH-vi on KOO-maa | Hold the long 'uu' and 'aa'.
    `,
    intermediate: `
      Huomenna menemme junalla Helsinkiin. | HWO-men-na ME-nem-me YU-nal-la HEL-sin-keen | Hold every double consonant. | 'j' sounds like 'y'.
      Lapset leikkivät puutarhassa. | LAP-set LAYK-ki-vat POO-tar-has-sa | 'ei' sounds like 'ay'. | Hold 'kk', 'uu' and 'ss'.
    `,
    advanced: `
      Vaikka satoi koko päivän, kävimme pitkällä kävelyllä metsässä. | VAIK-ka SA-toi KO-ko PAI-van, KA-vim-me PIT-kal-la KA-ve-lül-la MET-sas-sa | 'ä' is an open 'a' as in 'cat'. | Hold every double consonant.
      Jos minulla olisi aikaa, opiskelisin enemmän suomea. | yos MI-nul-la O-li-si AI-kaa, O-pis-ke-li-sin E-nem-man SWO-me-a | Stress the first syllable of each word.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Vesihiisi sihisi hississä. | VE-si-hee-si SI-hi-si HIS-sis-sa | Keep 's' and 'h' apart. | Hold the double 'ss'.
      Mustan kissan paksut posket. | MUS-tan KIS-san PAK-sut POS-ket | Hold the double 'ss'. | Stress the first syllable.
    `,
    intermediate: `
      Kokko, kokoo koko kokko kokoon! | KOK-ko, KO-koo KO-ko KOK-ko KO-koon | Hear the difference: 'kokko' (double k), 'koko' (single k), 'kokoo' (long o).
      Yölläkin yöpöydällä yöpyy yökkö. | ÜÖL-la-kin ÜÖ-pöy-dal-la ÜÖ-püü ÜÖK-kö | 'yö' glides from 'ü' to 'ö'. | Round your lips for every 'y' and 'ö'.
    `,
    advanced: `
      Appilan pappilan apupapin papupata pankolla kiehuu ja kuohuu. | AP-pi-lan PAP-pi-lan A-pu-pa-pin PA-pu-pa-ta PAN-kol-la KIE-hoo ya KWO-hoo | Hold every double 'pp'. | 'ie' and 'uo' are gliding vowels.
      Kokko, kokoo koko kokko kokoon! Koko kokkoko? Koko kokko. | KOK-ko, KO-koo KO-ko KOK-ko KO-koon! KO-ko KOK-ko-ko? KO-ko KOK-ko | Double consonants and long vowels change the meaning: hold them.
    `,
  },
};
