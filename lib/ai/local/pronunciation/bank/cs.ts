// Local pronunciation engine: Czech practice bank (stress always on the first syllable).
import type { BankSource } from "./types";

export const cs: BankSource = {
  words: {
    beginner: `
      ahoj | A-hoy | 'j' sounds like 'y'. | Stress the first syllable.
      děkuji | DYEH-koo-yi | 'dě' is a soft 'dye'.
      pivo | PI-vo | Short 'i' and a pure 'o'.
    `,
    intermediate: `
      řeka | RZHEH-ka | 'ř' is a rolled 'r' and a 'zh' said at the same time. Keep the tongue tip buzzing.
      čtvrtek | CHTVR-tek | 'r' can be a syllable on its own: čtvr-tek.
      chléb | KHLEHP | 'ch' is a rough 'h' like Scottish 'loch'. | 'é' is a long 'e'; a final 'b' sounds like 'p'.
    `,
    advanced: `
      zmrzlina | ZMRZ-li-na | 'mrz' has no vowel: the 'r' carries the syllable.
      nejnezapamatovatelnější | NEY-ne-za-pa-ma-to-va-tel-nyey-shee | Stress only the first syllable and keep the rest even. | 'ě' after 'n' softens it: nye.
      čtvrthrst | CHTVRT-hrst | It means 'a quarter of a handful', and it has no vowels: the 'r' carries both syllables.
    `,
  },
  phrases: {
    beginner: `
      Dobrý den | DO-bree DEN | 'ý' is a long 'ee'.
      Na shledanou | NA-skhle-da-noh | 'sh' here is 's' + 'h', not English 'sh'. | 'ou' sounds like 'oh'.
      Jak se máš? | YAK se MAASH | 'š' is 'sh'. | 'á' is a long 'ah'.
    `,
    intermediate: `
      Kde je nádraží? | GDE ye NAA-dra-zhee | 'ž' sounds like the 's' in 'measure'. | Long vowels: 'á' and 'í'.
      Jedno pivo, prosím | YED-no PI-vo, PRO-seem | 'í' is a long 'ee'.
      Kolik to stojí? | KO-lik to STO-yee | Stress the first syllable of each word.
    `,
    advanced: `
      Bez práce nejsou koláče | BES PRAA-tse NEY-soh KO-laa-che | It means 'no pain, no gain'. | 'c' is 'ts'; 'č' is 'ch'.
      Kdo jinému jámu kopá, sám do ní padá | GDO YI-neh-moo YAA-moo KO-paa, SAAM DO nyee PA-daa | It means 'he who digs a pit for others falls in it himself'. | Hold each long 'á'.
    `,
  },
  sentences: {
    beginner: `
      Jmenuji se Jana. | YME-noo-yi se YA-na | 'jm' at the start: say 'y' and 'm' together.
      Káva je horká. | KAA-va ye HOR-kaa | Hold each long 'á'.
    `,
    intermediate: `
      Zítra jedeme vlakem do Brna. | ZEE-tra YE-de-me VLA-kem do BR-na | In 'Brna', the 'r' is the vowel of the syllable.
      Děti si hrají na zahradě. | DYEH-tyi si HRA-yee NA-za-hra-dyeh | 'dě' and 'ti' are soft: dye, tyi. | 'h' is a voiced, breathy 'h'.
    `,
    advanced: `
      Přestože celý den pršelo, šli jsme na dlouhou procházku do lesa. | PRZHE-sto-zhe TSE-lee DEN PR-she-lo, SHLI sme na DLOH-hoh PRO-khaas-koo DO le-sa | 'ř' in 'přestože' is rolled with a buzz. | 'pr' in 'pršelo' has no vowel.
      Čtyři sta čtyřicet čtyři čápů letělo přes čtyři sta čtyřicet čtyři střech. | CHTI-rzhi sta CHTI-rzhi-tset CHTI-rzhi CHAA-poo LE-tye-lo PRZHES CHTI-rzhi sta CHTI-rzhi-tset CHTI-rzhi STRZHEKH | 'čt' at the start: 'ch' + 't'. | Every 'ř' is a rolled 'r' with a buzz.
    `,
  },
  "tongue-twisters": {
    beginner: `
      Strč prst skrz krk. | STRCH PRST SKRS KRK | No vowels at all: the 'r' carries each word. Roll it.
      Třista třicet tři stříbrných stříkaček. | TRZHI-sta TRZHI-tset TRZHI STRZHEE-br-neekh STRZHEE-ka-chek | Every 'ř' is a rolled 'r' with a 'zh' buzz.
    `,
    intermediate: `
      Strč prst skrz krk, strč prst skrz krk. | STRCH PRST SKRS KRK, STRCH PRST SKRS KRK | Roll the 'r' in every word.
      Nenaolejuje-li tě Julie, naolejuji tě já. | NE-na-o-le-yoo-ye-li tyeh YOO-li-ye, NA-o-le-yoo-yi tyeh YAA | Keep every vowel clear: na-o-le-ju-je.
    `,
    advanced: `
      Třista třicet tři stříbrných stříkaček stříkalo přes třista třicet tři stříbrných střech. | TRZHI-sta TRZHI-tset TRZHI STRZHEE-br-neekh STRZHEE-ka-chek STRZHEE-ka-lo PRZHES TRZHI-sta TRZHI-tset TRZHI STRZHEE-br-neekh STRZHEKH | Keep each 'ř' buzzing. | 'ch' at the end is a rough 'h'.
      Kmotře Petře, nepřepepřete mi toho vepře! | KMO-trzhe PE-trzhe, NE-przhe-pe-przhe-te mi TO-ho VE-przhe | Six 'ř' sounds: a rolled 'r' with a 'zh' buzz each time.
    `,
  },
};
